#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine's load averages, recorded with every run: on a shared machine they explain noisy numbers.
///
/// ```swift
/// SystemLoad.averages()  // [1-minute, 5-minute, 15-minute], e.g. [0.42, 0.60, 0.71]
/// ```
public enum SystemLoad {
  /// The 1-, 5- and 15-minute load averages, rounded to two decimals; empty where the system does not tell.
  public static func averages() -> [Double] {
    var loads = [Double](repeating: 0, count: 3)
    let count = getloadavg(&loads, 3)
    guard count > 0 else { return [] }
    return loads.prefix(Int(count)).map { ($0 * 100).rounded() / 100 }
  }
}
