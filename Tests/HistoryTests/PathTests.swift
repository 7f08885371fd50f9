import CodeMetrics
import Foundation
import Git
import GitFixtures
import History
import Testing

/// `--paths` that measure nothing, or climb out of the repository, are errors: an empty
/// trend with exit status 0 read as a pass (issue 26).
@Suite("Paths asked for")
struct PathTests {
  @Test("`..` is resolved from the folder it was given in, and may not leave the repository")
  func parentFolders() throws {
    #expect(try ArchitectureGroup(path: "../MVC", from: "Samples/MVVM/").path == "Samples/MVC")
    #expect(try ArchitectureGroup(path: "..", from: "Samples/").path == "")
    #expect(try ArchitectureGroup(path: "./MVC/", from: "Samples/").name == "Samples/MVC")
    #expect(throws: GitError.pathOutsideRepository("..")) { try ArchitectureGroup(path: "..", from: "") }
    #expect(throws: GitError.pathOutsideRepository("../../x")) { try ArchitectureGroup(path: "../../x", from: "a/") }
    #expect(GitError.pathOutsideRepository("..").description == "the path '..' leads outside the repository")
  }

  @Test("history: a path no walked commit has is an error, naming it")
  func historyOfNothing() throws {
    let study = try StudyRepository()
    let collector = HistoryCollector(measurer: try inMemoryMeasurer(study.path))
    let error = GitError.pathNotFound("Samples/Nope", searched: "any commit walked from 'main'")
    #expect(throws: error) {
      try collector.collect(from: "main", options: .init(groups: [ArchitectureGroup(path: "Samples/Nope")]))
    }
    #expect(error.description == "the path 'Samples/Nope' is not in any commit walked from 'main'")
    // A path some commits have is a trend, with gaps where it is missing.
    let trend = try collector.collect(from: "main", options: .init(groups: [ArchitectureGroup(path: "Samples/MVVM")]))
    #expect(trend.points.map { $0.figures(of: "Samples/MVVM") == nil } == [true, false, false, false])
  }

  @Test("compare: a path neither revision has is an error, naming it")
  func comparisonOfNothing() throws {
    let study = try StudyRepository()
    let collector = ComparisonCollector(measurer: try inMemoryMeasurer(study.path))
    #expect(throws: GitError.pathNotFound("Samples/Nope", searched: "'main~1' or 'main'")) {
      try collector.compare("main~1", "main", groups: [ArchitectureGroup(path: "Samples/Nope")])
    }
  }
}
