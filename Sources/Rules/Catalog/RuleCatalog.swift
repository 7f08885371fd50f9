/// The rules of each architecture, from the pattern's definition.
///
/// ```swift
/// RuleCatalog.rules(for: "viper").map(\.id)
/// // ["viper.entities-only-in-interactors", "viper.presenter-no-entities", …]
/// ```
public enum RuleCatalog {
  /// The architectures that have rules, by the ids `archbench` uses.
  public static let architectures = [
    "mvc", "mvvm", "mvvmc", "mvvm-uikit", "mvp", "viper", "vip", "clean", "redux",
  ]

  public static func rules(for architecture: String) -> [Rule] {
    switch architecture {
    case "mvc": MVCRules.all
    case "mvvm": MVVMRules.all
    case "mvvmc": MVVMRules.all + MVVMRules.coordinators
    case "mvvm-uikit": MVVMUIKitRules.all
    case "mvp": MVPRules.all
    case "viper": VIPERRules.all
    case "vip": VIPRules.all
    case "clean": CleanRules.all
    case "redux": ReduxRules.all
    default: []
    }
  }

  /// Runs `architecture`'s rules over `context`, violations in path and line order.
  public static func check(_ context: RuleContext, root: String) -> RuleReport {
    let rules = rules(for: context.configuration.architecture)
    let violations = rules.flatMap { $0.check(context) }.sorted {
      ($0.path, $0.line, $0.column, $0.rule) < ($1.path, $1.line, $1.column, $1.rule)
    }
    return RuleReport(
      root: root, architecture: context.configuration.architecture, rules: rules.map(\.id), violations: violations)
  }
}
