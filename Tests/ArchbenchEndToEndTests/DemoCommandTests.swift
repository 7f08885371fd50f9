import Foundation
import SampleRegistry
import Testing

@Suite("archbench demo and architectures")
struct DemoCommandTests {
  @Test func listsTheRegisteredArchitectures() throws {
    let result = try ArchbenchProcess.run(["architectures"])

    #expect(result.status == 0)
    let expected = Architecture.all.map { "\($0.id)\t\($0.name)\t\($0.directory)\n" }.joined()
    #expect(result.standardOutput == expected)
    #expect(result.standardOutput.hasPrefix("mvc\tMVC\tSamples/MVC\n"))
  }

  @Test func rejectsAnUnknownArchitecture() throws {
    let result = try ArchbenchProcess.run(["demo", "nope"])

    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    let known = Architecture.all.map(\.id).joined(separator: ", ")
    #expect(result.standardError.hasPrefix("Error: Unknown architecture 'nope'. Known: \(known).\n"))
  }

  @Test func rejectsAnEventCountOutOfRange() throws {
    let result = try ArchbenchProcess.run(["demo", "mvc", "--events", "0"])

    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: --events must be between 1 and 100000, not 0.\n"))
  }

  @Test func showsTheLoginScreenAndQuits() throws {
    let result = try ArchbenchProcess.run(["demo", "mvc"], input: "q\n")

    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        ─── MVC ───
        [1] [Username: ]
        [2] [Password: ]
        [3] (Log in)
        > 

        """)
  }

  @Test(arguments: Architecture.all)
  func drivesLoginListAndDetail(_ architecture: Architecture) throws {
    let script = ["1 jnovak", "2 servis123", "3", "", "?", "bogus", "q"].joined(separator: "\n") + "\n"
    let result = try ArchbenchProcess.run(["demo", architecture.id], input: script)
    let screens = Self.screens(in: result.standardOutput, of: architecture)

    #expect(result.status == 0)
    #expect(screens.count == 7)
    let list = screens[3]
    #expect(list.contains("[Tasks]"))
    #expect(list.contains("• 24.11. | Výměna kotle | Řípská 12, Praha 3 | Pekárna U Šťastných"))
    #expect(result.standardOutput.contains("Commands: <n> tap or toggle control n"))
    #expect(result.standardOutput.contains("! Unknown command: bogus. Type ? for help."))

    let rowNumber = try #require(Self.number(of: "• 24.11. | Výměna kotle", in: list))
    let detail = try ArchbenchProcess.run(
      ["demo", architecture.id], input: script.replacingOccurrences(of: "\n?\n", with: "\n\(rowNumber)\n"))
    let detailScreen = Self.screens(in: detail.standardOutput, of: architecture)[5]
    #expect(detailScreen.contains("(Back) Výměna kotle"))
    #expect(detailScreen.contains("24.11.2026 08:00"))
  }

  @Test func logPrintsTheReduxActionTrace() throws {
    let result = try ArchbenchProcess.run(["demo", "redux", "--log"], input: "1 jnovak\n2 servis123\n3\nq\n")

    #expect(result.status == 0)
    let trace = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("· ") }
    #expect(trace.count >= 4)
    #expect(trace.contains { $0.contains("login") })
    #expect(trace.contains { $0.contains("Výměna kotle") || $0.contains("events") })
  }

  @Test func logNeedsAnArchitectureWithAnActionLog() throws {
    let result = try ArchbenchProcess.run(["demo", "mvc", "--log"])

    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix("Error: --log needs an architecture with an action log (redux); MVC has none.\n"))
  }

  /// The screens the demo printed, one per command, the first before any command.
  static func screens(in output: String, of architecture: Architecture) -> [String] {
    Array(output.components(separatedBy: "─── \(architecture.name) ───\n").dropFirst())
  }

  /// The number the demo shows beside the line that contains `text`.
  static func number(of text: String, in screen: String) -> Int? {
    guard let line = screen.split(separator: "\n").first(where: { $0.contains(text) }) else { return nil }
    let digits = line.drop { $0 == " " || $0 == "[" }.prefix { $0.isNumber }
    return Int(digits)
  }
}
