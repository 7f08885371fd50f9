/// Whether this code was compiled optimized; latency numbers from a debug build say little about the architectures.
///
/// ```swift
/// if !BuildConfiguration.isRelease { print("warning: debug build") }
/// ```
public enum BuildConfiguration {
  #if DEBUG
  public static let isRelease = false
  #else
  public static let isRelease = true
  #endif

  /// `release` or `debug`, as recorded in ``RunInfo/buildConfiguration``.
  public static var name: String { isRelease ? "release" : "debug" }
}
