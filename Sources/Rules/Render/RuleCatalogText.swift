/// `archbench rules --catalog`: every rule on a line, with its architectures and severity.
///
/// ```
/// mvc.model-no-view (MVC; error): Models do not reference views or controllers, nor import the UI platform.
/// …
/// 19 rules
/// ```
public enum RuleCatalogText {
  /// - Parameter names: display names by architecture id (`mvvmc` → `MVVM-C`); an id without one is shown as is.
  public static func listing(names: [String: String] = [:]) -> String {
    let rules = RuleCatalog.all
    var text = ""
    for rule in rules {
      let architectures = RuleCatalog.architectures(checking: rule.id).map { names[$0] ?? $0 }
      text += "\(rule.id) (\(architectures.joined(separator: ", ")); \(rule.severity.rawValue)): \(rule.summary)\n"
    }
    return text + "\(rules.count) rules\n"
  }
}
