extension Duration {
  /// The duration in whole nanoseconds, 0 for a negative one: what the harness times and the renderers show.
  ///
  /// ```swift
  /// Duration.milliseconds(2).wholeNanoseconds  // 2_000_000
  /// ```
  public var wholeNanoseconds: UInt64 {
    let (seconds, attoseconds) = components
    return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
  }
}
