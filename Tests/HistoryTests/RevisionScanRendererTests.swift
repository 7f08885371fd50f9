import CodeMetrics
import Git
import GitFixtures
import History
import Testing

/// `archbench scan --rev`: several revisions in one call, their issues, and what is written.
@Suite("Scanning and writing several revisions")
struct RevisionScanRendererTests {
  @Test("several revisions are scanned in order, each as it would be alone; the first unreadable one stops them")
  func scansEachRevision() throws {
    let study = try StudyRepository()
    let scanner = RevisionScanner(measurer: try inMemoryMeasurer(study.path))
    let scans = try scanner.scan(["v1", "topic"], path: "Samples", exclude: [GlobPattern("*Tests*")])
    #expect(scans.map(\.revision) == ["v1", "topic"])
    #expect(scans.map(\.commit.hex) == [study.a, study.c])
    let alone = try scanner.scan("topic", path: "Samples", exclude: [GlobPattern("*Tests*")])
    #expect(scans[1].report.files == alone.report.files)
    #expect(throws: GitError.unknownRevision("nope", repository: study.path)) {
      try scanner.scan(["v1", "nope", "topic"], path: "")
    }
  }

  @Test("one revision's issues keep their paths; several revisions' issues are named by revision")
  func namesIssuesByRevision() throws {
    let study = try StudyRepository()
    let scanner = RevisionScanner(measurer: try inMemoryMeasurer(study.path))
    var scans = try scanner.scan(["v1", "main"], path: "Samples")
    let issue = ScanIssue(path: "MVC/Bad.swift", severity: .warning, kind: .unterminated, message: "open")
    scans[0].report.issues = [issue]
    scans[1].report.issues = [issue, ScanIssue(path: "A.swift", severity: .error, kind: .binary, message: "NUL")]

    #expect(RevisionScan.issues(of: Array(scans.prefix(1))).map(\.path) == ["MVC/Bad.swift"])
    #expect(RevisionScan.issues(of: scans).map(\.path) == ["v1:MVC/Bad.swift", "main:MVC/Bad.swift", "main:A.swift"])
    #expect(RevisionScan.issues(of: scans).map(\.kind) == [.unterminated, .unterminated, .binary])
  }

  @Test("one revision is written as a scan of files, several as the side-by-side table")
  func writesOneOrSeveral() throws {
    let study = try StudyRepository()
    let scanner = RevisionScanner(measurer: try inMemoryMeasurer(study.path))
    let scans = try scanner.scan(["v1", "topic"], path: "Samples")
    for tableFormat in RevisionTable.formats {
      let format = try #require(ScanRenderer.Format(tableFormat), "scan offers every format of several revisions")
      var one = ""
      RevisionScanRenderer.write(Array(scans.prefix(1)), as: format, cohesion: true, to: &one)
      #expect(one == ScanRenderer.render(scans[0].report, as: format, cohesion: true), "\(format)")
      var several = ""
      RevisionScanRenderer.write(scans, as: format, to: &several)
      #expect(several == RevisionTable.render(scans, as: tableFormat), "\(format)")
    }
  }
}
