/// The README a new sample starts with: the sections every sample's README has, each saying
/// what belongs in it, for the student to fill in as the sample grows.
///
/// Started `--like` a sibling, it has the sibling's sections instead, in the sibling's order,
/// and links the sibling's README.
///
/// ```swift
/// ReadmeSkeleton(name: try SampleName("Hexagonal"), toolkit: .swiftui, sibling: nil).text
/// // "# Hexagonal\n\nThe field-service app of [`Samples/SPEC.md`](../SPEC.md) …"
/// ```
struct ReadmeSkeleton {
  /// A sibling's folder name and the `## ` headings of its README.
  struct Sibling {
    var folder: String
    var headings: [String]
  }

  var name: SampleName
  var toolkit: Toolkit
  var sibling: Sibling?

  /// The sections every sample's README has, and what each holds.
  static let sections: [(heading: String, guide: String)] = [
    ("Roles", "A table: each role of the architecture, what it does, and its files."),
    (
      "Data flow",
      "A diagram of how input reaches the backend and how results reach the screen; then login, list, report and logout in a few lines each."
    ),
    ("Screens", "A table: each screen of SPEC.md and the files that make it."),
    ("Tests", "What `Tests/` checks and how, and the commands that run it and the conformance suite."),
    ("Trade-offs", "What the architecture makes easy and what it makes hard, seen in this code."),
    ("Read more", "Where the architecture was described first, and the sources this sample follows."),
  ]

  var text: String {
    var text = """
      # \(name.module)

      The field-service app of [`Samples/SPEC.md`](../SPEC.md) written as \(name.module), on
      `\(toolkit.module)` and `ServiceKit`'s `Backend`.

      """
    if let sibling {
      text += """

        Started from [`Samples/\(sibling.folder)`](../\(sibling.folder)/README.md) with `archbench new --like`;
        its sections are kept below, to be rewritten for this architecture.

        """
    } else {
      text += """

        Started with `archbench new`: the app shows the login form and does nothing else yet.
        `swift run archbench conformance --arch \(name.id)` lists the scenarios still to pass, and
        [`Docs/new-architecture.md`](../../Docs/new-architecture.md) walks through the rest.

        """
    }
    let headings = sibling?.headings ?? Self.sections.map(\.heading)
    for heading in headings {
      let guide = Self.sections.first { $0.heading == heading }?.guide ?? "As in the sibling's README."
      text += "\n## \(heading)\n\nTo write: \(guide)\n"
      if heading == "Tests" {
        text += """

          ```
          swift test --filter \(name.testModule)
          swift run archbench conformance --arch \(name.id)
          ```

          """
      }
    }
    return text
  }
}
