import Testing

@testable import CodeMetrics

/// `RoleConventions.role(forTypeNamed:)` skips, by bytes, the names that cannot match (issue 44:
/// it ran several times for each of 200,000 files); it must decide every name as the plain
/// String comparisons it replaced did.
@Suite("Role conventions: the fast checks decide as String's comparisons")
struct RoleConventionsEquivalenceTests {
  /// The conventions as they were written before the fast checks.
  static func reference(_ name: String, followingInterfaces: Bool) -> ArchitectureRole? {
    let components = name.split(separator: ".")
    if components.count >= 3, let last = components.last, RoleConventions.useCaseModelNames.contains(last) {
      return .useCaseModel
    }
    let simple = components.last.map(String.init) ?? name
    for (suffix, role) in RoleConventions.typeSuffixes where simple == suffix {
      return role
    }
    for (suffix, role) in RoleConventions.typeSuffixes where simple.hasSuffix(suffix) {
      return role
    }
    for suffix in RoleConventions.interfaceSuffixes
    where followingInterfaces && simple.hasSuffix(suffix) && simple.count > suffix.count {
      return reference(String(simple.dropLast(suffix.count)), followingInterfaces: true)
    }
    return nil
  }

  static var names: [String] {
    let endings = RoleConventions.typeSuffixes.map(\.suffix) + RoleConventions.interfaceSuffixes + ["", "Thing"]
    let prefixes = ["", "Login", "Login.Submit.", "LoginView.", "é", "\u{301}", ".", "a.b.", "\u{212A}", "Ünïcödé"]
    let tails = ["", "\u{301}", "s", "\u{212A}", "k", "\u{200D}", ";", "Interface", "Output", "Input"]
    var names: [String] = []
    for prefix in prefixes {
      for ending in endings {
        for tail in tails { names.append(prefix + ending + tail) }
      }
    }
    return names + ["", ".", "..", "Request", "A.B.Request", "A.B.ViewModel", "Mo\u{301}del", "MocK", "Moc\u{212A}"]
  }

  @Test("every generated name gets the role the plain comparisons give")
  func sameRoles() {
    for name in Self.names {
      for following in [true, false] {
        #expect(
          RoleConventions.role(forTypeNamed: name, followingInterfaces: following)
            == Self.reference(name, followingInterfaces: following), "\(name.debugDescription)")
      }
    }
  }
}
