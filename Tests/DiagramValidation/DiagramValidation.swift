import Foundation

/// Checks drawings with the real tools: Mermaid (mmdc, Mermaid 11 without a browser, from
/// PyPI) and Graphviz (`dot`). Shared by the test targets that write graphs.
///
/// A tool that cannot be had makes a test that needs it disabled with the reason printed
/// (`SKIPPED: …`), never passed: use ``mermaidTrait`` and ``dotTrait``.
///
/// ```swift
/// @Test(DiagramValidation.mermaidTrait) func drawingsRender() throws {
///   #expect(try DiagramValidation.mermaidProblems(in: [MermaidRenderer.render(graph)]) == [])
/// }
/// ```
public enum DiagramValidation {
  public struct Unavailable: Error, CustomStringConvertible {
    public var description: String
  }

  /// The repository's root, found from this file.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The Python of `.build/mmdc`, installed by `Scripts/install-mmdc.sh` on first use.
  public static let mermaidPython: Result<URL, Unavailable> = {
    let script = packageRoot.appendingPathComponent("Scripts/install-mmdc.sh")
    guard let result = try? run(script, []), result.status == 0 else {
      return .failure(Unavailable(description: "Scripts/install-mmdc.sh failed (python3 or PyPI unreachable)"))
    }
    let mmdc = URL(fileURLWithPath: result.output.trimmingCharacters(in: .whitespacesAndNewlines))
    return .success(mmdc.deletingLastPathComponent().appendingPathComponent("python"))
  }()

  /// Graphviz's `dot` on the PATH (Scripts/install-system-packages.sh installs it).
  public static let dot: Result<URL, Unavailable> = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("dot")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return .success(candidate) }
    }
    return .failure(Unavailable(description: "Graphviz's dot is not on the PATH (Scripts/install-system-packages.sh)"))
  }()

  /// Whether `tool` can run; prints why not, so that a skip shows in the run's output.
  public static func available(_ tool: Result<URL, Unavailable>, for what: String) -> Bool {
    if case .failure(let problem) = tool {
      print("SKIPPED: \(what) not checked: \(problem)")
      return false
    }
    return true
  }

  /// One line per diagram that Mermaid does not draw, naming it by its index; empty when all draw.
  /// All are rendered in one process.
  public static func mermaidProblems(in diagrams: [String]) throws -> [String] {
    let python = try mermaidPython.get()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for (index, diagram) in diagrams.enumerated() {
      let file = folder.appendingPathComponent("\(index).mmd")
      try Data(diagram.utf8).write(to: file)
      files.append(file.path)
    }
    let result = try run(python, [packageRoot.appendingPathComponent("Scripts/render-mermaid.py").path] + files)
    let problems = result.output.split(separator: "\n").map { String($0.dropFirst(folder.path.count + 1)) }
    if result.status != 0 && problems.isEmpty { return ["render-mermaid.py exited \(result.status)"] }
    return problems
  }

  /// One line per diagram that `dot -Tsvg` refuses or warns about, naming it by its index.
  public static func dotProblems(in diagrams: [String]) throws -> [String] {
    let dot = try dot.get()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var problems: [String] = []
    for (index, diagram) in diagrams.enumerated() {
      let file = folder.appendingPathComponent("\(index).dot")
      try Data(diagram.utf8).write(to: file)
      let result = try run(dot, ["-Tsvg", "-o", "/dev/null", file.path])
      if result.status != 0 || !result.errors.isEmpty {
        problems.append("\(index): exit \(result.status): \(result.errors.prefix(300))")
      }
    }
    return problems
  }

  private static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diagrams-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs `program` to its end, its outputs collected in files (no pipe to fill and block it).
  private static func run(
    _ program: URL, _ arguments: [String]
  ) throws -> (status: Int32, output: String, errors: String) {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputURL = folder.appendingPathComponent("stdout")
    let errorsURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let errors = try FileHandle(forWritingTo: errorsURL)
    defer {
      try? output.close()
      try? errors.close()
    }
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, try String(contentsOf: outputURL, encoding: .utf8),
      try String(contentsOf: errorsURL, encoding: .utf8)
    )
  }
}
