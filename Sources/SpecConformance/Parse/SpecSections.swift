import Foundation

/// Where SPEC.md names each conformance scenario: the numbered section (`## 1. Login`) whose
/// text names it in brackets (`` `[login.showsForm]` ``).
///
/// A scenario named in several sections (`[login.success]` is in §1 and §2) belongs to the
/// one whose title has the scenario's prefix (`login` → `Login`), else to the first.
///
/// ```swift
/// let spec = SpecSections(markdown: try String(contentsOfFile: "Samples/SPEC.md", encoding: .utf8))
/// spec.section(of: "login.showsForm")  // Section(number: 1, title: "Login")
/// spec.scenarios  // ["login.showsForm", "login.emptyUsername", …] in SPEC.md's order
/// ```
public struct SpecSections: Sendable {
  /// A numbered section of SPEC.md.
  public struct Section: Sendable, Hashable, Codable {
    public var number: Int
    public var title: String

    public init(number: Int, title: String) {
      self.number = number
      self.title = title
    }

    /// `§1 Login`.
    public var label: String { "§\(number) \(title)" }
  }

  /// The numbered sections, in order.
  public private(set) var sections: [Section] = []
  /// Every scenario SPEC.md names, in the order it first names them.
  public private(set) var scenarios: [String] = []
  private var named: [String: [Section]] = [:]

  public init(markdown: String) {
    var current: Section?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if let heading = line.wholeMatch(of: /## (\d+)\. (.+)/) {
        current = Section(number: Int(heading.output.1) ?? 0, title: String(heading.output.2))
        sections.append(current!)
      } else if line.hasPrefix("## ") {
        current = nil
      }
      guard let current else { continue }
      for match in line.matches(of: /`\[([a-z]+\.[A-Za-z]+)\]`/) {
        let scenario = String(match.output.1)
        if named[scenario] == nil { scenarios.append(scenario) }
        if named[scenario]?.contains(current) != true { named[scenario, default: []].append(current) }
      }
    }
  }

  /// The section a scenario belongs to; nil when SPEC.md does not name it.
  public func section(of scenario: String) -> Section? {
    guard let sections = named[scenario] else { return nil }
    let prefix = scenario.prefix { $0 != "." }.lowercased()
    return sections.first { $0.title.lowercased().split(separator: " ").contains(Substring(prefix)) } ?? sections.first
  }
}
