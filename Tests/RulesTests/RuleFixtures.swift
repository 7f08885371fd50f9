import Rules

/// Checks one architecture's rules over in-memory sources and returns the ids of the rules broken.
func broken(
  _ architecture: String, _ sources: [String: String], models: Set<String> = ["ServiceEvent", "User"]
)
  -> [String]
{
  let context = RuleContext(
    sources: sources.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) },
    configuration: .defaults(for: architecture), models: models)
  return RuleCatalog.check(context, root: "").violations.map(\.rule)
}
