/// The one size limit and memory bound of every command that parses Swift for its structure:
/// `scan` (its types, functions and complexity), `scan --coupling`, `graph`, `rules`,
/// `check --scan`, `scan --compare-reference` and the reading of a `Package.swift`.
///
/// swift-syntax's tree takes far more memory than the text it is parsed from: on the worst
/// case, a one-line array literal of one-digit numbers (one token per byte), a parse and a
/// walk peak at about ``parseCostPerByte`` bytes per byte of source (2.27 GB for 8.38 MB). So a
/// file larger than ``bytes`` is not parsed at all: it gets a warning naming it (exit status 3),
/// and `scan` still counts its lines. And the files being parsed at once, on all workers
/// together, hold at most ``bytesInFlight`` bytes of source (``ParseBudget``): a worker waits
/// before parsing a file that would go over it. Parsing then takes at most about
/// ``bytesInFlight`` × ``parseCostPerByte``, under 1 GB, however many large files a codebase
/// has and however many cores parse them.
///
/// ```swift
/// StructureLimit.allows(size: 4 << 20)  // false: lines only, with a warning
/// StructureLimit.issue(path: "Generated.swift", size: 4 << 20, linesCounted: true).message
/// // "4194304 bytes, over the 3 MiB structure limit; lines only"
/// ```
public enum StructureLimit {
  /// Files larger than this are not parsed: 3 MiB, so that the worst case stays under 1 GB;
  /// the largest file of the benchmark corpus (swift-syntax, swift-nio, vapor, swift-protobuf),
  /// a generated descriptor of swift-protobuf, has 2.3 MB.
  public static let bytes = 3 << 20

  /// The bytes of source that all workers together parse at once: one file at the limit, or
  /// several smaller ones side by side.
  public static let bytesInFlight = bytes

  /// What a parse costs at most, in bytes of memory per byte of source (see above): with
  /// ``bytesInFlight`` this bounds the memory parsing takes.
  public static let parseCostPerByte = 272

  /// Whether a file of `size` bytes is parsed (`limit`: a scan's ``ScanOptions/structureByteLimit``).
  public static func allows(size: Int, limit: Int = bytes) -> Bool { size <= limit }

  /// The warning for a file over the limit, naming it by `path`: its lines were still counted
  /// (`scan`), or it was left out altogether (`graph`, `rules`).
  public static func issue(path: String, size: Int, linesCounted: Bool, limit: Int = bytes) -> ScanIssue {
    ScanIssue(
      path: path, severity: .warning, kind: .tooLarge,
      message: "\(size) bytes, over the \(limit >> 20) MiB structure limit; "
        + (linesCounted ? "lines only" : "not parsed, left out"))
  }

  /// Reads a file to parse it: its bytes, or the issue that names it when it is not read (an
  /// error when it cannot be; the warning above, without reading it, when it is over the limit).
  ///
  /// ```swift
  /// let (bytes, issue) = StructureLimit.read(file)
  /// if let bytes { facts = ParseBudget.shared.reserving(bytes.count) { parse(bytes) } }
  /// ```
  public static func read(_ file: SourceFile) -> (bytes: [UInt8]?, issue: ScanIssue?) {
    do {
      return (try SourceReader.read(file.absolutePath, maximum: bytes), nil)
    } catch {
      switch error {
      case .unreadable(let reason):
        return (
          nil, ScanIssue(path: file.path, severity: .error, kind: .unreadable, message: "cannot be read: \(reason)")
        )
      case .tooLarge(let size):
        return (nil, issue(path: file.path, size: size, linesCounted: false))
      }
    }
  }
}
