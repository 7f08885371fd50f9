/// Where and when a report was made. Kept out of the deterministic files (it changes on
/// every run) and written to `Reports/provenance.json`.
///
/// ```swift
/// let provenance = Provenance(toolchain: "Swift version 6.3.1", commit: "62ba8ae", date: "2026-11-22T02:00:00Z", cores: 2)
/// ```
public struct Provenance: Sendable, Hashable, Codable {
  public var toolchain: String
  /// The `HEAD` commit's id, read through libgit2; "unknown" outside a repository.
  public var commit: String
  /// Whether the working tree had changes `HEAD` lacks (modified, staged, deleted or
  /// untracked files): the figures then come from code no commit holds. `nil` when unknown.
  public var dirty: Bool?
  /// ISO 8601, UTC.
  public var date: String
  public var cores: Int
  /// The phases this run skipped, e.g. `latency`.
  public var skipped: [String]
  /// The fingerprint of what the measuring program was built from (``MeasuredInputs``), when
  /// instructions were counted.
  public var measuredInputs: String?

  public init(
    toolchain: String, commit: String, dirty: Bool? = nil, date: String, cores: Int, skipped: [String] = []
  ) {
    self.toolchain = toolchain
    self.commit = commit
    self.dirty = dirty
    self.date = date
    self.cores = cores
    self.skipped = skipped
  }
}
