import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import Scaffold

@Suite("archbench new: names that are Swift keywords, and names too long")
struct KeywordNameTests {
  /// Every keyword of swift-syntax's `Keyword`, the parser's own list (contextual keywords too),
  /// that is letters only, capitalised: `Class`, `Protocol`, `Default`, `Init`, `Self`, `Actor`…
  static let names: [String] = {
    let texts = (0...UInt8.max).compactMap { Keyword(rawValue: $0) }.map { TokenSyntax.keyword($0).text }
    let words = texts.filter {
      !$0.isEmpty && $0.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }
    return Set(words.map { $0.prefix(1).uppercased() + $0.dropFirst() }).sorted()
  }()

  @Test("every keyword: the registry's files parse, with the property in backticks where Swift needs them")
  func everyKeyword() throws {
    #expect(Self.names.count > 150)
    let package = try PackageFixture()
    defer { package.remove() }
    let registry = RegistryEdit(folder: package.root.appendingPathComponent(RegistryEdit.folder))
    var refused: [String: ScaffoldError] = [:]
    var all = ""
    for name in Self.names {
      // What `plan` writes where the property appears: the registration and `Architecture.all`.
      let texts = Result { () throws(ScaffoldError) in
        let name = try SampleName(name)
        return [RegistryEdit.registration(of: name, toolkit: .swiftui), try registry.addingToAll(name)]
      }
      switch texts {
      case .failure(let error):
        refused[name] = error
      case .success(let texts):
        for text in texts {
          #expect(!Parser.parse(source: text).hasError, "\(name): \(text)")
          all += text
        }
      }
    }
    let keyword = { (name: String) in "it is a Swift keyword, which cannot name a module (`import \(name)` fails)" }
    #expect(
      refused == [
        "Any": .unusableName("Any", reason: keyword("Any")), "Self": .unusableName("Self", reason: keyword("Self")),
        // Reserved as the toolchain's modules.
        "Distributed": .invalidName("Distributed"), "Swift": .invalidName("Swift"),
      ])
    // The compiler's parser too, over all the texts in one file (one file parses much faster than hundreds).
    let file = package.root.appendingPathComponent("Keywords.swift")
    try Data(all.utf8).write(to: file)
    let swiftc = Process()
    swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swiftc.arguments = ["swiftc", "-parse", file.path]
    let errors = Pipe()
    swiftc.standardError = errors
    try swiftc.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    swiftc.waitUntilExit()
    #expect(swiftc.terminationStatus == 0, "\(output.prefix(2000))")
  }

  @Test("a keyword's property is in backticks in its registration and in Architecture.all, and is read back")
  func backticks() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let scaffolder = Scaffolder(packageRoot: package.root)
    for name in ["Class", "Init", "Self0", "Default"] {
      try scaffolder.apply(try scaffolder.plan(name: name, toolkit: .uikit, like: nil))
    }
    #expect(
      try package.read("Sources/SampleRegistry/Architecture+Class.swift").contains(
        "public static let `class` = Architecture(\n    id: \"class\", name: \"Class\""))
    #expect(try package.read("Sources/SampleRegistry/Architecture+Self0.swift").contains("static let self0 ="))
    #expect(try package.read("Sources/SampleRegistry/Architecture+All.swift").contains(".`class`,"))
    #expect(try package.read("Sources/SampleRegistry/Architecture+All.swift").contains(".`init`,"))
    #expect(
      RegisteredArchitectures.read(packageRoot: package.root).map(\.id) == [
        "mvvm", "class", "init", "self0", "default",
      ])
    // A keyword is taken like any name: `Class` again, in another case, is refused.
    #expect(throws: ScaffoldError.self) { try scaffolder.plan(name: "CLASS", toolkit: .uikit, like: nil) }
  }

  @Test("a name longer than 100 characters is refused in one line; 100 is accepted")
  func length() throws {
    let long = "A" + String(repeating: "b", count: 239)
    #expect(
      throws: ScaffoldError.unusableName(long, reason: "it has 240 characters, and a sample's name has at most 100")
    ) {
      try SampleName(long)
    }
    #expect(
      ScaffoldError.unusableName(long, reason: "it has 240 characters, and a sample's name has at most 100").description
        == "Invalid name 'Abbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb…': it has 240 characters, and a sample's name has at most 100."
    )
    let package = try PackageFixture()
    defer { package.remove() }
    let scaffolder = Scaffolder(packageRoot: package.root)
    let longest = "A" + String(repeating: "b", count: 99)
    try scaffolder.apply(try scaffolder.plan(name: longest, toolkit: .uikit, like: nil))
    #expect(package.files().contains("Samples/\(longest)/Tests/App/\(longest)AppTests.swift"))
  }
}
