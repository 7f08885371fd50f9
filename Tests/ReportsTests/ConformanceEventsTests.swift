import Testing

@testable import Reports

@Suite("Conformance events")
struct ConformanceEventsTests {
  @Test("test cases become matrix cells; an issue fails the cell")
  func matrix() {
    let stream = """
      {"kind":"test","payload":{"displayName":"login.success","id":"C.S/f(_:)/S.swift:1:1","kind":"function"},"version":0}
      {"kind":"event","payload":{"_testCase":{"displayName":"MVC, true"},"kind":"testCaseStarted","testID":"C.S/f(_:)/S.swift:1:1"},"version":0}
      {"kind":"event","payload":{"_testCase":{"displayName":"MVC, false"},"kind":"testCaseStarted","testID":"C.S/f(_:)/S.swift:1:1"},"version":0}
      {"kind":"event","payload":{"_testCase":{"displayName":"MVP, true"},"kind":"testCaseStarted","testID":"C.S/f(_:)/S.swift:1:1"},"version":0}
      {"kind":"event","payload":{"_testCase":{"displayName":"MVP, true"},"kind":"issueRecorded","testID":"C.S/f(_:)/S.swift:1:1"},"version":0}
      """
    let matrix = ConformanceEvents.matrix(from: stream, architectures: ["MVC", "MVP", "VIPER"])
    #expect(matrix.scenarios == ["login.success"])
    #expect(matrix.result(scenario: "login.success", architecture: "MVC") == .pass)
    #expect(matrix.result(scenario: "login.success", architecture: "MVP") == .fail)
    #expect(matrix.result(scenario: "login.success", architecture: "VIPER") == nil)
    #expect(matrix.passed(by: "MVC") == 1)
  }
}
