/// The level a dependency graph is drawn at: modules, architecture roles, or types.
///
/// Type-level references are aggregated: an edge's weight at the module or role level is the
/// number of type-level references from a type of one to a type of the other.
///
/// ```swift
/// GraphLevel(rawValue: "role")  // .role
/// ```
public enum GraphLevel: String, Sendable, Codable, CaseIterable {
  case module
  case role
  case type
}
