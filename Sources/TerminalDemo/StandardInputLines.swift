/// The lines typed on standard input, read as they come.
public struct StandardInputLines: Sequence, IteratorProtocol {
  public init() {}

  public mutating func next() -> String? {
    readLine(strippingNewline: true)
  }
}
