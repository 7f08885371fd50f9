// swift-tools-version: 6.1
import PackageDescription

/// The samples: one implementation of `Samples/SPEC.md` per architecture.
///
/// Each lives in `Samples/<Name>/` with its own `Sources/` and `Tests/`, so that
/// production and test code can be measured apart.
let samples: [(name: String, module: String, ui: Target.Dependency)] = [
  ("MVC", "MVC", "HeadlessUIKit"),
  ("MVVM", "MVVM", "HeadlessSwiftUI"),
]

let sampleTargets: [Target] = samples.flatMap { sample -> [Target] in
  [
    .target(
      name: sample.module,
      dependencies: ["ServiceKit", sample.ui],
      path: "Samples/\(sample.name)/Sources"
    ),
    .testTarget(
      name: "\(sample.module)Tests",
      dependencies: [.target(name: sample.module), "ServiceKit"],
      path: "Samples/\(sample.name)/Tests"
    ),
  ]
}

let package = Package(
  name: "archbench",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "archbench", targets: ["archbench"]),
    .library(name: "ServiceKit", targets: ["ServiceKit"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI", "HeadlessUIKit", "HeadlessSwiftUI"]),
    .library(name: "UITestDriver", targets: ["UITestDriver"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // MARK: Platform and shared app services
    .target(name: "ServiceKit", resources: [.copy("Resources/fixture.json")]),
    .target(name: "HeadlessUI"),
    .target(name: "HeadlessUIKit", dependencies: ["HeadlessUI"]),
    .target(name: "HeadlessSwiftUI", dependencies: ["HeadlessUI"]),
    .target(name: "UITestDriver", dependencies: ["HeadlessUI"]),

    // MARK: Harness
    .target(
      name: "SampleRegistry",
      dependencies: ["ServiceKit", "HeadlessUI", "UITestDriver"] + samples.map { .target(name: $0.module) }
    ),
    .target(name: "TerminalDemo", dependencies: ["HeadlessUI", "UITestDriver", "SampleRegistry", "ServiceKit"]),
    .executableTarget(
      name: "archbench",
      dependencies: [
        "SampleRegistry", "TerminalDemo",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: Tests
    .testTarget(name: "ServiceKitTests", dependencies: ["ServiceKit"]),
    .testTarget(
      name: "HeadlessUITests", dependencies: ["HeadlessUI", "HeadlessUIKit", "HeadlessSwiftUI", "UITestDriver"]),
    .testTarget(
      name: "ConformanceTests",
      dependencies: ["SampleRegistry", "UITestDriver", "ServiceKit", "HeadlessUI"]
    ),
    .testTarget(
      name: "ArchbenchEndToEndTests",
      dependencies: ["archbench", "TerminalDemo", "SampleRegistry", "UITestDriver", "ServiceKit"]),
  ] + sampleTargets,
  swiftLanguageModes: [.v6]
)
