import Foundation

/// Fits how a cost grows with N: the slope of log(cost) against log(N), by least squares.
///
/// A slope of 1 is linear, 2 quadratic, 0 constant. The threshold for "super-linear" is
/// 1.2: N log N over the sizes 10…10,000 fits a slope of about 1.15, so a slope above 1.2
/// grows faster than sorting would, which no step of this app needs. A constant cost per
/// event (the settle loop, rendering the 40 visible rows) pulls slopes below 1 at small N,
/// so a slope under 1 is expected and not a sign of anything clever.
///
/// ```swift
/// ScalingFit.slope(sizes: [10, 100, 1_000], costs: [1, 10, 100])     // 1.0
/// ScalingFit.slope(sizes: [10, 100, 1_000], costs: [1, 100, 10_000]) // 2.0
/// ```
public enum ScalingFit {
  public static let superLinearThreshold = 1.2

  /// The least-squares slope of log(costs) on log(sizes); `nil` with fewer than two distinct sizes or a cost of zero.
  public static func slope(sizes: [Int], costs: [Double]) -> Double? {
    guard sizes.count == costs.count, Set(sizes).count >= 2, sizes.allSatisfy({ $0 > 0 }),
      costs.allSatisfy({ $0 > 0 })
    else { return nil }
    let xs = sizes.map { log(Double($0)) }
    let ys = costs.map { log($0) }
    let meanX = xs.reduce(0, +) / Double(xs.count)
    let meanY = ys.reduce(0, +) / Double(ys.count)
    let covariance = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
    let variance = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
    return covariance / variance
  }

  /// Whether a fitted slope counts as super-linear.
  public static func isSuperLinear(_ slope: Double) -> Bool { slope > superLinearThreshold }

  /// One ``ScalingResult`` per subject and step measured at two or more sizes, from the p50s.
  public static func results(for measurements: [Measurement]) -> [ScalingResult] {
    var order: [String] = []
    var groups: [String: [Measurement]] = [:]
    for measurement in measurements {
      let key = "\(measurement.subject)\u{0}\(measurement.step)"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(measurement)
    }
    return order.compactMap { key in
      let group = groups[key]!.sorted { $0.events < $1.events }
      let sizes = group.map(\.events)
      let p50s = group.map(\.latency.p50)
      guard let slope = slope(sizes: sizes, costs: p50s.map(Double.init)) else { return nil }
      return ScalingResult(
        subject: group[0].subject, step: group[0].step, sizes: sizes, p50s: p50s, slope: slope,
        isSuperLinear: isSuperLinear(slope))
    }
  }
}
