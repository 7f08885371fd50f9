import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `archbench new` and `archbench conformance` as a student types them: what they print, and
/// the one-line refusals with their exit statuses.
@Suite("archbench new and conformance")
struct NewCommandTests {
  /// A package with archbench's two lists and nothing else.
  static func package() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString)")
    let files = [
      "Package.swift": """
      let singleModuleSamples: [(name: String, ui: Target.Dependency)] = [
        ("MVC", "HeadlessUIKit"),
        ("MVVM", "HeadlessSwiftUI"),
      ]

      """,
      "Sources/SampleRegistry/Architecture+All.swift": """
      extension Architecture {
        public static let all: [Architecture] = [
          .mvc,
        ]
      }

      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test("new lists what it wrote and what to run next; the same name again is taken (25)")
  func newAndAgain() async throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await ScanCommandTests.run([
      "new", "Hexagonal", "--toolkit", "swiftui", "--package-path", root.path,
    ])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        created Samples/Hexagonal/README.md
        created Samples/Hexagonal/Sources/App/HexagonalApp.swift
        created Samples/Hexagonal/Sources/Login/LoginView.swift
        created Samples/Hexagonal/Tests/App/HexagonalAppTests.swift
        created Sources/SampleRegistry/Architecture+Hexagonal.swift
        edited  Package.swift
        edited  Sources/SampleRegistry/Architecture+All.swift

        Next: swift run archbench demo --arch hexagonal          (the app, in the terminal)
              swift run archbench conformance --arch hexagonal   (SPEC.md's scenarios, passed and failed)

        """)
    #expect(result.standardError == "")

    let again = try await ScanCommandTests.run(["new", "Hexagonal", "--toolkit", "uikit", "--package-path", root.path])
    #expect(again.status == 25)
    #expect(again.standardOutput == "")
    #expect(
      again.standardError
        == "Error: The name 'Hexagonal' is taken: Package.swift already has a target or product named Hexagonal.\n")
  }

  @Test("conformance knows a new sample from the package's registry, without rebuilding archbench")
  func conformanceKnowsTheNewSample() async throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let new = try await ScanCommandTests.run(["new", "Hexagonal", "--toolkit", "uikit", "--package-path", root.path])
    #expect(new.status == 0)
    // Past the architecture, it stops at the fixture's missing SPEC.md, which a real package has.
    let result = try await ScanCommandTests.run([
      "conformance", "--arch", "hexagonal", "--skip-build", "--package-path", root.path,
    ])
    #expect(result.status == 1)
    #expect(result.standardError == "Error: cannot read \(root.path)/Samples/SPEC.md\n")
  }

  @Test(
    "bad names and options are one-line errors with 64, and write nothing",
    arguments: [
      (
        ["new", "hexagonal", "--toolkit", "uikit"],
        "Error: Invalid name 'hexagonal': a sample's name is a Swift type name"
      ),
      (["new", "Hexagonal"], "Error: A new sample needs --toolkit uikit or --toolkit swiftui, or --like a sample"),
      (["new", "Hexagonal", "--like", "nope"], "Error: Unknown architecture 'nope'. Known: mvc, mvvm"),
      (
        ["new", "Hexagonal", "--like", "mvvm", "--toolkit", "uikit"],
        "Error: Cannot start from 'mvvm': it is written in swiftui, not uikit."
      ),
      (["new", "Hexagonal", "--toolkit", "qt"], "Error: The value 'qt' is invalid for '--toolkit <toolkit>'"),
      (["conformance", "--arch", "nope"], "Error: Unknown architecture 'nope'. Known: mvc, mvvm"),
    ])
  func refusals(_ arguments: [String], _ message: String) async throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
    let result = try await ScanCommandTests.run(arguments + ["--package-path", root.path])
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == before)
  }

  @Test("while another new holds the package (a flock on its folder), new is refused in one line with 25")
  func busy() async throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
    let descriptor = open(root.path, O_RDONLY | O_DIRECTORY)
    defer { close(descriptor) }
    #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    let result = try await ScanCommandTests.run(["new", "Hexagonal", "--toolkit", "uikit", "--package-path", root.path])
    #expect(result.status == 25)
    #expect(
      result.standardError
        == "Error: Cannot add a sample to \(root.path) now: another archbench new is editing it; run again when it "
        + "has finished.\n")
    #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == before)
  }

  @Test("a name that is a Swift keyword in lower case is written in backticks; Self is refused with 64")
  func keywords() async throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await ScanCommandTests.run(["new", "Class", "--toolkit", "uikit", "--package-path", root.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("swift run archbench demo --arch class "))
    let all = try String(
      contentsOf: root.appendingPathComponent("Sources/SampleRegistry/Architecture+All.swift"), encoding: .utf8)
    #expect(all.contains("  .mvc,\n    .`class`,\n"))

    let refused = try await ScanCommandTests.run(["new", "Self", "--toolkit", "uikit", "--package-path", root.path])
    #expect(refused.status == 64)
    #expect(
      refused.standardError
        == "Error: Invalid name 'Self': it is a Swift keyword, which cannot name a module (`import Self` fails).\n")
  }

  @Test("after a kill, the next new says what it finished or removed of the interrupted run, then goes on")
  func interrupted() async throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    // A run of `new Onion` killed after its commit point, its folder staged but not yet renamed.
    let files = [
      "Samples/.Onion.archbench-new/README.md": "# Onion\n",
      ".archbench-new.journal": """
      {"name": "Onion", "phase": "committing", "created": ["Samples/Onion/README.md"], "edited": [],
       "moves": [{"from": "Samples/.Onion.archbench-new", "to": "Samples/Onion", "replaces": false}]}

      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let result = try await ScanCommandTests.run(["new", "Hexagonal", "--toolkit", "uikit", "--package-path", root.path])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasPrefix(
        "finished the archbench new Onion that was interrupted\ncreated Samples/Hexagonal/"))
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Samples/Onion/README.md").path))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".archbench-new.journal").path))

    // The same command again, after a kill before the commit point: it had changed nothing.
    try Data(#"{"name": "Gamma", "phase": "staging", "created": [], "edited": [], "moves": []}"#.utf8).write(
      to: root.appendingPathComponent(".archbench-new.journal"))
    let again = try await ScanCommandTests.run(["new", "Gamma", "--toolkit", "uikit", "--package-path", root.path])
    #expect(again.status == 0)
    #expect(
      again.standardOutput.hasPrefix(
        "removed what an interrupted archbench new Gamma had begun (it had changed nothing)\ncreated Samples/Gamma/"))
  }
}
