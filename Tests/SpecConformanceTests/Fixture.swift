/// A conformance run's event stream as Swift Testing writes it (version 0), cut down to the
/// records `ConformanceStream` reads, and a SPEC.md with three sections.
enum Fixture {
  static let spec = """
    # Field Service

    ## Conventions

    - Tests name scenarios like `[login.success]`.

    ## 1. Login

    - The form. `[login.showsForm]`
    - Empty username. `[login.emptyUsername]`
    - Success shows the main screen. `[login.success]`

    ## 2. Main screen

    - Two tabs after login. `[login.success]` `[main.switchTabs]`

    ## 3. Tasks list

    - Sorted rows. `[tasks.sortedRows]`

    ## Not in scope

    - `[tasks.notAScenario]` is outside the numbered sections.
    """

  static func test(_ name: String, _ line: Int) -> String {
    #"{"kind":"test","payload":{"displayName":"\#(name)","id":"ConformanceTests.S/f\#(line)(_:)/S.swift:\#(line):4","kind":"function","isParameterized":true},"version":0}"#
  }

  static func started(_ line: Int, _ architecture: String) -> String {
    #"{"kind":"event","payload":{"_testCase":{"displayName":"\#(architecture)"},"kind":"testCaseStarted","testID":"ConformanceTests.S/f\#(line)(_:)/S.swift:\#(line):4"},"version":0}"#
  }

  static func issue(_ line: Int, _ architecture: String, _ message: String, known: Bool = false) -> String {
    #"{"kind":"event","payload":{"_testCase":{"displayName":"\#(architecture)"},"issue":{"isKnown":\#(known)},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"\#(message)"}],"testID":"ConformanceTests.S/f\#(line)(_:)/S.swift:\#(line):4"},"version":0}"#
  }

  static let runEnded = #"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#

  /// Hexagonal passes the form, fails the empty username (two issues) and success, never runs
  /// the tabs; sorted rows fail with a known issue only, so they pass; MVC passes what it runs.
  static let stream = [
    test("login.showsForm", 10), test("login.emptyUsername", 20), test("login.success", 30),
    test("tasks.sortedRows", 40),
    started(10, "Hexagonal"), started(10, "MVC"),
    started(20, "Hexagonal"),
    issue(
      20, "Hexagonal",
      #"Expectation failed: (app.staticTexts[\"Enter your username.\"].identifier → nil) == \"usernameError\""#),
    issue(20, "Hexagonal", "Expectation failed: backend.calls.isEmpty"),
    started(30, "Hexagonal"), issue(30, "Hexagonal", #"Caught error: notFound(\"Username\")\nmore detail"#),
    started(40, "Hexagonal"), issue(40, "Hexagonal", "flaky", known: true),
    "not json at all",
    runEnded,
  ].joined(separator: "\n")
}
