// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CouplingResolver",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")
  ],
  targets: [
    .executableTarget(
      name: "coupling-resolver",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      path: "Sources/CouplingResolver"
    )
  ]
)
