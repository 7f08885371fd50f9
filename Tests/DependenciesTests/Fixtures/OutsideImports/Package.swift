// swift-tools-version: 6.0
import PackageDescription

// Read by DependenciesTests, never built: two modules that import modules from outside the
// scan (NIOCore, Logging), whose coupling with and without --external is computed by hand in
// OutsideCouplingTests.swift and Docs/coupling.md.
let package = Package(
  name: "OutsideImports",
  dependencies: [
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.0.0"),
  ],
  targets: [
    .target(name: "Model", dependencies: [.product(name: "Logging", package: "swift-log")]),
    .target(name: "Server", dependencies: ["Model", .product(name: "NIOCore", package: "swift-nio")]),
  ]
)
