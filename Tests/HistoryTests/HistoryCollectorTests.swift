import CodeMetrics
import Foundation
import Git
import GitFixtures
import History
import Testing

@Suite("History")
struct HistoryCollectorTests {
  static func collector(_ study: StudyRepository) throws -> HistoryCollector {
    HistoryCollector(measurer: try inMemoryMeasurer(study.path))
  }

  @Test("first parents, oldest first, each Samples folder a group from the commit it appears")
  func firstParents() throws {
    let study = try StudyRepository()
    let trend = try Self.collector(study).collect(from: "main")
    #expect(
      trend.groups == [
        ArchitectureGroup(name: "MVC", path: "Samples/MVC"), ArchitectureGroup(name: "MVVM", path: "Samples/MVVM"),
      ])
    #expect(trend.points.map(\.commit.hex) == [study.a, study.b, study.d, study.e])
    #expect(trend.commitsWalked == 4)
    let mvc = trend.points.map { $0.figures(of: "MVC") }
    #expect(mvc.map { $0?.files } == [2, 2, 2, 2])
    #expect(mvc.map { $0?.testFiles } == [1, 1, 0, 0])
    #expect(mvc.map { $0?.code } == [7, 7, 8, 8])
    #expect(mvc.map { $0?.testCode } == [2, 2, 0, 0])
    #expect(mvc.last??.roles == ["ViewController": 5, "Model": 3])
    let mvvm = trend.points.map { $0.figures(of: "MVVM") }
    #expect(mvvm.map { $0?.code } == [nil, 6, 6, 7])
    #expect(mvvm.last??.files == 3)
    #expect(trend.points.first?.summary == "Add MVC")
    #expect(trend.points.first?.date == "2026-01-01T00:01:00Z")
  }

  @Test("every parent, when asked, includes the topic branch's commit")
  func allParents() throws {
    let study = try StudyRepository()
    let trend = try Self.collector(study).collect(from: "main", options: .init(firstParent: false))
    #expect(Set(trend.points.map(\.commit.hex)) == [study.a, study.b, study.c, study.d, study.e])
    #expect(trend.points.first?.commit.hex == study.a)
    #expect(trend.points.last?.commit.hex == study.e)
  }

  @Test("since a revision or a date, every Nth commit, at most N commits, chosen paths")
  func limits() throws {
    let study = try StudyRepository()
    let collector = try Self.collector(study)
    #expect(
      try collector.collect(from: "main", options: .init(since: .revision("HEAD~2"))).points.map(\.commit.hex) == [
        study.b, study.d, study.e,
      ])
    let dDate = try Repository.open(study.path).commit(study.d).date
    #expect(try collector.collect(from: "main", options: .init(since: .date(dDate))).points.count == 2)
    // From the oldest: A and D are every second; E, the newest, is always kept.
    #expect(
      try collector.collect(from: "main", options: .init(every: 2)).points.map(\.commit.hex) == [
        study.a, study.d, study.e,
      ])
    let limited = try collector.collect(from: "main", options: .init(maximumCount: 2))
    #expect(limited.points.map(\.commit.hex) == [study.d, study.e])
    let paths = try collector.collect(
      from: "topic",
      options: .init(groups: [ArchitectureGroup(path: "Samples/MVVM/Sources/"), ArchitectureGroup(path: ".")]))
    #expect(paths.groups.map(\.name) == ["Samples/MVVM/Sources", "."])
    #expect(paths.points.last?.groups.map(\.code) == [7, 14])
  }

  @Test("a tree without Samples/ is one group, the whole tree")
  func wholeTree() throws {
    let repository = try TestRepository()
    try repository.commit(["App/LoginPresenter.swift": "final class LoginPresenter {}\n"], message: "One")
    let measurer = try inMemoryMeasurer(repository.path)
    let trend = try HistoryCollector(measurer: measurer).collect(from: "HEAD")
    #expect(trend.groups == [ArchitectureGroup(name: ".", path: "")])
    #expect(trend.points.map { $0.groups.map(\.roles) } == [[["Presenter": 1]]])
  }

  @Test("a shallow clone is refused")
  func shallow() throws {
    let study = try StudyRepository()
    try study.repository.makeShallow(at: study.b)
    #expect(throws: GitError.shallowClone(study.path)) { try Self.collector(study).collect(from: "main") }
  }
}
