import Foundation

/// The parts of the scorecard's Responsibilities evidence: how evenly the code is spread over
/// the roles, how cohesive its types are, and how well its roles sit on the main sequence.
///
/// evidence = named share × effective roles × cohesion × balance, where
/// - named share = production code lines in a named role (not Other) ÷ all production code lines;
/// - effective roles = exp(H), H = −Σ pᵣ ln pᵣ over the named roles, pᵣ = the role's share of the
///   named roles' lines (Hill's effective number: k roles of equal size give k, one role that
///   holds nearly everything gives nearly 1);
/// - cohesion = 1 ÷ mean LCOM4 (1 when every class, struct and actor is one connected whole);
/// - balance = 1 − mean D, the roles' distance from the main sequence weighted by their types
///   (``DesignFigures/meanDistance``, Other included).
///
/// A sample without design figures (an old report) has cohesion and balance 1.
///
/// ```swift
/// let parts = ResponsibilityEvidence(mvvm)
/// parts.effectiveRoles  // 3.2
/// parts.value           // named share × effective roles × cohesion × balance
/// ```
public struct ResponsibilityEvidence: Sendable, Hashable {
  public var namedShare: Double
  public var effectiveRoles: Double
  public var cohesion: Double
  public var balance: Double

  public init(_ metrics: ArchitectureMetrics) {
    let named = metrics.namedRoles.filter { $0.lines > 0 }
    let namedLines = Double(named.reduce(0) { $0 + $1.lines })
    let lines = Double(metrics.production.codeLines)
    namedShare = lines > 0 ? namedLines / lines : 0
    let entropy = named.reduce(0.0) { sum, role in
      let share = Double(role.lines) / namedLines
      return sum - share * log(share)
    }
    effectiveRoles = named.isEmpty ? 0 : exp(entropy)
    cohesion = metrics.design?.meanLCOM4.map { $0 > 0 ? 1 / $0 : 1 } ?? 1
    balance = 1 - (metrics.design?.meanDistance ?? 0)
  }

  public var value: Double { namedShare * effectiveRoles * cohesion * balance }
}
