import Foundation
import LatencyModel
import Testing

@testable import Reports

@Suite("Instruction counts in the report")
struct InstructionSectionTests {
  /// The floor, the UIKit reference and MVC, one step: MVC counts 1.25× its reference.
  static func counts() -> InstructionReport {
    let rows = [
      ("reference", "Reference", "none", 100_000), ("reference-uikit", "UIKit reference", "uikit", 160_000),
      ("mvc", "MVC", "uikit", 200_000),
    ].map { subject, name, toolkit, perDispatch in
      InstructionReport.Row(
        subject: subject, subjectName: name, toolkit: toolkit, step: "report.note", stepNumber: 5, events: 8,
        iterations: 3, instructions: perDispatch * 3)
    }
    return InstructionReport(
      run: .init(
        valgrindVersion: "valgrind-3.19.0", toolchain: "Swift version 6.3.1", buildConfiguration: "release",
        startedAt: "2026-01-01T00:00:00Z", durationSeconds: 12.5, iterations: 3, warmUpIterations: 2, sizes: [10],
        seed: 42),
      rows: rows, failures: [])
  }

  @Test func showsEachCountWithItsRatioToTheToolkitsReference() {
    var data = Fixtures.data()
    data.instructions = Self.counts()

    #expect(
      InstructionSectionRenderer.section(data).joined(separator: "\n") == """
        ## Instructions per dispatch (deterministic)

        The same dispatches as the latency tables, counted in instructions by valgrind's callgrind \
        (valgrind-3.19.0, release build, Swift version 6.3.1): the mean of 3 counted dispatches after 2 uncounted \
        ones, seed 42. The count is the same in every run of one binary, whatever the load, so a ratio here is the \
        architecture's cost without the timing noise; the harness's three quiet turns are in every count. Full \
        table: [instructions.md](instructions.md), [instructions.csv](instructions.csv).

        ### UIKit-style (HeadlessUIKit) samples

        | Step | N | UIKit reference | MVC |
        | --- | ---: | ---: | ---: |
        | 5 report.note | 8 | 160,000 | 200,000 ×1.25 |

        Per architecture, over every step and size, against the reference on its own toolkit:

        | Architecture | Instructions ×ref (geometric mean) | Instructions per dispatch (sum) |
        | --- | ---: | ---: |
        | MVC | ×1.25 | 200,000 |

        """)
  }

  @Test func saysWhenNotCounted() {
    #expect(InstructionSectionRenderer.section(Fixtures.data()).contains(ReportMarkdownRenderer.notMeasured))
  }

  @Test func writesTheFullTableBesideTheLatencyFiles() throws {
    var data = Fixtures.data()
    data.instructions = Self.counts()
    let names = try ReportFiles(data: data, provenance: Fixtures.provenance).render().map(\.name)

    #expect(names.contains("instructions.md") && names.contains("instructions.csv"))
    #expect(
      ReportFiles(data: Fixtures.data(), provenance: Fixtures.provenance).skippedPhaseFiles.contains("instructions.md"))
  }
}
