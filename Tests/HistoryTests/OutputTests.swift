import CodeMetrics
import Git
import GitFixtures
import History
import Testing

@Suite("History, compare and revision outputs")
struct OutputTests {
  static func measurer(_ study: StudyRepository) throws -> BlobMeasurer {
    try inMemoryMeasurer(study.path)
  }

  @Test("history CSV: a row per commit and group, a column per role present")
  func historyCSV() throws {
    let study = try StudyRepository()
    let trend = try HistoryCollector(measurer: Self.measurer(study)).collect(from: "main", options: .init(every: 2))
    #expect(
      HistoryRenderer.csv(trend) == """
        commit,date,group,files,test_files,code,comment,blank,test_code,complexity,types,architecture,Model,View,ViewController,ViewModel,Other
        \(study.a),2026-01-01T00:01:00Z,MVC,2,1,7,1,1,2,0,2,MVC-like,3,0,4,0,0
        \(study.d),2026-01-01T00:04:00Z,MVC,2,0,8,1,1,0,0,2,MVC-like,3,0,5,0,0
        \(study.d),2026-01-01T00:04:00Z,MVVM,2,0,6,0,0,0,0,2,MVVM-like,0,3,0,3,0
        \(study.e),2026-01-01T00:05:00Z,MVC,2,0,8,1,1,0,0,2,MVC-like,3,0,5,0,0
        \(study.e),2026-01-01T00:05:00Z,MVVM,3,0,7,0,0,0,0,2,MVVM-like,0,3,0,3,1

        """)
  }

  @Test("the chart has a line per group, its last value, and both ends' commits")
  func chart() throws {
    let study = try StudyRepository()
    let trend = try HistoryCollector(measurer: Self.measurer(study)).collect(from: "main")
    let svg = HistoryChart.svg(trend)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\""))
    #expect(svg.hasSuffix("</svg>"))
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
    #expect(svg.contains(">MVC 8</text>"))
    #expect(svg.contains(">MVVM 7</text>"))
    #expect(svg.contains("\(study.a.prefix(7)) 2026-01-01"))
    #expect(svg.contains("4 commits of main"))
    // MVVM starts at the second commit: three points, not four.
    #expect(svg.components(separatedBy: "<title>MVVM at").count - 1 == 3)
  }

  @Test("the compare table shows before → after (change), the diff and the roles that moved")
  func compareTable() throws {
    let study = try StudyRepository()
    let comparison = try ComparisonCollector(measurer: Self.measurer(study)).compare("v1", "main")
    #expect(
      ComparisonRenderer.table(comparison) == """
        Compare v1 (\(study.a.prefix(7))) → main (\(study.e.prefix(7))); Swift files, production lines unless named
        Group       Files        Code  Complexity   Test code  Touched  +Lines  -Lines  Roles (code lines)
        MVC     2 → 2 (0)  7 → 8 (+1)   0 → 0 (0)  2 → 0 (-2)        3      +1      -3  ViewController +1
        MVVM   – → 3 (+3)  – → 7 (+7)   – → 0 (0)   – → 0 (0)        3      +7      -0  View +3, ViewModel +3, Other +1

        """)
  }

  @Test("several revisions side by side")
  func revisionTable() throws {
    let study = try StudyRepository()
    let scanner = RevisionScanner(measurer: try Self.measurer(study))
    let scans = try ["v1", "topic"].map { try scanner.scan($0, path: "Samples") }
    #expect(
      RevisionTable.table(scans) == """
        Revision                v1      topic
        Commit             \(study.a.prefix(7))    \(study.c.prefix(7))
        Files                    2          5
        Test files               1          1
        Code lines               7         14
        Comment lines            1          1
        Blank lines              1          1
        Test code lines          2          2
        Types                    2          4
        Functions                1          1
        Complexity               0          0
        Production code lines per role:
          Model                  3          3
          View                   0          3
          ViewController         4          4
          ViewModel              0          3
          Other                  0          1
        Architecture      MVC-like  MVVM-like

        """)
    #expect(RevisionTable.csv(scans).hasPrefix("revision,commit,files,test_files,code_lines,"))
  }
}
