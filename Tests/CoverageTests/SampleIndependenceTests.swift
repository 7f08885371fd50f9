import Foundation
import SampleRegistry
import Testing

@testable import Coverage

/// One profile of every sample's unit tests attributes coverage per sample only because
/// a sample's code can run in its own tests alone. These tests check that on the real
/// samples: no sample's sources or tests import another sample's modules, nor the
/// registry, which links them all.
@Suite("Samples are independent, so one profile attributes unit coverage per sample")
struct SampleIndependenceTests {
  static let registryModules: Set<String> = ["SampleRegistry"]

  @Test(arguments: Architecture.all)
  func aSampleImportsNoOtherSample(_ architecture: Architecture) throws {
    let others = Set(
      Architecture.all.filter { $0 != architecture }.flatMap { $0.modules + $0.testModules })
    let sample = Sample(
      id: architecture.id, name: architecture.name, directory: architecture.directory,
      modules: architecture.modules, testModules: architecture.testModules)

    let sources = try SampleSources.read(sample, packageRoot: Fixtures.packageRoot)

    #expect(!sources.production.isEmpty)
    #expect(!sources.tests.isEmpty)
    for file in sources.production + sources.tests {
      let foreign = file.importedModules.intersection(others.union(Self.registryModules))
      #expect(foreign.isEmpty, "\(file.path) imports \(foreign.sorted())")
    }
  }

  @Test func everyArchitectureHasItsOwnTestTargets() {
    let testModules = Architecture.all.flatMap(\.testModules)
    #expect(Set(testModules).count == testModules.count)
    #expect(!testModules.contains("ConformanceTests"))
  }
}
