import SwiftSyntax
import Synchronization

/// Measures discovered files in parallel and assembles the report.
///
/// Files are read one at a time per worker (``Workers``, one per core) and dropped once
/// measured, so memory depends on the largest files, not on the size of the codebase; the
/// files parsed at once stay within the ``ParseBudget``, and a file over the
/// ``StructureLimit`` is measured by its lines only.
///
/// ```swift
/// let found = try SourceDiscovery.discover(root: "Samples")
/// let report = CodeScanner.scan(found, root: "Samples")
/// print(report.fingerprint.summary)
/// ```
public enum CodeScanner {
  public static func scan(
    _ discovery: SourceDiscovery, root: String, options: ScanOptions = ScanOptions()
  )
    -> ScanReport
  {
    let files = discovery.files
    return report(
      measuring: files, root: root, discovery: discovery.discovery, issues: discovery.issues,
      order: largestFirst(files)
    ) { measure(files[$0], options: options) }
  }

  /// Scans as ``scan(_:root:options:)`` does and hands each file read to `read` as well, with
  /// the tree the scan parsed it into (`nil` where the scan parsed nothing: lines only, a binary
  /// file, a file over the structure limit): another pass over the same files, such as
  /// `--coupling`'s dependency facts, without reading or parsing any of them twice.
  ///
  /// - Returns: the report, and what `read` gave for each of the discovery's files, in its
  ///   order (`nil` for a file that could not be read).
  ///
  /// ```swift
  /// let (report, tokens) = CodeScanner.scan(found, root: "Samples", options: ScanOptions()) { _, _, tree in
  ///   tree?.tokens(viewMode: .sourceAccurate).count
  /// }
  /// ```
  public static func scan<Extra: Sendable>(
    _ discovery: SourceDiscovery, root: String, options: ScanOptions,
    reading read: @Sendable (SourceFile, [UInt8], SourceFileSyntax?) -> Extra?
  ) -> (report: ScanReport, extras: [Extra?]) {
    let files = discovery.files
    let extras = Slots<Extra?>(count: files.count, initial: nil)
    let report = report(
      measuring: files, root: root, discovery: discovery.discovery, issues: discovery.issues,
      order: largestFirst(files)
    ) { index in
      let (metrics, issues, extra) = measure(files[index], options: options, reading: read)
      extras[index] = extra
      return (metrics, issues)
    }
    return (report, extras.values)
  }

  /// Measures `files` in parallel with `measure` and assembles the report: metrics in the
  /// order given, issues sorted by path.
  public static func report(
    measuring files: [SourceFile], root: String, discovery: ScanReport.Discovery, issues found: [ScanIssue],
    measure: @Sendable (SourceFile) -> (FileMetrics?, [ScanIssue])
  ) -> ScanReport {
    report(measuring: files, root: root, discovery: discovery, issues: found, order: Array(files.indices)) {
      measure(files[$0])
    }
  }

  /// Measures `files` in parallel with `measure`, which is given each file's index, starting
  /// them in `order`.
  private static func report(
    measuring files: [SourceFile], root: String, discovery: ScanReport.Discovery, issues found: [ScanIssue],
    order: [Int], measureAt measure: @Sendable (Int) -> (FileMetrics?, [ScanIssue])
  ) -> ScanReport {
    let slots = Slots<(FileMetrics?, [ScanIssue])>(count: files.count, initial: (nil, []))
    Workers.forEach(files.count) { started in
      let index = order[started]
      slots[index] = measure(index)
    }
    var metrics: [FileMetrics] = []
    var issues = found
    for (file, fileIssues) in slots.values {
      if let file { metrics.append(file) }
      issues += fileIssues
    }
    issues.sort { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) }
    return ScanReport(
      root: root, discovery: discovery, files: metrics, issues: issues,
      fingerprint: ArchitectureFingerprint(files: metrics))
  }

  /// The indices of `files`, largest file first: the workers take files in turn, so a large
  /// file taken last would leave the other cores idle while one parses it.
  private static func largestFirst(_ files: [SourceFile]) -> [Int] {
    let sizes = files.map { $0.size ?? SourceReader.size(of: $0.absolutePath) }
    return files.indices.sorted { (sizes[$1], $0) < (sizes[$0], $1) }
  }

  /// What a file measures depends on its bytes and on this version of the scanner. Caches
  /// keyed by content (`archbench history`'s blob cache) store it, and drop entries made by
  /// another: bump it whenever a change alters any file's figures.
  public static let measurementVersion = 4

  /// Measures one file: its metrics if it could be read as text, and any issues.
  static func measure(_ source: SourceFile, options: ScanOptions) -> (FileMetrics?, [ScanIssue]) {
    let (metrics, issues, _) = measure(source, options: options) { _, _, _ in Never?.none }
    return (metrics, issues)
  }

  /// Measures one file and hands its bytes and tree to `read`; no bytes, no `read`.
  private static func measure<Extra>(
    _ source: SourceFile, options: ScanOptions, reading read: (SourceFile, [UInt8], SourceFileSyntax?) -> Extra?
  ) -> (FileMetrics?, [ScanIssue], Extra?) {
    let bytes: [UInt8]
    do {
      bytes = try SourceReader.read(source.absolutePath)
    } catch {
      let issue =
        switch error {
        case .unreadable(let reason):
          ScanIssue(path: source.path, severity: .error, kind: .unreadable, message: "cannot be read: \(reason)")
        case .tooLarge(let size):
          ScanIssue(
            path: source.path, severity: .error, kind: .tooLarge,
            message: "\(size) bytes, over the 1 GiB limit, skipped")
        }
      return (nil, [issue], nil)
    }
    return measure(bytes: bytes, of: source, options: options, reading: read)
  }

  /// Measures a file's bytes, read from anywhere (a git blob, say): its metrics if they are
  /// text, and any issues, both named by `source.path`.
  ///
  /// ```swift
  /// let (metrics, issues) = CodeScanner.measure(bytes: Array("struct A {}\n".utf8),
  ///   of: SourceFile(absolutePath: "main:A.swift", path: "A.swift", group: .production), options: ScanOptions())
  /// metrics?.lines.code  // 1
  /// ```
  public static func measure(bytes: [UInt8], of source: SourceFile, options: ScanOptions) -> (FileMetrics?, [ScanIssue])
  {
    let (metrics, issues, _) = measure(bytes: bytes, of: source, options: options) { _, _, _ in Never?.none }
    return (metrics, issues)
  }

  /// Measures a file's bytes and hands them to `read`, with the tree where the file was parsed.
  private static func measure<Extra>(
    bytes: [UInt8], of source: SourceFile, options: ScanOptions,
    reading read: (SourceFile, [UInt8], SourceFileSyntax?) -> Extra?
  ) -> (FileMetrics?, [ScanIssue], Extra?) {
    var issues: [ScanIssue] = []
    func issue(_ severity: ScanIssue.Severity, _ kind: ScanIssue.Kind, _ message: String) {
      issues.append(ScanIssue(path: source.path, severity: severity, kind: kind, message: message))
    }
    guard bytes.count <= SourceReader.maximumBytes else {
      issue(.error, .tooLarge, "\(bytes.count) bytes, over the 1 GiB limit, skipped")
      return (nil, issues, read(source, bytes, nil))
    }
    var file = FileMetrics(path: source.path, group: source.group, target: source.target, bytes: bytes.count)
    let proceed = bytes.withUnsafeBufferPointer { buffer -> Bool in
      if SourceReader.isBinary(UnsafeRawBufferPointer(buffer)) {
        issue(.error, .binary, "binary file (contains NUL bytes), skipped")
        return false
      }
      if let offset = SourceReader.firstInvalidUTF8(buffer) {
        let line = SourceReader.line(of: offset, in: buffer)
        issue(.warning, .invalidUTF8, "not valid UTF-8 (first at line \(line), byte \(offset)); lines counted as bytes")
      }
      let (counts, unterminated) = LineClassifier.analyze(UnsafeRawBufferPointer(buffer))
      file.lines = counts
      if let unterminated {
        issue(
          .warning, .unterminated,
          "unterminated \(unterminated.kind.rawValue) literal or comment at line \(unterminated.line)")
      }
      if options.countsUniqueLines { file.uniqueLines = SourceReader.uniqueLineCount(buffer) }
      return true
    }
    guard proceed else { return (nil, issues, read(source, bytes, nil)) }
    var extra: Extra?
    var parsed = false
    if options.measuresStructure {
      if !StructureLimit.allows(size: bytes.count, limit: options.structureByteLimit) {
        issues.append(
          StructureLimit.issue(
            path: source.path, size: bytes.count, linesCounted: true, limit: options.structureByteLimit))
      } else {
        let (structure, found) = FileStructure.parse(bytes) { read(source, bytes, $0) }
        extra = found
        parsed = true
        file.imports = structure.imports
        file.types = structure.types
        file.functions = structure.functions
        file.complexity = structure.complexity
        file.hasStructure = true
        if let depth = structure.nestingCut {
          issue(
            .warning, .tooDeep,
            "nested deeper than \(depth == 0 ? "the parser follows" : "\(depth) levels"): types, functions and "
              + "complexity measured only to that depth")
        }
      }
    }
    if !parsed { extra = read(source, bytes, nil) }
    options.roles.classify(&file)
    return (file, issues, extra)
  }
}

/// Result slots that parallel workers fill at distinct indices: what every parallel pass over
/// a scan's files (measuring, collecting dependencies) gathers its results in.
///
/// ```swift
/// let slots = Slots<Int>(count: files.count, initial: 0)
/// Workers.forEach(files.count) { slots[$0] = files[$0].count }
/// ```
public final class Slots<Value: Sendable>: Sendable {
  private let storage: Mutex<[Value]>

  public init(count: Int, initial: Value) { storage = Mutex(Array(repeating: initial, count: count)) }

  public subscript(index: Int) -> Value {
    get { storage.withLock { $0[index] } }
    set { storage.withLock { $0[index] = newValue } }
  }

  public var values: [Value] { storage.withLock { $0 } }
}
