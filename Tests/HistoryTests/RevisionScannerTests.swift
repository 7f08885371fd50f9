import CodeMetrics
import Git
import GitFixtures
import History
import Testing

@Suite("Scanning revisions")
struct RevisionScannerTests {
  static func scanner(_ study: StudyRepository) throws -> RevisionScanner {
    RevisionScanner(measurer: try inMemoryMeasurer(study.path))
  }

  @Test("a revision's tree is scanned from blobs: files, lines, groups and roles")
  func scansATree() throws {
    let study = try StudyRepository()
    let scan = try Self.scanner(study).scan("v1", path: "Samples/MVC")
    #expect(scan.commit.hex == study.a)
    #expect(scan.report.root == "v1:Samples/MVC")
    #expect(scan.report.discovery == .revision)
    #expect(
      scan.report.files.map(\.path) == [
        "Sources/LoginViewController.swift", "Sources/TaskModel.swift", "Tests/LoginViewControllerTests.swift",
      ])
    #expect(scan.report.files.map(\.role) == [.viewController, .model, .test])
    let production = scan.report.totals(of: .production)
    #expect(production.files == 2)
    #expect(production.lines == LineCounts(total: 9, code: 7, comment: 1, blank: 1))
    #expect(scan.report.totals(of: .test).lines == LineCounts(total: 3, code: 2, comment: 0, blank: 1))
    #expect(production.types == 2)
    #expect(scan.report.issues.isEmpty)
  }

  @Test("revisions differ as their trees do, and globs filter relative paths")
  func revisionsAndGlobs() throws {
    let study = try StudyRepository()
    let scanner = try Self.scanner(study)
    let tip = try scanner.scan("main", path: "")
    #expect(tip.report.root == "main")
    // The merge brought Validation in; D deleted the MVC test.
    #expect(tip.report.files.count == 5)
    #expect(tip.report.files.contains { $0.path == "Samples/MVC/Sources/Models/TaskModel.swift" })
    let topic = try scanner.scan("topic", path: "Samples/MVVM", exclude: [GlobPattern("*View.swift")])
    #expect(topic.report.files.map(\.path) == ["Sources/LoginViewModel.swift", "Sources/Validation.swift"])
    let single = try scanner.scan("main", path: "Samples/MVVM/Sources/LoginView.swift")
    #expect(single.report.files.map(\.lines.code) == [3])
  }

  @Test("a bare repository scans like a working tree")
  func bare() throws {
    let study = try StudyRepository(bare: true)
    let scan = try Self.scanner(study).scan("main", path: "Samples")
    #expect(scan.report.totals(of: .production).lines.code == 15)
  }

  @Test("a missing path or revision is an error, not an empty scan")
  func errors() throws {
    let study = try StudyRepository()
    let scanner = try Self.scanner(study)
    #expect(throws: GitError.missingPath("Samples/MVVM", revision: String(study.a.prefix(7)))) {
      try scanner.scan("v1", path: "Samples/MVVM")
    }
    #expect(throws: GitError.unknownRevision("MVC", repository: study.path)) { try scanner.scan("MVC", path: "") }
  }

  @Test("a name that is not UTF-8 is skipped with scan's warning, not measured as caf\u{FFFD}.swift")
  func namesNotUTF8() throws {
    let fixture = try TestRepository()
    let odd = Array("Sources/caf".utf8) + [0xE9] + Array(".swift".utf8)
    try fixture.commit(
      bytes: [odd: Array("struct E9 {}\n".utf8), Array("Sources/A.swift".utf8): Array("struct A {}\n".utf8)],
      message: "Add")
    let repository = try Repository.open(fixture.path)
    let scanner = RevisionScanner(
      measurer: BlobMeasurer(
        repository: repository, options: ScanOptions(), cache: BlobCache(file: nil, options: ScanOptions())))
    let scan = try scanner.scan("main", path: "Sources")
    #expect(scan.report.files.map(\.path) == ["A.swift"])
    #expect(
      scan.report.issues.map { "\($0.severity.rawValue) \($0.kind.rawValue) \($0.path)" } == [
        "warning invalidName caf\\xE9.swift"
      ])
  }
}
