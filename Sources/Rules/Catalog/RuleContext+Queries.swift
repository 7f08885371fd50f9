import CodeMetrics

extension RuleContext {
  /// References from code of a type with one of `owners`' roles to a type with one of `targets`' roles.
  func references(from owners: Set<ArchitectureRole>, to targets: Set<ArchitectureRole>, rule: String) -> [Violation] {
    var violations: [Violation] = []
    for file in files {
      for reference in file.references {
        guard let owner = role(of: reference.owner), owners.contains(owner),
          let target = role(of: reference.name), targets.contains(target), reference.name != reference.owner
        else { continue }
        violations.append(
          violation(rule, file, reference.site, "\(describe(reference.owner)) references \(describe(reference.name))"))
      }
    }
    return violations
  }

  /// References from code of a type with one of `owners`' roles to a model or entity type.
  func modelReferences(from owners: Set<ArchitectureRole>, rule: String) -> [Violation] {
    var violations: [Violation] = []
    for file in files {
      for reference in file.references where modelTypes.contains(reference.name) {
        guard let owner = role(of: reference.owner), owners.contains(owner) else { continue }
        violations.append(
          violation(rule, file, reference.site, "\(describe(reference.owner)) references the model \(reference.name)"))
      }
    }
    return violations
  }

  /// Imports of a platform module in files that declare a type with one of `roles`.
  func platformImports(inFilesOf roles: Set<ArchitectureRole>, rule: String) -> [Violation] {
    var violations: [Violation] = []
    for file in files {
      let declared = file.declarations.filter { roles.contains(self.roles[$0.name] ?? .other) }
      guard let first = declared.first else { continue }
      for item in file.imports where configuration.platformModules.contains(item.module) {
        violations.append(
          violation(rule, file, item.site, "the file of \(describe(first.name)) imports \(item.module)"))
      }
    }
    return violations
  }
}
