/// Relates every measurement to the reference's for the same step and fixture size.
///
/// Both were measured in the same run, close in time, so load on the machine and the
/// harness's own overhead affect both; the ratio of their p50s is what stays comparable
/// between runs and machines.
///
/// ```swift
/// let withRatios = ReferenceRatio.apply(to: measurements, referenceID: "reference")
/// ```
public enum ReferenceRatio {
  /// `measurements` with ``Measurement/ratioToReference`` set where the reference measured the same step and size.
  public static func apply(to measurements: [Measurement], referenceID: String) -> [Measurement] {
    var referenceP50: [String: UInt64] = [:]
    for measurement in measurements where measurement.subject == referenceID {
      referenceP50["\(measurement.step)\u{0}\(measurement.events)"] = measurement.latency.p50
    }
    return measurements.map { measurement in
      var measurement = measurement
      if let reference = referenceP50["\(measurement.step)\u{0}\(measurement.events)"], reference > 0 {
        measurement.ratioToReference = Double(measurement.latency.p50) / Double(reference)
      } else {
        measurement.ratioToReference = nil
      }
      return measurement
    }
  }
}
