import HeadlessUI
import ServiceKit

/// The registry: every architecture archbench knows. Adding one here adds it to the
/// conformance suite, the demo and every measurement.
extension Architecture {
  public static let all: [Architecture] = [
    .mvc, .mvvm, .mvvmc, .mvvmUIKit, .mvp, .viper, .vip, .clean, .redux,
  ]
}
