import CodeMetrics
import Foundation
import Support

extension SVGCharts {
  /// One sample's roles on an ellipse, in ``ArchitectureRole``'s order from the top, clockwise,
  /// each with its D (Other, what no role claims, dashed, last); an arrow from role to role for each pair with references, labelled with
  /// their count.
  ///
  /// Arrows bend to their right, so that A → B and B → A are two arcs and a cycle (VIPER's View →
  /// Presenter → Interactor → Presenter → View) reads apart from a star (MVC's Controller in the
  /// middle of everything). The same figures give the same bytes: positions depend only on the
  /// roles' order.
  ///
  /// ```swift
  /// let svg = SVGCharts.roleGraph(design, name: "VIPER")
  /// ```
  static func roleGraph(_ design: DesignFigures, name: String) -> String {
    let roles = design.typedRoles
    let height = 340.0
    let center = (x: width / 2, y: height / 2)
    let radius = (x: roles.count > 2 ? 300.0 : 220.0, y: 125.0)
    let box = (width: 120.0, height: 36.0)
    var positions: [String: (x: Double, y: Double)] = [:]
    for (index, role) in roles.enumerated() {
      guard roles.count > 1 else {
        positions[role.name] = center
        continue
      }
      let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(roles.count)
      positions[role.name] = (center.x + radius.x * cos(angle), center.y + radius.y * sin(angle))
    }
    var svg = open(
      height: height,
      label: "\(name): references between its architecture roles, with each role's distance from the main sequence")
    for edge in design.crossRoleReferences {
      guard let from = positions[edge.from], let to = positions[edge.to] else { continue }
      let dx = to.x - from.x
      let dy = to.y - from.y
      let length = max((dx * dx + dy * dy).squareRoot(), 1)
      // The control point sits to the right of the direction of travel, so opposite arrows part.
      let bend = 28.0
      let control = (x: (from.x + to.x) / 2 - dy / length * bend, y: (from.y + to.y) / 2 + dx / length * bend)
      let start = exit(from, toward: control, box: box)
      let end = exit(to, toward: control, box: box)
      let label = (
        x: 0.25 * start.x + 0.5 * control.x + 0.25 * end.x, y: 0.25 * start.y + 0.5 * control.y + 0.25 * end.y
      )
      let stroke = 1 + min(3, log2(Double(max(edge.references, 1))) / 2)
      svg +=
        "<path class=\"edge\" d=\"M\(f(start.x)),\(f(start.y)) Q\(f(control.x)),\(f(control.y)) \(f(end.x)),\(f(end.y))\" "
        + "stroke-width=\"\(f(stroke))\"><title>\(Escaping.html(edge.from)) → "
        + "\(Escaping.html(edge.to)): \(edge.references) references</title></path>"
        + arrowhead(at: end, from: control)
      svg +=
        "<text class=\"count\" x=\"\(f(label.x))\" y=\"\(f(label.y + 4))\" text-anchor=\"middle\">\(edge.references)</text>"
    }
    for role in roles {
      guard let p = positions[role.name] else { continue }
      let color = roleColor(role.name)
      let dashed = role.name == ArchitectureRole.other.rawValue ? " stroke-dasharray=\"5 3\"" : ""
      let own = design.roleReferences.first { $0.from == role.name && $0.to == role.name }?.references ?? 0
      svg +=
        "<g><title>\(Escaping.html(role.name)): \(role.types) types, Ca \(role.afferent), Ce \(role.efferent), "
        + "D \(Formatting.decimal(role.distance, places: 2)), \(own) references among its own types</title>"
        + "<rect class=\"node\" x=\"\(f(p.x - box.width / 2))\" y=\"\(f(p.y - box.height / 2))\" "
        + "width=\"\(f(box.width))\" height=\"\(f(box.height))\" rx=\"6\" stroke=\"\(color)\"\(dashed)/>"
        + text(x: p.x, y: p.y - 3, anchor: "middle", role.name)
        + "<text class=\"caption\" x=\"\(f(p.x))\" y=\"\(f(p.y + 12))\" text-anchor=\"middle\">"
        + "D \(Formatting.decimal(role.distance, places: 2)) · \(role.types) types</text></g>"
    }
    return svg + "</svg>"
  }

  /// A filled triangle whose tip is `tip`, pointing away from `from`: drawn, not a `<marker>`,
  /// which would need an id unique in the page and a `url(#…)` reference.
  static func arrowhead(at tip: (x: Double, y: Double), from: (x: Double, y: Double)) -> String {
    let dx = tip.x - from.x
    let dy = tip.y - from.y
    let length = max((dx * dx + dy * dy).squareRoot(), 1)
    let u = (x: dx / length, y: dy / length)
    let base = (x: tip.x - u.x * 10, y: tip.y - u.y * 10)
    let left = (x: base.x - u.y * 4.5, y: base.y + u.x * 4.5)
    let right = (x: base.x + u.y * 4.5, y: base.y - u.x * 4.5)
    return "<polygon class=\"arrowhead\" points=\"\(f(tip.x)),\(f(tip.y)) \(f(left.x)),\(f(left.y)) "
      + "\(f(right.x)),\(f(right.y))\"/>"
  }

  /// Where the line from the centre of a box at `point` toward `target` leaves the box.
  static func exit(
    _ point: (x: Double, y: Double), toward target: (x: Double, y: Double), box: (width: Double, height: Double)
  ) -> (x: Double, y: Double) {
    let dx = target.x - point.x
    let dy = target.y - point.y
    let scale = min(
      dx == 0 ? .infinity : box.width / 2 / abs(dx), dy == 0 ? .infinity : box.height / 2 / abs(dy))
    guard scale.isFinite else { return point }
    return (point.x + dx * scale, point.y + dy * scale)
  }
}
