import Foundation
import Testing

@testable import Coverage

@Suite("Which files count as a sample's production code")
struct FileClassifierTests {
  static let samples = [
    Sample(id: "mvvm", name: "MVVM", directory: "Samples/MVVM", modules: ["MVVM"], testModules: ["MVVMTests"]),
    Sample(id: "mvvmc", name: "MVVMC", directory: "Samples/MVVMC/", modules: ["MVVMC"], testModules: ["MVVMCTests"]),
    Sample(
      id: "clean", name: "Clean", directory: "./Samples/Clean", modules: ["CleanDomain", "Clean"],
      testModules: ["CleanTests"]),
  ]
  let classifier = FileClassifier(packageRoot: "/work/pkg", samples: Self.samples)

  @Test func aSamplesSourcesAreProductionCode() {
    #expect(
      classifier.classify("/work/pkg/Samples/MVVM/Sources/Login/LoginViewModel.swift")
        == .production(sample: "mvvm", relativePath: "Samples/MVVM/Sources/Login/LoginViewModel.swift"))
    #expect(
      classifier.classify("/work/pkg/Samples/Clean/Sources/Domain/UseCases/LogInUseCase.swift")
        == .production(sample: "clean", relativePath: "Samples/Clean/Sources/Domain/UseCases/LogInUseCase.swift"))
  }

  @Test func aSampleWhoseNameStartsAnotherSamplesNameKeepsItsOwnFiles() {
    #expect(
      classifier.classify("/work/pkg/Samples/MVVMC/Sources/App/Coordinator.swift")
        == .production(sample: "mvvmc", relativePath: "Samples/MVVMC/Sources/App/Coordinator.swift"))
  }

  @Test func testFilesNeverCount() {
    #expect(
      classifier.classify("/work/pkg/Samples/MVVM/Tests/Login/LoginViewModelTests.swift")
        == .excluded(.testCode(sample: "mvvm")))
  }

  @Test(arguments: [
    "/work/pkg/.build-coverage/x86_64-unknown-linux-gnu/debug/archbenchPackageTests.derived/runner.swift",
    "/work/pkg/.build/debug/archbenchPackageDiscoveredTests.derived/all-discovered-tests.swift",
    // Even a file of that name inside a sample is SwiftPM's, not the sample's.
    "/work/pkg/Samples/MVVM/Sources/runner.swift",
  ])
  func generatedTestRunnersNeverCount(path: String) {
    #expect(classifier.classify(path) == .excluded(.generatedTestRunner))
  }

  @Test func buildFoldersNeverCount() {
    #expect(
      classifier.classify("/work/pkg/.build-coverage/checkouts/swift-argument-parser/Sources/Name.swift")
        == .excluded(.buildFolder))
    #expect(classifier.classify("/work/pkg/Samples/MVVM/.build/Sources/X.swift") == .excluded(.buildFolder))
  }

  @Test func filesOutsideThePackageNeverCount() {
    #expect(classifier.classify("/work/other/Samples/MVVM/Sources/X.swift") == .excluded(.outsidePackage))
    #expect(classifier.classify("/work/pkg-old/Samples/MVVM/Sources/X.swift") == .excluded(.outsidePackage))
    #expect(classifier.classify("/work/pkg/../other/Samples/MVVM/Sources/X.swift") == .excluded(.outsidePackage))
  }

  @Test func thePlatformAndTheHarnessBelongToNoSample() {
    #expect(classifier.classify("/work/pkg/Sources/HeadlessUIKit/Controls/Button.swift") == .excluded(.notInASample))
    #expect(classifier.classify("/work/pkg/Tests/ConformanceTests/LoginScenarios.swift") == .excluded(.notInASample))
    #expect(classifier.classify("/work/pkg/Samples/SPEC.swift") == .excluded(.notInASample))
  }
}
