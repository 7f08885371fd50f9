import Dependencies
import Testing

/// How names written in code are resolved to declarations (Docs/coupling.md, "Resolution").
@Suite("Resolving references")
struct ResolutionTests {
  @Test func theSameModuleWinsOverAnImportedDeclarationOfTheSameName() {
    let graph = Fixture.graph([
      ("Kit", "Kit/Model.swift", "public struct Model {}"),
      ("App", "App/Model.swift", "struct Model {}"),
      ("App", "App/Screen.swift", "import Kit\nstruct Screen { var model: Model }"),
    ])
    #expect(Fixture.edges(graph) == ["App.Screen -> App.Model ×1"])
  }

  @Test func twoImportedDeclarationsOfOneNameAreAmbiguous() {
    let graph = Fixture.graph([
      ("Kit", "Kit/Model.swift", "public struct Model {}"),
      ("Other", "Other/Model.swift", "public struct Model {}"),
      ("App", "App/Both.swift", "import Kit\nimport Other\nstruct Both { var model: Model }"),
      ("App", "App/One.swift", "import Other\nstruct One { var model: Model }"),
    ])
    #expect(Fixture.edges(graph) == ["App.One -> Other.Model ×1"])
    #expect(graph.references.ambiguous == 1)
  }

  @Test func aModuleTheFileDoesNotImportIsNotSeen() {
    let graph = Fixture.graph([
      ("Kit", "Kit/Model.swift", "public struct Model {}"),
      ("App", "App/Screen.swift", "struct Screen { var model: Model }"),
    ])
    #expect(graph.edges.isEmpty)
    #expect(graph.references.external == 1)
  }

  @Test func foldersWithoutImportsSeeEveryModule() {
    let graph = Fixture.graph(
      [
        ("Kit", "Kit/Model.swift", "struct Model {}"),
        ("App", "App/Screen.swift", "struct Screen { var model: Model }"),
      ], usesImports: false)
    #expect(Fixture.edges(graph) == ["App.Screen -> Kit.Model ×1"])
  }

  @Test func aReexportedModuleIsSeenThroughTheOneThatExportsIt() {
    let graph = Fixture.graph([
      ("Core", "Core/Buffer.swift", "public struct Buffer {}"),
      ("Umbrella", "Umbrella/Exports.swift", "@_exported import Core"),
      ("App", "App/Reader.swift", "import Umbrella\nstruct Reader { var buffer: Buffer }"),
    ])
    #expect(Fixture.edges(graph) == ["App.Reader -> Core.Buffer ×1"])
  }

  @Test func nestedTypesAreQualifiedAndFoundFromInsideAndOutside() {
    let graph = Fixture.graph([
      (
        "App", "App/Outer.swift",
        """
        struct Outer {
          struct Inner {}
          var inner: Inner
        }
        struct Inner {}
        struct User {
          var a: Outer.Inner
          var b: Inner
          let c = Outer.Inner()
        }
        """
      )
    ])
    #expect(
      Fixture.edges(graph) == [
        "App.Outer -> App.Outer.Inner ×1", "App.User -> App.Inner ×1", "App.User -> App.Outer.Inner ×2",
      ])
  }

  @Test func anExtensionInAnotherFileBelongsToItsType() {
    let graph = Fixture.graph([
      ("App", "App/Store.swift", "final class Store {}"),
      ("App", "App/Token.swift", "struct Token {}"),
      ("App", "App/Store+Token.swift", "extension Store {\n  func token() -> Token { Token() }\n}"),
    ])
    #expect(Fixture.edges(graph) == ["App.Store -> App.Token ×2"])
    #expect(graph.nodes.map(\.id) == ["App.Store", "App.Token"])
  }

  @Test func anExtensionOfAnotherModulesTypeIsANodeOfItsOwnModule() {
    let graph = Fixture.graph([
      ("Core", "Core/Buffer.swift", "public struct Buffer {}"),
      ("Compat", "Compat/Buffer+Data.swift", "import Core\nimport Foundation\nextension Buffer {\n  var data: Data\n}"),
    ])
    #expect(Fixture.edges(graph) == ["Compat.Buffer -> Core.Buffer ×1"])
    #expect(graph.nodes.first { $0.module == "Compat" }?.kind == "extension")
    #expect(graph.references.external == 1)
  }

  @Test func genericConstraintsAndInheritanceAreReferences() {
    let graph = Fixture.graph([
      (
        "App", "App/Types.swift",
        """
        protocol Storable {}
        class Base {}
        final class Sub: Base, Storable {}
        struct Box<Element: Storable> {}
        enum Loader {
          static func load<T>(_ type: T.Type) -> T? where T: Storable { nil }
        }
        """
      )
    ])
    #expect(
      Fixture.edges(graph) == [
        "App.Box -> App.Storable ×1", "App.Loader -> App.Storable ×1", "App.Sub -> App.Base ×1",
        "App.Sub -> App.Storable ×1",
      ])
  }

  @Test func staticMemberAccessAndCallsAreReferencesButInferredTypesAreNot() {
    let graph = Fixture.graph([
      (
        "App", "App/Types.swift",
        """
        enum Config { static let shared = 1 }
        struct Session {}
        func makeSession() -> Session { Session() }
        struct Screen {
          let size = Config.shared
          let session = makeSession()
        }
        """
      )
    ])
    // `makeSession()` returns a Session, but nothing in Screen names it; the top-level function's two uses
    // of Session belong to the module's top-level node.
    #expect(Fixture.edges(graph) == ["App.(top level) -> App.Session ×2", "App.Screen -> App.Config ×1"])
    #expect(graph.references.topLevel == 2)
    #expect(graph.nodes.first?.kind == "top-level")
  }

  @Test func anIfConfigConditionNamesNoType() {
    let graph = Fixture.graph([
      ("Kit", "Kit/Linux.swift", "public enum Linux {}\npublic struct Model {}"),
      (
        "App", "App/Screen.swift",
        "import Kit\nstruct Screen {\n#if os(Linux) || canImport(Model)\n  var model: Model\n#endif\n}"
      ),
    ])
    // The condition's `Linux` and `Model` choose what is compiled; only the clause's `Model` is a reference.
    #expect(Fixture.edges(graph) == ["App.Screen -> Kit.Model ×1"])
  }

  @Test func aTypeNamedWithALeadingUnderscoreIsReferencedInExpressions() {
    let graph = Fixture.graph([
      ("Kit", "Kit/TinyArray.swift", "public struct _TinyArray { public init() {} }"),
      ("App", "App/Screen.swift", "import Kit\nstruct Screen {\n  func make() { _ = _TinyArray() }\n}"),
    ])
    #expect(Fixture.edges(graph) == ["App.Screen -> Kit._TinyArray ×1"])
  }

  @Test func aNameQualifiedByItsModuleIsResolvedInThatModule() {
    let graph = Fixture.graph([
      ("Kit", "Kit/Model.swift", "public struct Model {\n  public struct Row {}\n}"),
      ("Other", "Other/Model.swift", "public struct Model {}"),
      ("App", "App/Screen.swift", "import Kit\nimport Other\nstruct Screen { var row: Kit.Model.Row }"),
      ("App", "App/Unseen.swift", "struct Unseen { var model: Other.Model }"),
    ])
    // Unseen's file imports no module, so `Other` is not visible to it: external, as an unqualified name would be.
    #expect(Fixture.edges(graph) == ["App.Screen -> Kit.Model.Row ×1"])
  }

  @Test func aMemberNestedByAnotherModulesExtensionIsFoundThere() {
    let graph = Fixture.graph([
      ("Kit", "Kit/Socket.swift", "public enum Socket {}"),
      ("Posix", "Posix/Socket+Kind.swift", "import Kit\nextension Socket {\n  public enum Kind {}\n}"),
      ("App", "App/Screen.swift", "import Kit\nimport Posix\nstruct Screen { var kind: Socket.Kind }"),
    ])
    #expect(Fixture.edges(graph).contains("App.Screen -> Posix.Socket.Kind ×1"))
    #expect(!Fixture.edges(graph).contains("App.Screen -> Kit.Socket ×1"))
  }

  @Test func foundationTypesAreCountedAsExternalAndNotDrawn() {
    let graph = Fixture.graph([
      (
        "App", "App/Loader.swift",
        "import Foundation\nstruct Loader {\n  var url: URL\n  let data = Data()\n  let decoder = JSONDecoder()\n}"
      )
    ])
    #expect(graph.edges.isEmpty)
    #expect(graph.references.external == 3)
    #expect(graph.nodes.map(\.id) == ["App.Loader"])
  }

  @Test func aTypealiasIsADeclarationThatDependsOnWhatItNames() {
    let graph = Fixture.graph([
      (
        "App", "App/Types.swift",
        "struct Token {}\ntypealias Credential = Token\nstruct Login { var credential: Credential }"
      )
    ])
    #expect(Fixture.edges(graph) == ["App.Credential -> App.Token ×1", "App.Login -> App.Credential ×1"])
    let report = CouplingReport(graph: graph)
    // A typealias is no type for abstractness: two types.
    #expect(report.modules.first?.types == 2)
  }
}
