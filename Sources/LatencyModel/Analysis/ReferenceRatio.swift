/// Relates every measurement to its reference's for the same step and fixture size.
///
/// A subject written on a toolkit is compared with the reference app on the same toolkit,
/// when the run measured it, so that the ratio measures the architecture and not the toolkit;
/// the toolkits' references, and subjects of unknown toolkit, are compared with the floor.
/// Every measurement also gets its ratio to the floor.
///
/// Both sides were measured in the same run, close in time, so load on the machine and the
/// harness's own overhead affect both; the ratio of their p50s is what stays comparable
/// between runs and machines.
///
/// ```swift
/// let withRatios = ReferenceRatio.apply(to: measurements, referenceID: "reference")
/// ```
public enum ReferenceRatio {
  /// `measurements` with ``Measurement/ratioToReference``, ``Measurement/referenceSubject`` and
  /// ``Measurement/ratioToFloor`` set where the references measured the same step and size;
  /// `referenceID` is the floor's.
  public static func apply(to measurements: [Measurement], referenceID: String) -> [Measurement] {
    var p50: [String: UInt64] = [:]
    for measurement in measurements {
      p50[key(measurement.subject, measurement.step, measurement.events)] = measurement.latency.p50
    }
    func ratio(_ measurement: Measurement, to subject: String) -> Double? {
      guard let base = p50[key(subject, measurement.step, measurement.events)], base > 0 else { return nil }
      return Double(measurement.latency.p50) / Double(base)
    }
    return measurements.map { measurement in
      var measurement = measurement
      let toolkitReference = Toolkit.referenceID(for: measurement.subject, toolkit: measurement.toolkit)
      let measured = p50[key(toolkitReference, measurement.step, measurement.events)] != nil
      let reference = toolkitReference != Toolkit.none.referenceID && measured ? toolkitReference : referenceID
      measurement.ratioToFloor = ratio(measurement, to: referenceID)
      measurement.ratioToReference = ratio(measurement, to: reference)
      measurement.referenceSubject = measurement.ratioToReference == nil ? nil : reference
      return measurement
    }
  }

  private static func key(_ subject: String, _ step: String, _ events: Int) -> String {
    "\(subject)\u{0}\(step)\u{0}\(events)"
  }
}
