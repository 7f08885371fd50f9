import CodeMetrics

/// A colour for every role, the same in every chart and every report: the "Lines per role"
/// bars and the role graph's boxes. The chart has a segment for each of some twenty roles, too
/// many for the general ``SVGCharts/palette``, whose sixteen colours repeat and include near
/// twins (three teals, two reds).
///
/// ```swift
/// let fill = SVGCharts.roleColor("ViewModel")  // "#00cc00"
/// ```
extension SVGCharts {
  /// One colour per ``ArchitectureRole``, in `allCases` order, Other last in grey. Chosen from
  /// the sRGB grid in steps of 17 by farthest-point sampling in OKLab, starting from the grey:
  /// the closest two are 0.12 apart (a just-noticeable difference is about 0.02), and each has a
  /// contrast of at least 1.9 against the light page and 3 against the dark one. The three
  /// colours nearest another (a purple, a light green, a grey-beige) went to the roles no sample
  /// has (Controller, Test, Service), so the charted roles' closest two are 0.125 apart. Reactor
  /// and Feature came later, by the same sampling against the others: 0.120 and 0.1198 from their
  /// nearest, each inserted at its role's index so that no other role changes colour.
  static let rolePalette = [
    "#0099ee", "#2244ff", "#ff0044", "#775599", "#00cc00", "#ffaa22", "#aa2299", "#22cccc", "#007700", "#9966ff",
    "#dd7722", "#006699", "#ff00ff", "#ff8899", "#999900", "#dd55aa", "#ccaaff", "#9988cc", "#776600", "#aaaa99",
    "#00aa77", "#8811ee",
    "#ff77ee", "#aa4400", "#88cc77", "#808080",
  ]

  /// The role's colour: by its index among ``ArchitectureRole/allCases``, so a role keeps its
  /// colour whichever roles a report has. A name that is no role (a report from another
  /// scanner) takes a colour of the general palette, from its letters.
  static func roleColor(_ role: String) -> String {
    if let known = ArchitectureRole(rawValue: role), let index = ArchitectureRole.allCases.firstIndex(of: known),
      index < rolePalette.count
    {
      return rolePalette[index]
    }
    return palette[role.unicodeScalars.reduce(0) { $0 + Int($1.value) } % palette.count]
  }
}
