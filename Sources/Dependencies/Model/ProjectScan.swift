import CodeMetrics
import SyntaxReference

/// What `archbench scan` measured in files on disk: the scan, and the parts asked for besides.
///
/// ```swift
/// let scan = try await ProjectScanner(coupling: .targets).scan("Samples/Clean")
/// scan.coupling?.modules.first?.instability
/// ```
public struct ProjectScan: Sendable {
  public var report: ScanReport
  /// Coupling and stability per module and per role (`--coupling`); `nil` when not asked for.
  public var coupling: CouplingReport?
  /// Every file's lines against the swift-syntax reference (`--compare-reference`); `nil` when not asked for.
  public var reference: ReferenceReport?

  public init(report: ScanReport, coupling: CouplingReport? = nil, reference: ReferenceReport? = nil) {
    self.report = report
    self.coupling = coupling
    self.reference = reference
  }
}
