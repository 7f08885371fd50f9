import Support

/// The second line a drawing puts under a module's or role's name: its instability,
/// abstractness and distance, `–` where undefined; a type has none.
///
/// ```swift
/// NodeCaption.text(of: node)  // "I 0.25 · A 0.00 · D 0.75"
/// ```
enum NodeCaption {
  static func text(of node: LevelGraph.Node) -> String? {
    guard let figures = node.coupling else { return nil }
    return "I \(Formatting.decimal(figures.instability, places: 2)) · A "
      + "\(Formatting.decimal(figures.abstractness, places: 2)) · D \(Formatting.decimal(figures.distance, places: 2))"
  }
}
