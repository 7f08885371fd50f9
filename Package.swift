// swift-tools-version: 6.1
import PackageDescription

/// The samples: one implementation of `Samples/SPEC.md` per architecture.
///
/// Each lives in `Samples/<Name>/` with its own `Sources/` and `Tests/`, so that
/// production and test code can be measured apart. A sample is one module, except
/// Clean Architecture, whose layers are separate modules so that the compiler
/// enforces its dependency rule.
let singleModuleSamples: [(name: String, ui: Target.Dependency)] = [
  ("MVC", "HeadlessUIKit"),
  ("MVVM", "HeadlessSwiftUI"),
  ("MVVMC", "HeadlessSwiftUI"),
  ("MVP", "HeadlessUIKit"),
  ("MVVMUIKit", "HeadlessUIKit"),
  ("VIPER", "HeadlessUIKit"),
  ("VIP", "HeadlessUIKit"),
  ("Redux", "HeadlessSwiftUI"),
]

/// The libraries a sample and its tests add to ServiceKit and the UI toolkit.
let sampleLibraries: [String: [Target.Dependency]] = [
  // MVVM on UIKit binds view controllers to view models through Combine's API, with the operator OpenCombine lacks.
  "MVVMUIKit": [.product(name: "OpenCombine", package: "OpenCombine"), "CombineExtras"]
]

let sampleTargets: [Target] =
  singleModuleSamples.flatMap { sample -> [Target] in
    [
      .target(
        name: sample.name,
        dependencies: ["ServiceKit", "SpecRules", sample.ui] + sampleLibraries[sample.name, default: []],
        path: "Samples/\(sample.name)/Sources"),
      .testTarget(
        name: "\(sample.name)Tests",
        dependencies: [.target(name: sample.name), "ServiceKit", "UITestDriver"]
          + sampleLibraries[sample.name, default: []],
        path: "Samples/\(sample.name)/Tests"
      ),
    ]
  } + [
    // Domain depends on nothing but the spec's own rules: not the platform, not ServiceKit, not Data.
    .target(name: "CleanDomain", dependencies: ["SpecRules"], path: "Samples/Clean/Sources/Domain"),
    .target(name: "CleanData", dependencies: ["CleanDomain", "ServiceKit"], path: "Samples/Clean/Sources/Data"),
    .target(
      name: "CleanPresentation", dependencies: ["CleanDomain", "SpecRules", "HeadlessSwiftUI"],
      path: "Samples/Clean/Sources/Presentation"),
    .target(
      name: "Clean", dependencies: ["CleanDomain", "CleanData", "CleanPresentation", "ServiceKit", "HeadlessSwiftUI"],
      path: "Samples/Clean/Sources/App"),
    .testTarget(
      name: "CleanTests",
      dependencies: ["Clean", "CleanDomain", "CleanData", "CleanPresentation", "ServiceKit", "UITestDriver"],
      path: "Samples/Clean/Tests"
    ),
  ]

/// The modules that launch a sample; the registry depends on all of them.
let sampleEntryModules: [Target.Dependency] = singleModuleSamples.map { .target(name: $0.name) } + ["Clean"]

let package = Package(
  name: "archbench",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "archbench", targets: ["archbench"]),
    .executable(name: "archbench-measure", targets: ["archbench-measure"]),
    .executable(name: "archbench-exercise", targets: ["archbench-exercise"]),
    .library(name: "ServiceKit", targets: ["ServiceKit"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI", "HeadlessUIKit", "HeadlessSwiftUI"]),
    .library(name: "UITestDriver", targets: ["UITestDriver"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    // Without its default trait, SubprocessFoundation: ChildProcess converts to Foundation types itself.
    .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2", traits: []),
    .package(url: "https://github.com/apple/swift-system", from: "1.5.0"),
  ],
  targets: [
    // MARK: Platform and shared app services
    // What Samples/SPEC.md fixes and no architecture owns: the list's order, its search, the date formats.
    // Every sample and reference computes them with this code, so that they cost the same everywhere.
    .target(name: "SpecRules"),
    .target(name: "ServiceKit", dependencies: ["SpecRules"], resources: [.copy("Resources/fixture.json")]),
    .target(name: "HeadlessUI"),
    .target(name: "HeadlessUIKit", dependencies: ["HeadlessUI"]),
    .target(name: "HeadlessSwiftUI", dependencies: ["HeadlessUI"]),
    .target(
      name: "UITestDriver",
      dependencies: ["HeadlessUI", .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")]),
    // Apple's Combine operators that OpenCombine 0.14 lacks (CombineLatest), and a scheduler on the platform's
    // clock where Apple's has `RunLoop.main`, for the samples that bind with it.
    .target(
      name: "CombineExtras", dependencies: ["HeadlessUI", .product(name: "OpenCombine", package: "OpenCombine")]),

    // MARK: Child processes
    // Every program archbench starts, on swift-subprocess; and the request files its own children read.
    // Its C side makes archbench the subreaper of what they start, so that an interruption ends it all, and
    // catches the signals that interrupt it (Interruption).
    .target(name: "CChildProcess"),
    .target(
      name: "ChildProcess",
      dependencies: [
        "CChildProcess",
        .product(name: "Subprocess", package: "swift-subprocess"),
        .product(name: "SystemPackage", package: "swift-system"),
      ]),

    // MARK: Code metrics
    // The plumbing every output shares: JSON, CSV, escaping, tables, number formatting and
    // atomic writes, so that every command's output reads the same. Foundation alone.
    .target(name: "Support"),
    .target(
      name: "CodeMetrics",
      dependencies: [
        "Support", "ChildProcess",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      exclude: ["LINES.md", "STRUCTURE.md", "SCHEMA.md"]
    ),
    .target(
      name: "SyntaxReference",
      dependencies: [
        "CodeMetrics", "Support",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),

    // MARK: Harness
    .target(
      name: "SampleRegistry",
      dependencies: ["ServiceKit", "HeadlessUI", "UITestDriver"] + sampleEntryModules
    ),
    .target(name: "TerminalDemo", dependencies: ["HeadlessUI", "UITestDriver", "SampleRegistry", "ServiceKit"]),

    // MARK: Measurements
    // The records of Swift Testing's event stream (`--event-stream-output-path`), for Coverage's test tallies and
    // SpecConformance's scenarios: Foundation alone.
    .target(name: "SwiftTestingEvents"),
    // Coverage reads the samples as files and test runs; it never links a sample.
    .target(
      name: "Coverage",
      dependencies: [
        "Support", "ChildProcess", "Git", "SwiftTestingEvents",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // The C side of the measuring process: the main thread drains the main queue; every thread on one processor; a
    // counted process's main thread allocates from a heap of its own (SubjectHeap.c).
    .target(name: "CMeasurementProcess"),
    // The URLs the three references open (a call, a map), inlinable so that each reference measures as with its own
    // copy; the samples keep theirs, as architecture code.
    .target(name: "ReferenceIntents", dependencies: ["ServiceKit"]),
    // One reference app per UI toolkit, with no architecture: latency ratios are taken against the sample's own toolkit.
    .target(
      name: "UIKitReference",
      dependencies: ["HeadlessUI", "HeadlessUIKit", "ServiceKit", "SpecRules", "ReferenceIntents"]
    ),
    .target(
      name: "SwiftUIReference",
      dependencies: ["HeadlessUI", "HeadlessSwiftUI", "ServiceKit", "SpecRules", "ReferenceIntents"]),
    // The floor: the app with no toolkit and no architecture, a tree built straight from one state value.
    .target(name: "FloorReference", dependencies: ["HeadlessUI", "ServiceKit", "SpecRules", "ReferenceIntents"]),
    // Latency results, their analysis and their renderings: Foundation and a histogram, no sample
    // and no UI platform, so that Reports and Gate can read results without linking what measures them.
    .target(
      name: "LatencyModel", dependencies: ["Support", .product(name: "Histogram", package: "hdrhistogram-swift")]),
    // The latency benchmark. MallocInterposerSwift is a dynamic library whose malloc replaces libc's once linked
    // (see Sources/Latency/Harness/AllocationCounter.swift).
    .target(
      name: "Latency",
      dependencies: [
        "LatencyModel", "Support", "ChildProcess", "SampleRegistry", "HeadlessUI", "UITestDriver", "ServiceKit",
        "SpecRules", "CMeasurementProcess",
        "FloorReference",
        "UIKitReference",
        "SwiftUIReference",
        .product(name: "Histogram", package: "hdrhistogram-swift"),
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ]
    ),
    // MARK: Git
    // libgit2 from Debian's libgit2-dev; Scripts/install-system-packages.sh installs it.
    .systemLibrary(name: "CGit2", pkgConfig: "libgit2", providers: [.apt(["libgit2-dev"])]),
    // A guard before libgit2's loose objects: libgit2 1.5 spins forever on a truncated one.
    .target(name: "CGitObjectGuard", dependencies: ["CGit2"], linkerSettings: [.linkedLibrary("z")]),
    // Git reads repositories through libgit2: revisions, trees, blobs, walks, diffs and status.
    .target(name: "Git", dependencies: ["CGit2", "CGitObjectGuard", "Support"]),
    // History measures trees at revisions with CodeMetrics: scan --rev, history, compare.
    .target(name: "History", dependencies: ["Git", "CodeMetrics", "Support"]),
    // Hotspots ranks files by churn × complexity from a walk of the history, and finds files that change together.
    .target(name: "Hotspots", dependencies: ["Git", "History", "CodeMetrics", "Support"]),

    // Rules: each architecture's rules, checked with swift-syntax over any codebase.
    .target(
      name: "Rules",
      dependencies: [
        "CodeMetrics", "Support", .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),

    // Dependencies: which types reference which, coupling and stability per module and role, and their graphs;
    // and `archbench scan` of files on disk (ProjectScanner), which adds them and the SyntaxReference comparison.
    .target(name: "Dependencies", dependencies: ["CodeMetrics", "Rules", "SyntaxReference", "Support"]),

    // What measuring the exercises' solutions found (change costs, scenario results), with nothing that runs them.
    .target(name: "ExercisesModel", dependencies: ["Support"]),
    // Exercises: teaching exercises, their scenarios, and the change cost of their solutions.
    .target(
      name: "Exercises",
      dependencies: [
        "ExercisesModel", "Support", "ChildProcess", "SampleRegistry", "UITestDriver", "ServiceKit", "Git",
      ]),

    // SpecConformance runs the shared conformance suite against one architecture and reads its event stream;
    // Reports reads the same stream for its conformance matrix.
    .target(name: "SpecConformance", dependencies: ["Support", "ChildProcess", "SwiftTestingEvents"]),
    // Scaffold adds a sample to the package: its folder, Package.swift's list and the registry (archbench new).
    .target(
      name: "Scaffold",
      dependencies: [
        "Support", .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),

    // Reports collects every measurement (scan, coverage, latency, history), scores it and renders Reports/.
    .target(
      name: "Reports",
      dependencies: [
        "Support", "CodeMetrics", "Coverage", "LatencyModel", "Git", "History", "ExercisesModel", "Rules",
        "ChildProcess", "Dependencies", "SpecConformance",
      ]),
    // Gate compares fresh measurements with a baseline: archbench check.
    .target(
      name: "Gate",
      dependencies: [
        "Support", "Reports", "Coverage", "LatencyModel", "CodeMetrics", "Dependencies", "Rules", "ChildProcess",
      ]),
    // The measuring program: the samples, the platforms, the references and the harness, and nothing of the
    // CLI, the reports, the gate or the scanner, so that no change there moves what it counts.
    .executableTarget(name: "archbench-measure", dependencies: ["Latency", "LatencyModel", "ChildProcess"]),
    // The exercises' scenarios on the samples it is built from: what exercise check and measure build in the
    // tree they grade, without swift-syntax or the CLI.
    .executableTarget(name: "archbench-exercise", dependencies: ["Exercises", "ExercisesModel", "ChildProcess"]),
    .executableTarget(
      name: "archbench",
      dependencies: [
        "Support", "ChildProcess", "SampleRegistry", "TerminalDemo", "Coverage", "CodeMetrics", "SyntaxReference",
        "Latency", "LatencyModel", "Reports", "Gate", "Git", "History", "Hotspots", "Exercises", "ExercisesModel",
        "Rules", "Dependencies", "SpecConformance", "Scaffold",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: Tests
    .testTarget(name: "SupportTests", dependencies: ["Support"]),
    .testTarget(name: "ServiceKitTests", dependencies: ["ServiceKit"]),
    .testTarget(name: "SpecRulesTests", dependencies: ["SpecRules"]),
    .testTarget(
      name: "CombineExtrasTests",
      dependencies: ["CombineExtras", "HeadlessUI", .product(name: "OpenCombine", package: "OpenCombine")]),
    .testTarget(name: "ChildProcessTests", dependencies: ["ChildProcess", "LatencyModel", "ExercisesModel"]),
    .testTarget(
      name: "HeadlessUITests", dependencies: ["HeadlessUI", "HeadlessUIKit", "HeadlessSwiftUI", "UITestDriver"]),
    .testTarget(
      name: "ConformanceTests",
      dependencies: [
        "SampleRegistry", "UITestDriver", "ServiceKit", "HeadlessUI", "FloorReference", "UIKitReference",
        "SwiftUIReference",
      ]
    ),
    .testTarget(
      name: "CoverageTests",
      dependencies: ["Coverage", "SampleRegistry"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "ReportsTests",
      dependencies: [
        "Reports", "Support", "CodeMetrics", "Coverage", "LatencyModel", "ExercisesModel", "History", "GitFixtures",
        "Dependencies", "DiagramValidation",
      ]),
    .testTarget(name: "SpecConformanceTests", dependencies: ["SpecConformance", "Support"]),
    .testTarget(name: "SwiftTestingEventsTests", dependencies: ["SwiftTestingEvents"]),
    .testTarget(
      name: "ScaffoldTests",
      dependencies: [
        "Scaffold", .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]),
    .testTarget(name: "GateTests", dependencies: ["Gate", "Reports", "LatencyModel"]),
    // Builds small repositories through libgit2 itself, for the Git and History tests.
    .target(name: "GitFixtures", dependencies: ["CGit2"], path: "Tests/GitFixtures"),
    // Checks drawings with Mermaid (mmdc) and Graphviz, for the tests that write graphs.
    .target(name: "DiagramValidation", path: "Tests/DiagramValidation"),
    .testTarget(name: "GitTests", dependencies: ["Git", "GitFixtures"]),
    .testTarget(name: "RulesTests", dependencies: ["Rules", "CodeMetrics"]),
    .testTarget(
      name: "DependenciesTests",
      dependencies: ["Dependencies", "CodeMetrics", "Rules", "Support", "DiagramValidation"],
      exclude: ["Fixtures"]),
    .testTarget(name: "ExercisesTests", dependencies: ["Exercises", "ExercisesModel", "Git", "SampleRegistry"]),
    .testTarget(name: "HistoryTests", dependencies: ["History", "Git", "GitFixtures", "CodeMetrics"]),
    .testTarget(name: "HotspotsTests", dependencies: ["Hotspots", "History", "Git", "GitFixtures", "CodeMetrics"]),
    .testTarget(
      name: "CodeMetricsTests",
      dependencies: [
        "CodeMetrics", "SyntaxReference", .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LatencyTests",
      dependencies: [
        "Latency", "LatencyModel", "SampleRegistry", "HeadlessUI", "UITestDriver", "ServiceKit", "FloorReference",
        "UIKitReference", "SwiftUIReference",
        .product(name: "Histogram", package: "hdrhistogram-swift"),
      ]
    ),
    .testTarget(
      name: "ArchbenchEndToEndTests",
      dependencies: [
        "archbench", "archbench-measure", "archbench-exercise", "TerminalDemo", "SampleRegistry", "UITestDriver",
        "ServiceKit", "GitFixtures", "Git", "Exercises", "ExercisesModel", "Coverage", "Gate", "Scaffold",
        "SpecConformance", "LatencyModel", "ChildProcess", "DiagramValidation", "Support", "CodeMetrics", "History",
        "Rules", "Dependencies", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
  ] + sampleTargets,
  swiftLanguageModes: [.v6]
)

// MARK: The samples alone
// `archbench coverage` and Scripts/new-architecture.sh build only the samples' tests and the conformance
// suite. With ARCHBENCH_SAMPLES_ONLY=1 the package keeps just the targets those tests need, so that such a
// build compiles no swift-syntax and none of the tool: the same sources, in a build a third the size.
if Context.environment["ARCHBENCH_SAMPLES_ONLY"] == "1" {
  let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
  var kept: Set<String> = []
  var queue = package.targets.filter {
    $0.type == .test && ($0.path?.hasPrefix("Samples/") == true || $0.name == "ConformanceTests")
  }
  .map(\.name)
  var packagesUsed: Set<String> = []
  while let name = queue.popLast() {
    guard kept.insert(name).inserted, let target = byName[name] else { continue }
    for dependency in target.dependencies {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _): queue.append(name)
      case .productItem(_, let package, _, _): packagesUsed.insert((package ?? "").lowercased())
      @unknown default: break
      }
    }
  }
  package.targets = package.targets.filter { kept.contains($0.name) }
  package.products = []
  package.dependencies = package.dependencies.filter { dependency in
    guard case .sourceControl(_, let location, _) = dependency.kind else { return true }
    return packagesUsed.contains(String(location.split(separator: "/").last ?? "").lowercased())
  }
}
