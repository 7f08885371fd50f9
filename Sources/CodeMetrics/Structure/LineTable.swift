/// Maps byte offsets to 1-based line numbers, with the line breaks of `LINES.md`.
///
/// Cheaper than swift-syntax's `SourceLocationConverter`, which walks the whole tree to
/// find the lines; this reads the bytes once.
struct LineTable {
  /// The offset where each line after the first starts.
  private var starts: [Int] = []

  init(_ source: [UInt8]) {
    source.withUnsafeBufferPointer { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
          starts.append(index + 1)
        }
        index += 1
      }
    }
  }

  /// The line holding the byte at `offset`.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low + 1
  }
}
