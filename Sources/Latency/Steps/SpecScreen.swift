/// A screen of the app, as Samples/SPEC.md's numbered sections specify them, in their order: where a step happens.
///
/// A step's number is its screen's section number, and nothing else numbers steps: `list.search`
/// is on §3, Tasks list, so reports show `3 list.search`. The cases follow SPEC.md's sections in
/// order, and StepCatalogueTests holds them to its headings: a section added, removed or moved
/// there fails that test until this follows.
///
/// ```swift
/// SpecScreen.report.number  // 6
/// SpecScreen.report.title  // "Report status", as in "## 6. Report status"
/// ```
public enum SpecScreen: Int, CaseIterable, Sendable {
  case login = 1
  case main
  case tasks
  case detail
  case customer
  case report
  case account

  /// Its section's number in Samples/SPEC.md.
  public var number: Int { rawValue }

  /// Its section's title in Samples/SPEC.md.
  public var title: String {
    switch self {
    case .login: "Login"
    case .main: "Main screen"
    case .tasks: "Tasks list"
    case .detail: "Event detail"
    case .customer: "Customer detail"
    case .report: "Report status"
    case .account: "Account"
    }
  }
}
