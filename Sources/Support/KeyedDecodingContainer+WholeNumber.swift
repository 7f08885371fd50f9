extension KeyedDecodingContainer {
  /// A whole number in `range` at `key`.
  ///
  /// JSONDecoder refuses `1.5`, `1e19` or `2^63` for an `Int` as "not valid JSON", naming
  /// no key; this reads the number first and says which key holds what
  /// (``JSONProblem/UnexpectedValue``).
  ///
  /// ```swift
  /// cyclomatic = try container.decodeWholeNumber(forKey: .cyclomatic, in: 0...Int(Int32.max))
  /// // scan.cyclomatic is 1.5, expected a whole number from 0 to 2147483647
  /// ```
  public func decodeWholeNumber(forKey key: Key, in range: ClosedRange<Int>) throws -> Int {
    let value: Double
    do {
      value = try decode(Double.self, forKey: key)
    } catch DecodingError.typeMismatch(_, let context) {
      // Said of the number read, the message would ask for "a number" where a whole one is due.
      throw DecodingError.typeMismatch(Int.self, context)
    }
    guard value == value.rounded(), let number = Int(exactly: value), range.contains(number) else {
      throw JSONProblem.UnexpectedValue(
        codingPath: codingPath + [key], found: JSONProblem.number(value),
        expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  /// ``decodeWholeNumber(forKey:in:)``, or `nil` when the key is absent or null.
  public func decodeWholeNumberIfPresent(forKey key: Key, in range: ClosedRange<Int>) throws -> Int? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decodeWholeNumber(forKey: key, in: range)
  }
}
