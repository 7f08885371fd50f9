/// Where a group of types sits on Robert C. Martin's abstractness–instability plane.
///
/// The main sequence is the line A + I = 1; D = |A + I − 1| is the normalised distance from
/// it, between 0 and 1. A group is in a zone when D > 0.5: its point is then nearer the zone's
/// corner than the line. That needs A + I < 0.5, so A < 0.5 and I < 0.5 (the corner (0, 0),
/// concrete and depended upon: every change hurts its dependents), or A + I > 1.5, so A > 0.5
/// and I > 0.5 (the corner (1, 1), abstract and depended upon by nobody). 0.5 is the one
/// threshold with that geometric meaning; nearer the line, a group is on the main sequence.
///
/// ```swift
/// Zone(abstractness: 0.1, instability: 0.2)  // .pain, D = 0.7
/// Zone(abstractness: 0.5, instability: 0.2)  // .mainSequence, D = 0.3
/// ```
public enum Zone: String, Sendable, Hashable, Codable, CaseIterable {
  case pain = "zone of pain"
  case uselessness = "zone of uselessness"
  case mainSequence = "main sequence"

  /// The threshold on D beyond which a group is in a zone.
  public static let threshold = 0.5

  public init(abstractness: Double, instability: Double) {
    let distance = Self.distance(abstractness: abstractness, instability: instability)
    if distance > Self.threshold && abstractness < 0.5 && instability < 0.5 {
      self = .pain
    } else if distance > Self.threshold && abstractness > 0.5 && instability > 0.5 {
      self = .uselessness
    } else {
      self = .mainSequence
    }
  }

  /// D = |A + I − 1|.
  public static func distance(abstractness: Double, instability: Double) -> Double {
    abs(abstractness + instability - 1)
  }
}
