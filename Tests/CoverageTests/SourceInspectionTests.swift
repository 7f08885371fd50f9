import Testing

@testable import Coverage

@Suite("Code lines and types of a source file")
struct SourceInspectionTests {
  @Test func codeLinesLeaveOutBlankAndCommentLines() {
    let source = """
      import ServiceKit

      /// A documented type.
      // A plain comment.
      /* A block
         comment. */
      struct Session {  // trailing comments do not matter
        var user: String
      }

      """

    #expect(SwiftSourceFile(path: "A.swift", source: source).codeLines == 4)
  }

  @Test func aMultiLineStringCountsEveryLineItSpans() {
    let source = #"""
      let text = """
        one

        three
        """
      """#

    #expect(SwiftSourceFile(path: "A.swift", source: source).codeLines == 5)
  }

  @Test func typesAreClassesStructsEnumsProtocolsAndActorsNestedOnesIncluded() {
    let source = """
      final class A { enum Nested { case x } }
      struct B {}
      enum C {}
      protocol D {}
      actor E {}
      extension B { struct InExtension {} }
      typealias F = B
      func g() {}
      """

    let file = SwiftSourceFile(path: "A.swift", source: source)

    #expect(file.types.map(\.name) == ["A", "Nested", "B", "C", "D", "E", "InExtension"])
    #expect(file.types.map(\.kind) == [.class, .enum, .struct, .enum, .protocol, .actor, .struct])
  }

  @Test func importsAreRecordedByModule() {
    let source = """
      import Foundation
      @testable import MVC
      import struct HeadlessUI.Element
      """

    #expect(SwiftSourceFile(path: "A.swift", source: source).importedModules == ["Foundation", "MVC", "HeadlessUI"])
  }
}

@Suite("The share of types free of the UI platform")
struct PlatformFreedomTests {
  static func share(_ files: [(String, String)]) -> [String: Bool] {
    let parsed = files.map { SwiftSourceFile(path: $0.0, source: $0.1) }
    let freedom = PlatformFreedom(files: parsed)
    return Dictionary(
      uniqueKeysWithValues: parsed.flatMap { file in zip(file.types.map(\.name), freedom.isPlatformFree(in: file)) })
  }

  @Test func aFileThatImportsThePlatformBindsAllItsTypes() {
    let free = Self.share([
      (
        "LoginViewController.swift",
        """
        import HeadlessUIKit
        final class LoginViewController: ViewController {}
        enum LoginCopy { static let title = "Log in" }
        """
      )
    ])

    #expect(free == ["LoginViewController": false, "LoginCopy": false])
  }

  @Test func everyPlatformModuleCounts() {
    for module in ["HeadlessUI", "HeadlessUIKit", "HeadlessSwiftUI"] {
      #expect(Self.share([("A.swift", "import \(module)\nstruct A {}")]) == ["A": false])
    }
    #expect(Self.share([("A.swift", "import ServiceKit\nimport Foundation\nstruct A {}")]) == ["A": true])
  }

  @Test func aPassiveViewProtocolAndItsPresenterArePlatformFree() {
    let free = Self.share([
      ("LoginView.swift", "import ServiceKit\nprotocol LoginView: AnyObject { func show(_ user: User) }"),
      ("LoginPresenter.swift", "final class LoginPresenter { weak var view: LoginView? }"),
      (
        "LoginViewController.swift",
        "import HeadlessUIKit\nfinal class LoginViewController: ViewController, LoginView {}"
      ),
    ])

    #expect(free == ["LoginView": true, "LoginPresenter": true, "LoginViewController": false])
  }

  @Test func namingABoundTypeBindsTransitively() {
    let free = Self.share([
      ("Router.swift", "final class Router { let builder = Builder() }"),
      ("Builder.swift", "struct Builder { func make() -> Screen { Screen() } }"),
      ("Screen.swift", "import HeadlessUIKit\nfinal class Screen: ViewController {}"),
      ("Model.swift", "struct Model { var name: String }"),
    ])

    #expect(free == ["Router": false, "Builder": false, "Screen": false, "Model": true])
  }

  @Test func namingThePlatformModuleBindsWithoutAnImport() {
    #expect(Self.share([("A.swift", "struct A { let element: HeadlessUI.Element }")]) == ["A": false])
  }

  @Test func extensionsNeitherCountNorBind() {
    let free = Self.share([
      ("Session.swift", "final class Session {}"),
      ("Session+UI.swift", "import HeadlessUIKit\nextension Session { func makeScreen() {} }"),
    ])

    #expect(free == ["Session": true])
  }
}
