import Foundation
import Support

/// How numbers are written in the table, Markdown and progress lines; one place, so that all formats agree.
///
/// Fixed decimals and the POSIX locale keep the output the same on every machine, which the
/// exact-output tests rely on.
///
/// ```swift
/// RenderFormat.microseconds(41_250)  // "41.3"
/// RenderFormat.percent(0.125)        // "12.5"
/// ```
public enum RenderFormat {
  /// Nanoseconds as microseconds with one decimal.
  public static func microseconds(_ nanoseconds: UInt64) -> String {
    fixed(Double(nanoseconds) / 1_000, decimals: 1)
  }

  /// A share as a percentage with one decimal.
  public static func percent(_ share: Double) -> String { fixed(share * 100, decimals: 1) }

  /// A ratio with two decimals, or ``Formatting/missing`` when there is none.
  public static func ratio(_ ratio: Double?) -> String { ratio.map { fixed($0, decimals: 2) } ?? Formatting.missing }

  /// A mean count with one decimal, or ``Formatting/missing`` when there is none.
  public static func count(_ count: Double?) -> String { count.map { fixed($0, decimals: 1) } ?? Formatting.missing }

  /// A duration in seconds with one decimal.
  public static func seconds(_ duration: Duration) -> String {
    fixed(Double(duration.wholeNanoseconds) / 1e9, decimals: 1)
  }

  /// `value` with exactly `decimals` decimals, rounded half away from zero.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    Formatting.decimal(value, places: decimals)
  }

  /// The load averages as `0.52 0.61 0.70`, or `unknown`.
  static func loads(_ loads: [Double]) -> String {
    loads.isEmpty ? "unknown" : loads.map { fixed($0, decimals: 2) }.joined(separator: " ")
  }
}
