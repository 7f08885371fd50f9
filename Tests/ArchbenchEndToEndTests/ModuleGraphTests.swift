import Foundation
import SampleRegistry
import Testing

/// Reading results must not link what produces them: Reports and Gate read latency and
/// exercise results through model modules, so that they link no sample, no UI platform and
/// not the malloc interposer, whose `malloc` would replace libc's in every process that links
/// it. These tests read the package's own manifest (`swift package dump-package`) and fail
/// the day a dependency brings one of those back into their closure.
@Suite("The module graph")
struct ModuleGraphTests {
  /// Modules whose presence in a reader's closure is a defect.
  static let forbidden: Set<String> =
    Set(Architecture.all.flatMap(\.modules)).union([
      "SampleRegistry", "HeadlessUI", "HeadlessUIKit", "HeadlessSwiftUI", "FloorReference", "UIKitReference",
      "SwiftUIReference", "ReferenceIntents",
      "Latency", "Exercises", "MallocInterposerSwift", "UITestDriver", "ServiceKit",
    ])

  @Test(arguments: ["Reports", "Gate"])
  func aReaderLinksNoSampleNoPlatformAndNoInterposer(_ target: String) throws {
    let graph = try Self.manifestGraph()
    let closure = Self.closure(of: target, in: graph)
    #expect(closure.contains("LatencyModel"), "\(target) reads latency results through LatencyModel")
    #expect(
      closure.intersection(Self.forbidden).isEmpty, "\(target) links \(closure.intersection(Self.forbidden).sorted())")
  }

  /// What the measuring program must not link: code that is not measured, which would then move its counts.
  static let unmeasured: Set<String> = [
    "SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftSyntaxBuilder", "CodeMetrics", "SyntaxReference", "Reports",
    "Gate", "Rules", "Git", "CGit2", "History", "Hotspots", "Exercises", "Scaffold", "Coverage", "archbench",
    "ArgumentParser",
  ]

  @Test("the measuring program links what is measured and what measures it, nothing of the tool around them")
  func theMeasuringProgramLinksNoUnmeasuredCode() throws {
    let graph = try Self.manifestGraph()
    let closure = Self.closure(of: "archbench-measure", in: graph)
    #expect(
      closure.isSuperset(of: ["Latency", "SampleRegistry", "FloorReference", "UIKitReference", "SwiftUIReference"]))
    #expect(
      closure.intersection(Self.unmeasured).isEmpty,
      "archbench-measure links \(closure.intersection(Self.unmeasured).sorted())")
  }

  @Test("the exercise program builds the samples without swift-syntax or the tool around them")
  func theExerciseProgramLinksNoSyntaxAndNoCLI() throws {
    let closure = Self.closure(of: "archbench-exercise", in: try Self.manifestGraph())
    let tool: Set<String> = [
      "SwiftSyntax", "SwiftParser", "CodeMetrics", "SyntaxReference", "Reports", "Gate", "Rules", "Scaffold",
      "archbench", "ArgumentParser", "Latency",
    ]
    #expect(closure.isSuperset(of: ["Exercises", "SampleRegistry", "UITestDriver"]))
    #expect(closure.intersection(tool).isEmpty, "archbench-exercise links \(closure.intersection(tool).sorted())")
  }

  @Test("the samples-only manifest coverage builds keeps every sample's tests and the suite, and no swift-syntax")
  func theSamplesOnlyManifestIsTheSamplesAlone() throws {
    let graph = try Self.manifestGraph(environment: ["ARCHBENCH_SAMPLES_ONLY": "1"])
    let tests = Set(Architecture.all.flatMap(\.testModules))
    #expect(
      Set(graph.keys).isSuperset(of: tests.union(["ConformanceTests", "SampleRegistry"])), "\(graph.keys.sorted())")
    let everything = Set(graph.keys).union(graph.values.joined())
    #expect(everything.intersection(Self.unmeasured.union(["Latency", "archbench-measure"])).isEmpty)
  }

  @Test("the measuring program's check sees unmeasured code when it is linked")
  func theMeasuringProgramCheckCanFail() throws {
    #expect(!Self.closure(of: "archbench", in: try Self.manifestGraph()).intersection(Self.unmeasured).isEmpty)
  }

  @Test("Support depends on nothing, so every module can use it")
  func supportStandsAlone() throws {
    #expect(try Self.manifestGraph()["Support"] == [])
  }

  @Test("the check itself sees a sample when one is linked")
  func theCheckCanFail() throws {
    let graph = try Self.manifestGraph()
    #expect(!Self.closure(of: "Latency", in: graph).intersection(Self.forbidden).isEmpty)
  }

  /// Each target's direct dependencies, by name: targets, and products by product name.
  ///
  /// - Parameter environment: variables added to the manifest's environment.
  static func manifestGraph(environment: [String: String] = [:]) throws -> [String: [String]] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    // A scratch path of its own: the running `swift test` holds the lock on .build.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("archbench-manifest-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "swift package dump-package failed")
    let manifest = try JSONDecoder().decode(Manifest.self, from: data)
    return Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0.dependencies.map(\.name)) })
  }

  static func closure(of target: String, in graph: [String: [String]]) -> Set<String> {
    var seen: Set<String> = []
    var queue = [target]
    while let next = queue.popLast() {
      for dependency in graph[next, default: []] where seen.insert(dependency).inserted {
        queue.append(dependency)
      }
    }
    return seen
  }

  struct Manifest: Decodable {
    struct Target: Decodable {
      var name: String
      var dependencies: [Dependency]
    }

    /// `{"byName": ["X", null]}`, `{"target": ["X", null]}` or `{"product": ["X", "package", …]}`.
    struct Dependency: Decodable {
      var name: String

      init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let entry = try container.decode([String: [String?]].self)
        guard let name = entry.values.first?.first ?? nil else {
          throw DecodingError.dataCorruptedError(in: container, debugDescription: "a dependency without a name")
        }
        self.name = name
      }
    }

    var targets: [Target]
  }
}
