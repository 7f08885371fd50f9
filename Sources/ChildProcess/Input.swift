/// What a ``ChildProcess`` reads on standard input.
///
/// ```swift
/// let child = ChildProcess(.named("cat"), standardInput: .bytes(Array("hello".utf8)))
/// ```
extension ChildProcess {
  public enum Input: Sendable, Hashable {
    /// Nothing: standard input is at its end from the start.
    case none
    /// These bytes, then the end.
    case bytes([UInt8])
    /// The contents of the file at this path.
    case file(String)
  }
}
