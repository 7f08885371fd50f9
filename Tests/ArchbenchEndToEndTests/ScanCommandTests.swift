import Foundation
import Testing

/// `archbench scan` as a user runs it: exact output on a small tree, formats and exit codes.
@Suite("archbench scan")
struct ScanCommandTests {
  /// Runs archbench on a Dispatch queue: waiting for a process on the cooperative pool would
  /// hold one of its few threads while other suites' UI tests wait for their app to idle.
  static func run(_ arguments: [String]) async throws -> ArchbenchProcess.Result {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(with: Result { try ArchbenchProcess.run(arguments) }) }
    }
  }

  /// A small MVVM tree with one test file, written fresh for each test.
  static func makeTree() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)")
    let files = [
      "App/Login/LoginView.swift":
        "import HeadlessSwiftUI\n\n/// The login form.\nstruct LoginView {\n  var body: Int { 1 }\n}\n",
      "App/Login/LoginViewModel.swift":
        "final class LoginViewModel {\n  // Both fields are required.\n  func canLogIn(user: String, password: String) -> Bool {\n    !user.isEmpty && !password.isEmpty\n  }\n}\n",
      "Tests/LoginViewModelTests.swift": "final class LoginViewModelTests {}\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func printsATable() async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await Self.run(["scan", root.path])

    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        \(root.path) (folder): 3 files
        Architecture: MVVM-like: 1 ViewModel, 1 View

        Files
        File                             Group       Role       Lines  Code  Comment  Blank  Complexity  Types  Functions
        -------------------------------  ----------  ---------  -----  ----  -------  -----  ----------  -----  ---------
        App/Login/LoginView.swift        production  View           6     4        1      1           0      1          0
        App/Login/LoginViewModel.swift   production  ViewModel      6     5        1      0           1      1          1
        Tests/LoginViewModelTests.swift  test        Test           1     1        0      0           0      1          0

        Roles
        Group       Role       Files  Types  Lines  Code  Comment  Blank  Complexity
        ----------  ---------  -----  -----  -----  ----  -------  -----  ----------
        production  View           1      1      6     4        1      1           0
        production  ViewModel      1      1      6     5        1      0           1
        test        Test           1      1      1     1        0      0           0

        Totals
        Group       Files  Types  Functions  Lines  Code  Comment  Blank  Complexity
        ----------  -----  -----  ---------  -----  ----  -------  -----  ----------
        production      2      2          1     12     9        2      1           1
        test            1      1          0      1     1        0      0           0
        all             3      3          1     13    10        2      1           1

        """)
  }

  @Test func addsCohesionOnlyWhenAsked() async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let plain = try await Self.run(["scan", root.path])
    let result = try await Self.run(["scan", root.path, "--cohesion"])

    #expect(result.status == 0)
    // The default output is unchanged; the flag appends one table after the totals.
    let added = result.standardOutput.dropFirst(plain.standardOutput.count - 1)
    #expect(result.standardOutput.hasPrefix(plain.standardOutput.dropLast()))
    // LoginView's `body` and LoginViewModel's `canLogIn` are each a type's one method: LCOM4 1;
    // `!user.isEmpty && !password.isEmpty` is one run of `&&`: cognitive 1. The test class has no methods.
    let rows = added.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(rows.first == ["Cohesion"])
    #expect(
      rows.dropFirst(3).map { $0 } == [
        ["production", "2", "1.00", "1", "1"], ["test", "0", "–", "–", "–"], ["all", "2", "1.00", "1", "1"],
      ])
  }

  @Test func writesCSVWithSccColumnsFirst() async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await Self.run(["scan", root.path, "--format", "csv", "--uloc"])

    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        Language,Provider,Filename,Lines,Code,Comments,Blanks,Complexity,Bytes,ULOC,Role,Group
        Swift,App/Login/LoginView.swift,LoginView.swift,6,4,1,1,0,87,5,View,production
        Swift,App/Login/LoginViewModel.swift,LoginViewModel.swift,6,5,1,0,1,163,5,ViewModel,production
        Swift,Tests/LoginViewModelTests.swift,LoginViewModelTests.swift,1,1,0,0,0,35,1,Test,test

        """)
  }

  @Test func writesVersionedJSON() async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await Self.run(["scan", root.path, "--format", "json"])

    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == 1)
    #expect((json["fingerprint"] as? [String: Any])?["summary"] as? String == "MVVM-like: 1 ViewModel, 1 View")
    let files = try #require(json["files"] as? [[String: Any]])
    #expect(files.count == 3)
    let viewModel = try #require(files.first { $0["path"] as? String == "App/Login/LoginViewModel.swift" })
    let functions = try #require(viewModel["functions"] as? [[String: Any]])
    #expect(functions.first?["name"] as? String == "canLogIn(user:password:)")
    #expect(functions.first?["complexity"] as? Int == 2)
  }

  @Test func writesMarkdown() async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await Self.run(["scan", root.path, "--format", "markdown"])

    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasPrefix(
        "# archbench scan: \(root.path)\n\n3 files, found by folder. Architecture: **MVVM-like: 1 ViewModel, 1 View**\n\n## Files\n\n| File | Group |"
      ))
    #expect(
      result.standardOutput.contains(
        "| App/Login/LoginViewModel.swift | production | ViewModel | 6 | 5 | 1 | 0 | 1 | 1 | 1 |"))
  }

  @Test func writesAnOutputFile() async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("report.csv").path
    let result = try await Self.run([
      "scan", root.appendingPathComponent("App").path, "--format", "csv", "--output", output,
    ])

    #expect(result.status == 0)
    #expect(result.standardOutput == "")
    #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("Language,Provider,Filename"))
  }

  @Test func aMissingPathExitsWithOne() async throws {
    let result = try await Self.run(["scan", "/no/such/folder"])

    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.standardError == "Error: no such file or folder: /no/such/folder\n")
  }

  @Test func warningsExitWithThree() async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data([0x66, 0x6F, 0, 0]).write(to: root.appendingPathComponent("App/Blob.swift"))
    let result = try await Self.run(["scan", root.path, "--format", "csv"])

    #expect(result.status == 3)
    #expect(result.standardError == "error: App/Blob.swift: binary file (contains NUL bytes), skipped\n")
    #expect(result.standardOutput.split(separator: "\n").count == 4)
  }

  @Test func badArgumentsExitWithSixtyFour() async throws {
    let result = try await Self.run(["scan", ".", "--format", "xml"])

    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'"))
  }

  @Test func scansTheSamples() async throws {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Samples").path
    for format in ["text", "json", "csv", "markdown"] {
      let result = try await Self.run(["scan", samples, "--format", format])
      #expect(result.status == 0, "\(format): \(result.standardError)")
      #expect(!result.standardOutput.isEmpty)
    }
  }

  @Test func comparesWithTheReference() async throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await Self.run(["scan", root.path, "--lines-only", "--format", "csv", "--compare-reference"])

    #expect(result.status == 0)
    #expect(result.standardOutput.hasSuffix("\nReference comparison: 3 files, 0 disagreements\n"))
  }
}
