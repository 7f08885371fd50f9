import Foundation
import Testing

private let pythonIsInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
  FileManager.default.isExecutableFile(atPath: "\($0)/python3")
}

/// Scripts/callgrind-diff.py on callgrind outputs written here, in the format valgrind 3.19
/// writes with `--combine-dumps=yes --separate-threads=yes --dump-line=no`: names compressed to
/// `(id)` after their first use, and a call's inclusive cost on the line after `calls=`, which
/// is not the caller's own.
@Suite("Scripts/callgrind-diff.py", .enabled(if: pythonIsInstalled, "python3 is not installed"))
struct CallgrindDiffScriptTests {
  /// One output: a main-thread row and a worker thread's part, which is no row.
  static func output(send: Int, render: Int, releases: (outer: Int, inner: Int) = (10, 5)) -> String {
    """
    # callgrind format
    version: 1
    creator: callgrind-3.19.0
    part: 1
    thread: 1

    desc: Trigger: Client Request: archbench mvc report.send 8 3

    positions: line
    events: Ir
    summary: \(send + render + 40 + releases.outer + releases.inner)

    ob=(1) /tmp/archbench-instructions-1/libswiftCore.so
    fl=(1) ???
    fn=(1) swift_retain
    0 40
    ob=(2) /tmp/archbench-instructions-1/archbench-measure
    fn=(2) $s3MVC10ReportViewC4sendyyF
    0 \(send)
    cob=(1)
    cfn=(1)
    calls=3 0
    0 40
    fn=(3) $s3MVC10ReportViewC6renderyyF
    0 \(render)
    ob=(1)
    fn=(4) swift_release
    0 \(releases.outer)
    fn=(5) swift_release'2
    0 \(releases.inner)

    part: 2
    thread: 2

    desc: Trigger: Client Request: archbench mvc report.send 8 3

    positions: line
    events: Ir
    summary: 7

    ob=(2)
    fn=(2)
    0 7

    """
  }

  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("callgrind-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// Runs `body` on two folders, one holding `old` and one `new` as mvc's output, then removes them.
  static func withOutputs<Result>(old: String, new: String, _ body: (URL, URL) throws -> Result) throws -> Result {
    let oldFolder = try folder(["callgrind-mvc.out": old])
    defer { try? FileManager.default.removeItem(at: oldFolder) }
    let newFolder = try folder(["callgrind-mvc.out": new])
    defer { try? FileManager.default.removeItem(at: newFolder) }
    return try body(oldFolder, newFolder)
  }

  static func run(_ arguments: [String]) throws -> ArchbenchProcess.Result {
    try ArchbenchProcess.run(
      arguments, program: ArchitectureDocTests.packageRoot.appendingPathComponent("Scripts/callgrind-diff.py"))
  }

  @Test func sameCountsCompareIdenticalAndExitZero() throws {
    let result = try Self.withOutputs(
      old: Self.output(send: 100, render: 60), new: Self.output(send: 100, render: 60)
    ) { try Self.run([$0.path, $1.path]) }

    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "1 rows in both, 1 identical in every function\n")
  }

  /// callgrind names a function called within itself `swift_release'2`: its cost is the function's,
  /// however a build splits it between the levels.
  @Test func aRecursiveCallsCostIsItsFunctionsCost() throws {
    let result = try Self.withOutputs(
      old: Self.output(send: 100, render: 60, releases: (10, 5)),
      new: Self.output(send: 100, render: 60, releases: (12, 3))
    ) { try Self.run([$0.path, $1.path]) }

    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "1 rows in both, 1 identical in every function\n")
  }

  /// The callee's inclusive cost (40) is not the caller's: only `render`'s own cost moved.
  @Test func namesTheFunctionWhoseOwnCostMovedAndExitsTwo() throws {
    let (result, row) = try Self.withOutputs(
      old: Self.output(send: 100, render: 60), new: Self.output(send: 100, render: 66)
    ) { (try Self.run([$0.path, $1.path]), try Self.run([$0.path, $1.path, "--row", "mvc report.send 8"])) }

    #expect(result.status == 2, "\(result.standardError)")
    #expect(
      result.standardOutput == """
        1 rows in both, 0 identical in every function
        1 totals differ: median 2.7907 %, largest +2.7907 % (mvc report.send 8)

        1 functions whose self cost differs (rows, old and new over those rows, change):
            1             60             66           +6  archbench-measure $s3MVC10ReportViewC6renderyyF

        """)
    #expect(row.status == 2)
    #expect(
      row.standardOutput == "          60           66           +6  archbench-measure $s3MVC10ReportViewC6renderyyF\n")
  }

  @Test func aCostOutsideAFunctionIsOneLineNamingTheFileAndExitsOne() throws {
    let broken = Self.output(send: 100, render: 60).replacingOccurrences(of: "fn=(1) swift_retain\n", with: "")
    let (result, old) = try Self.withOutputs(old: broken, new: Self.output(send: 100, render: 60)) {
      (try Self.run([$0.path, $1.path]), $0)
    }

    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "Error: \(old.path)/callgrind-mvc.out:15: a cost line outside a function\n")
  }

  @Test func aFolderWithoutOutputsExitsOne() throws {
    let empty = try Self.folder([:])
    defer { try? FileManager.default.removeItem(at: empty) }

    let result = try Self.run([empty.path, "/nonexistent/kept"])

    #expect(result.status == 1)
    #expect(
      result.standardError
        == "Error: \(empty.path): no callgrind-*.out in it (archbench latency --instructions --keep-callgrind)\n")
  }

  @Test(arguments: [[], ["one"], ["a", "b", "--top", "x"], ["a", "b", "--bogus"]])
  func badArgumentsExitSixtyFour(_ arguments: [String]) throws {
    let result = try Self.run(arguments)

    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: "))
    #expect(result.standardError.hasSuffix("usage: Scripts/callgrind-diff.py OLD NEW [--top N] [--row LABEL]\n"))
  }
}
