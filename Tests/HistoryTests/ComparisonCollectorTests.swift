import CodeMetrics
import Git
import GitFixtures
import History
import Testing

@Suite("Comparing revisions")
struct ComparisonCollectorTests {
  static func collector(_ study: StudyRepository) throws -> ComparisonCollector {
    ComparisonCollector(measurer: try inMemoryMeasurer(study.path))
  }

  @Test("figures before and after, and the diff's files and lines, per group")
  func deltas() throws {
    let study = try StudyRepository()
    let comparison = try Self.collector(study).compare("v1", "main")
    #expect(comparison.old.commit.hex == study.a)
    #expect(comparison.new.commit.hex == study.e)
    #expect(comparison.groups.map(\.name) == ["MVC", "MVVM"])
    let mvc = comparison.groups[0]
    // LoginViewController +1 line, TaskModel renamed unchanged, the test deleted (3 lines).
    #expect(mvc.filesTouched == 3)
    #expect(mvc.filesRenamed == 1)
    #expect(mvc.linesAdded == 1)
    #expect(mvc.linesRemoved == 3)
    #expect(mvc.delta.code == 1)
    #expect(mvc.delta.files == 0)
    #expect(mvc.delta.testFiles == -1)
    #expect(mvc.delta.testCode == -2)
    #expect(mvc.delta.roles == ["ViewController": 1])
    let mvvm = comparison.groups[1]
    #expect(mvvm.before == nil)
    #expect(mvvm.after?.code == 7)
    #expect(mvvm.filesTouched == 3)
    #expect(mvvm.linesAdded == 7)
    #expect(mvvm.linesRemoved == 0)
    #expect(mvvm.delta.code == 7)
  }

  @Test("branches compare as any revisions do; chosen paths become the groups")
  func branches() throws {
    let study = try StudyRepository()
    let comparison = try Self.collector(study).compare(
      "topic", "main", groups: [ArchitectureGroup(path: "Samples/MVVM")])
    #expect(comparison.groups.count == 1)
    #expect(comparison.groups[0].filesTouched == 0)
    #expect(comparison.groups[0].delta.code == 0)
  }
}
