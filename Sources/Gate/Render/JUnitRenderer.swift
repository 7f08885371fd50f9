import Reports
import Support

/// The conformance matrix as JUnit XML: one test suite per architecture, one test case per
/// scenario, a `<failure>` where the scenario failed on that architecture.
///
/// ```swift
/// try JUnitRenderer.render(matrix).write(toFile: "conformance.junit.xml", atomically: true, encoding: .utf8)
/// ```
public enum JUnitRenderer {
  public static func render(_ matrix: ConformanceMatrix) -> String {
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    func count(_ architecture: String, _ result: ConformanceMatrix.Result?) -> Int {
      matrix.scenarios.filter { matrix.result(scenario: $0, architecture: architecture) == result }.count
    }
    let failures = matrix.architectures.map { count($0, .fail) }
    lines.append(
      "<testsuites name=\"conformance\" tests=\"\(matrix.scenarios.count * matrix.architectures.count)\" "
        + "failures=\"\(failures.reduce(0, +))\">")
    for (architecture, failed) in zip(matrix.architectures, failures) {
      lines.append(
        "  <testsuite name=\"\(escape(architecture))\" tests=\"\(matrix.scenarios.count)\" failures=\"\(failed)\" "
          + "skipped=\"\(count(architecture, nil))\">")
      for scenario in matrix.scenarios {
        let open = "    <testcase classname=\"conformance.\(escape(architecture))\" name=\"\(escape(scenario))\""
        switch matrix.result(scenario: scenario, architecture: architecture) {
        case .pass: lines.append(open + "/>")
        case .fail:
          lines.append(open + ">")
          lines.append("      <failure message=\"\(escape(scenario)) failed on \(escape(architecture))\"/>")
          lines.append("    </testcase>")
        case nil:
          lines.append(open + "><skipped/></testcase>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  static func escape(_ text: String) -> String { Escaping.xml(text) }
}
