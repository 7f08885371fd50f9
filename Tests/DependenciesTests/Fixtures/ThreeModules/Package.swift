// swift-tools-version: 6.0
import PackageDescription

// Read by DependenciesTests, never built: three modules whose coupling is computed by hand
// in CouplingFixtureTests.swift and Docs/coupling.md.
let package = Package(
  name: "ThreeModules",
  targets: [
    .target(name: "Core"),
    .target(name: "Data", dependencies: ["Core"]),
    .target(name: "App", dependencies: ["Core", "Data"]),
    .testTarget(name: "AppTests", dependencies: ["App"]),
  ]
)
