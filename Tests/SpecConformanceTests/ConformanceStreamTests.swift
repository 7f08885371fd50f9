import Testing

@testable import SpecConformance

@Suite("Conformance event stream")
struct ConformanceStreamTests {
  @Test("one case per scenario and architecture, with its issues' first lines; known issues left out")
  func cases() {
    #expect(
      ConformanceStream.cases(from: Fixture.stream) == [
        .init(scenario: "login.showsForm", architecture: "Hexagonal", issues: []),
        .init(scenario: "login.showsForm", architecture: "MVC", issues: []),
        .init(
          scenario: "login.emptyUsername", architecture: "Hexagonal",
          issues: [
            #"Expectation failed: (app.staticTexts["Enter your username."].identifier → nil) == "usernameError""#,
            "Expectation failed: backend.calls.isEmpty",
          ]),
        .init(scenario: "login.success", architecture: "Hexagonal", issues: [#"Caught error: notFound("Username")"#]),
        .init(scenario: "tasks.sortedRows", architecture: "Hexagonal", issues: []),
      ])
  }

  @Test("a stream without runEnded is a run that did not finish")
  func runEnded() {
    #expect(ConformanceStream.runEnded(in: Fixture.stream))
    #expect(!ConformanceStream.runEnded(in: Fixture.stream.replacingOccurrences(of: Fixture.runEnded, with: "")))
  }

  @Test("an architecture's name with a comma-separated second argument")
  func secondArgument() {
    let stream = [Fixture.test("account.logOut", 50), Fixture.started(50, "MVVM (UIKit), true")].joined(separator: "\n")
    #expect(ConformanceStream.cases(from: stream).map(\.architecture) == ["MVVM (UIKit)"])
  }
}
