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
    // Clean's presentation layer is MVVM, whose flow coordinators make the screens' view models.
    case "clean": CleanRules.all + MVVMRules.all + [MVVMRules.viewsMakeNoViewModels]
    case "redux": ReduxRules.all
    default: []
    }
  }

  /// Every rule once, in the order of ``architectures``: MVVM-C shares MVVM's rule; the rules
  /// every sample shares (``SpecWorkRules``) come last.
  ///
  /// ```swift
  /// RuleCatalog.all.first?.id  // "mvc.model-no-view"
  /// ```
  public static var all: [Rule] {
    var seen: Set<String> = []
    return (architectures.flatMap(rules(for:)) + SpecWorkRules.all).filter { seen.insert($0.id).inserted }
  }

  /// The rules that check `context`: its architecture's, and the spec's shared work where the
  /// codebase uses SpecRules, as every sample does (elsewhere there is no spec to hold it to).
  ///
  /// ```swift
  /// RuleCatalog.rules(checking: context).map(\.id)  // ["redux.pure-reducers", …, "spec.shared-work"]
  /// ```
  public static func rules(checking context: RuleContext) -> [Rule] {
    let usesSpec = context.files.contains { $0.imports.contains { $0.module == SpecWorkRules.module } }
    return rules(for: context.configuration.architecture) + (usesSpec ? SpecWorkRules.all : [])
  }

  /// The architectures whose rules include the rule `id`, in the order of ``architectures``.
  ///
  /// ```swift
  /// RuleCatalog.architectures(checking: "mvvm.view-model-no-view")  // ["mvvm", "mvvmc", "clean"]
  /// ```
  public static func architectures(checking id: String) -> [String] {
    if SpecWorkRules.all.contains(where: { $0.id == id }) { return architectures }
    return architectures.filter { rules(for: $0).contains { $0.id == id } }
  }

  /// Runs `architecture`'s rules over `context`, violations in path and line order.
  public static func check(_ context: RuleContext, root: String) -> RuleReport {
    let rules = rules(checking: context)
    let violations = rules.flatMap { $0.check(context) }.sorted {
      ($0.path, $0.line, $0.column, $0.rule) < ($1.path, $1.line, $1.column, $1.rule)
    }
    return RuleReport(
      root: root, architecture: context.configuration.architecture, rules: rules.map(\.id), violations: violations)
  }
}
