import CodeMetrics
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The scanner's share of issue 26: inputs that hung, walked out of the folder, ran code,
/// dropped files silently, measured wrongly or reached the terminal raw.
@Suite("Hostile input")
struct HostileInputTests {
  // MARK: Hangs

  @Test("a pattern that backtracks exponentially matches in linear time", .timeLimit(.minutes(1)))
  func globDoesNotBacktrack() {
    let name = String(repeating: "a", count: 120) + ".swift"
    #expect(!GlobPattern("*a*a*a*a*a*a*a*a*a*a*a*a*b").matches(name))
    #expect(!GlobPattern("**/*a*a*a*a*a*a*a*a*a*a*a*a*b").matches("x/" + name))
    #expect(GlobPattern("*a*a*a*a*a*a*a*a*a*a*a*a*.swift").matches(name))
  }

  @Test("character classes: sets, ranges, negation; an unclosed one is a problem, not a silent mismatch")
  func characterClasses() {
    #expect(GlobPattern("[A-Z]*.swift").matches("Main.swift"))
    #expect(!GlobPattern("[A-Z]*.swift").matches("main.swift"))
    #expect(GlobPattern("[!A-Z]*.swift").matches("main.swift"))
    #expect(GlobPattern("[abc].swift").matches("b.swift"))
    #expect(GlobPattern("[]x].swift").matches("].swift"))
    #expect(!GlobPattern("Sources/[A-Z]*").matches("Sources/a/B.swift"))
    #expect(GlobPattern.problem(in: "[abc") == "has a '[' without its ']'")
    #expect(GlobPattern.problem(in: "[z-a]") == "has a reversed range in [z-a]")
    #expect(GlobPattern.problem(in: "[a-z]*.swift") == nil)
    #expect(
      "\(GlobPatternError(pattern: "[abc", problem: "has a '[' without its ']'"))"
        == "the pattern '[abc' has a '[' without its ']'")
  }

  @Test("the old matcher's meanings stay: * within a name, ** across folders, a folder matches what it holds")
  func globSemantics() {
    #expect(GlobPattern("*Tests.swift").matches("App/Tests/LoginTests.swift"))
    #expect(GlobPattern("Sources/**/View*").matches("Sources/Login/ViewModel.swift"))
    #expect(GlobPattern("Sources/**/View*").matches("Sources/View.swift"))
    #expect(GlobPattern("**/Generated").matches("A/Generated/B.swift"))
    #expect(!GlobPattern("Sources/*.swift").matches("Sources/A/B.swift"))
    #expect(GlobPattern("Sources/*").matches("Sources/A/B.swift"))
    #expect(GlobPattern("./App/?.swift").matches("App/A.swift"))
    #expect(!GlobPattern("App/?.swift").matches("App/AB.swift"))
  }

  @Test("a roles file with an unclosed class names the rule and the pattern")
  func rolesFilePattern() {
    #expect(throws: RoleConfigurationError.self) {
      try RoleConfiguration(json: Data(#"{"rules":[{"path":"[abc","role":"View"}]}"#.utf8), path: "roles.json")
    }
    do {
      _ = try RoleConfiguration(json: Data(#"{"rules":[{"path":"[abc","role":"View"}]}"#.utf8), path: "roles.json")
    } catch {
      #expect("\(error)".contains("rule 1: the pattern '[abc' has a '[' without its ']'"))
    }
  }

  @Test("a FIFO named directly is refused at once, not read", .timeLimit(.minutes(1)))
  func fifoNamedDirectly() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path + "/fifo.swift"
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(throws: ScanError.notRegularFile(fifo)) { try SourceDiscovery.discover(root: fifo) }
    #expect(ScanError.notRegularFile("f.swift").description == "cannot scan f.swift: it is not a regular file")
  }

  // MARK: Leaving the folder, running code

  @Test("a link out of the folder is reported and not followed; --follow-links follows it")
  func linksOutOfTheFolder() async throws {
    let inside = try TemporaryFolder()
    let outside = try TemporaryFolder()
    try inside.write("A.swift", "let a = 1\n")
    try outside.write("Far/B.swift", "let b = 1\n")
    try FileManager.default.createSymbolicLink(atPath: inside.path + "/far", withDestinationPath: outside.path + "/Far")
    try FileManager.default.createSymbolicLink(atPath: inside.path + "/root", withDestinationPath: "/")
    try inside.write("Sub/C.swift", "let c = 1\n")
    try FileManager.default.createSymbolicLink(atPath: inside.path + "/near", withDestinationPath: inside.path + "/Sub")

    let root = inside.path
    let found = try await offThePool { try SourceDiscovery.discover(root: root) }
    #expect(found.files.map(\.path) == ["A.swift", "Sub/C.swift"])
    #expect(found.issues.map(\.path) == ["far", "root"])
    #expect(found.issues.allSatisfy { $0.kind == .linkOutsideRoot && $0.severity == .warning })
    #expect(found.issues.first?.message.contains("not followed (--follow-links follows it)") == true)

    let followed = try await offThePool {
      try SourceDiscovery.discover(root: root, exclude: [GlobPattern("root")], followLinks: true)
    }
    #expect(followed.files.map(\.path) == ["A.swift", "Sub/C.swift", "far/B.swift"])
  }

  @Test("a name that is not UTF-8 is reported with its bytes, not dropped in silence")
  func nonUTF8Name() async throws {
    let folder = try TemporaryFolder()
    try folder.write("A.swift", "let a = 1\n")
    let name = Array("caf".utf8) + [0xE9] + Array(".swift".utf8)
    let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    #expect(descriptor >= 0)
    close(descriptor)

    let root = folder.path
    let found = try await offThePool { try SourceDiscovery.discover(root: root) }
    #expect(found.files.map(\.path) == ["A.swift"])
    #expect(found.issues.map(\.path) == ["caf\\xE9.swift"])
    #expect(found.issues.first?.kind == .invalidName)
  }

  @Test("a package's manifest is read, not run: its targets are found and its code never executes")
  func manifestIsNotRun() async throws {
    let folder = try TemporaryFolder()
    let marker = folder.path + "/pwned"
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version: 5.9
      import Foundation
      import PackageDescription

      _ = FileManager.default.createFile(atPath: "\(marker)", contents: nil)
      let package = Package(
        name: "Demo",
        targets: [
          .target(name: "Demo", dependencies: [.target(name: "Core")], exclude: ["Old"]),
          .target(name: "Core", path: "Lib/Core"),
          .testTarget(name: "DemoTests", dependencies: ["Demo"]),
        ]
      )
      """)
    try folder.write("Sources/Demo/A.swift", "let a = 1\n")
    try folder.write("Sources/Demo/Old/B.swift", "let b = 1\n")
    try folder.write("Lib/Core/C.swift", "let c = 1\n")
    try folder.write("Tests/DemoTests/ATests.swift", "let t = 1\n")
    try folder.write("Stray/D.swift", "let d = 1\n")

    let root = folder.path
    let found = try await offThePool { try SourceDiscovery.discover(root: root) }
    #expect(!FileManager.default.fileExists(atPath: marker))
    #expect(found.discovery == .package)
    #expect(found.files.map(\.path) == ["Lib/Core/C.swift", "Sources/Demo/A.swift", "Tests/DemoTests/ATests.swift"])
    #expect(found.files.map(\.target) == ["Core", "Demo", "DemoTests"])
    #expect(found.files.map(\.group) == [.production, .production, .test])
    #expect(found.issues.isEmpty)
  }

  @Test("in a package, a link between targets stays inside; one out of the package follows --follow-links")
  func linksInAPackage() async throws {
    let folder = try TemporaryFolder()
    let outside = try TemporaryFolder()
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(name: "Demo", targets: [.target(name: "App")])
      """)
    try folder.write("Sources/App/A.swift", "let a = 1\n")
    try folder.write("Shared/S.swift", "let s = 1\n")
    try outside.write("Far/F.swift", "let f = 1\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Sources/App/Shared", withDestinationPath: folder.path + "/Shared")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Sources/App/Far", withDestinationPath: outside.path + "/Far")

    let root = folder.path
    let found = try await offThePool { try SourceDiscovery.discover(root: root) }
    #expect(found.files.map(\.path) == ["Sources/App/A.swift", "Sources/App/Shared/S.swift"])
    #expect(found.issues.map(\.path) == ["Sources/App/Far"])
    #expect(found.issues.map(\.kind) == [.linkOutsideRoot])
    let followed = try await offThePool { try SourceDiscovery.discover(root: root, followLinks: true) }
    #expect(
      followed.files.map(\.path) == ["Sources/App/A.swift", "Sources/App/Far/F.swift", "Sources/App/Shared/S.swift"])
    #expect(followed.issues.isEmpty)
  }

  @Test("a target whose literal path leaves the package is not read")
  func targetOutsideThePackage() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(name: "Demo", targets: [.target(name: "Root", path: "../..")])
      """)
    let root = folder.path
    let found = try await offThePool { try SourceDiscovery.discover(root: root) }
    #expect(found.files.isEmpty)
    #expect(found.issues.map(\.kind) == [.linkOutsideRoot])
    #expect(found.issues.first?.message == "the target Root lies outside the package; not read")
  }

  @Test("a target whose literal path is absolute, / say, is not read: SwiftPM refuses it")
  func targetWithAnAbsolutePath() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "Demo", targets: [.target(name: "App"), .target(name: "Root", path: "/"), .target(name: "Abs", path: "\(folder.path)/Sources/App")])
      """)
    try folder.write("Sources/App/A.swift", "let a = 1\n")
    let root = folder.path
    let found = try await offThePool { try SourceDiscovery.discover(root: root) }
    #expect(found.files.map(\.path) == ["Sources/App/A.swift"])
    #expect(found.issues.map(\.kind) == [.linkOutsideRoot, .linkOutsideRoot])
    #expect(found.issues.map(\.severity) == [.error, .error])
    #expect(found.issues.map(\.path) == ["/", folder.path + "/Sources/App"])
    #expect(
      found.issues.first?.message
        == "the target Root has an absolute path; SwiftPM takes a path relative to the package; not read")
  }

  @Test("a target path spelled ./Sources/App/ is Sources/App")
  func targetPathWithDotsAndSlashes() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(name: "Demo", targets: [.target(name: "App", path: "./Sources/App/")])
      """)
    try folder.write("Sources/App/A.swift", "let a = 1\n")
    let root = folder.path
    let found = try await offThePool { try SourceDiscovery.discover(root: root) }
    #expect(found.files.map(\.path) == ["Sources/App/A.swift"])
    #expect(found.issues.isEmpty)
  }

  @Test("computed targets are named by line, and Sources/* and Tests/* are read by convention")
  func computedTargets() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription

      let names = ["One", "Two"]
      let package = Package(
        name: "Demo",
        targets: names.map { .target(name: $0) } + [.testTarget(name: "OneTests")]
      )
      """)
    try folder.write("Sources/One/A.swift", "let a = 1\n")
    try folder.write("Sources/Two/B.swift", "let b = 1\n")
    try folder.write("Tests/OneTests/ATests.swift", "let t = 1\n")

    let root = folder.path
    let found = try await offThePool { try SourceDiscovery.discover(root: root) }
    #expect(found.files.map(\.path) == ["Sources/One/A.swift", "Sources/Two/B.swift", "Tests/OneTests/ATests.swift"])
    let warning = try #require(found.issues.first)
    #expect(found.issues.count == 1)
    #expect(warning.path == "Package.swift" && warning.kind == .computedManifest && warning.severity == .warning)
    #expect(warning.message.hasPrefix("computes 1 target declarations (lines 7), which archbench does not run"))
  }

  // MARK: Wrong results

  @Test("complexity keeps growing past the parser's default nesting limit, in debug and release alike")
  func deepNesting() throws {
    func nested(_ depth: Int) -> [UInt8] {
      let text =
        "func deep(_ x: Int) {\n" + String(repeating: "if x > 0 {\n", count: depth)
        + String(repeating: "}\n", count: depth) + "}\n"
      return Array(text.utf8)
    }
    let three = FileStructure(parsing: nested(300))
    #expect(three.functions.first?.complexity == 301)
    #expect(three.nestingCut == nil)
    let deepest = FileStructure(parsing: nested(FileStructure.maximumNesting + 10))
    #expect(deepest.nestingCut == FileStructure.maximumNesting)
    let (metrics, issues) = CodeScanner.measure(
      bytes: nested(FileStructure.maximumNesting + 10),
      of: SourceFile(absolutePath: "Deep.swift", path: "Deep.swift", group: .production), options: ScanOptions())
    #expect(metrics != nil)
    #expect(issues.map(\.kind) == [.tooDeep])
  }

  @Test("an opening quote at the end of a line is unterminated; an open \"\"\" is reported where it opens")
  func unterminatedLiterals() {
    func unterminated(_ text: String) -> String? {
      Array(text.utf8).withUnsafeBytes { bytes in
        LineClassifier.analyze(bytes).unterminated.map { "\($0.kind.rawValue) at line \($0.line)" }
      }
    }
    #expect(unterminated("let a = \"\nlet b = 1\n") == "string at line 1")
    #expect(unterminated("let x = 1\nlet s = \"\"\"\nabc\n") == "string at line 2")
    #expect(unterminated("let x = 1\nlet s = \"\"\"") == "string at line 2")
    #expect(unterminated("let a = \"b\"\nlet s = \"\"\"\n  x\n  \"\"\"\n") == nil)
  }

  // MARK: Output

  @Test("Markdown: raw HTML and a line break in a name cannot escape their cell")
  func markdownCells() {
    let report = CodeScanner.report(
      measuring: [
        SourceFile(absolutePath: "/x", path: "<script>alert(1)</script>.swift", group: .production),
        SourceFile(absolutePath: "/y", path: "two\nlines.swift", group: .production),
      ], root: ".", discovery: .folder, issues: []
    ) { file in
      CodeScanner.measure(bytes: Array("let a = 1\n".utf8), of: file, options: ScanOptions())
    }
    let markdown = ScanRenderer.render(report, as: .markdown)
    #expect(!markdown.contains("<script>"))
    #expect(markdown.contains("&lt;script&gt;alert\\(1\\)&lt;/script&gt;.swift"))
    #expect(markdown.contains("| two\\\\nlines.swift |"))
    #expect(!markdown.contains("\nlines.swift"))
  }

  @Test("no text output carries a control character from a file name")
  func controlCharacters() {
    let name = "\u{1B}]0;owned\u{07}\u{1B}[31mred.swift"
    let report = CodeScanner.report(
      measuring: [SourceFile(absolutePath: "/x", path: name, group: .production)], root: ".",
      discovery: .folder,
      issues: [ScanIssue(path: name, severity: .warning, kind: .unterminated, message: "open")]
    ) { file in
      CodeScanner.measure(bytes: Array("let a = 1\n".utf8), of: file, options: ScanOptions())
    }
    for format in ScanRenderer.Format.allCases {
      let text = ScanRenderer.render(report, as: format)
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(format)")
    }
  }
}
