/// What each idiom costs: every step of its architectures measured on the committed samples
/// and on a copy with the idiom's patch applied, both built and counted alike.
///
/// ```swift
/// let report = IdiomReport(commit: "a118d28…", idioms: [.init(idiom: comparator, rows: rows)])
/// let row = report.idioms[0].rows[0]
/// print(row.committed.instructions, row.other.instructions)
/// ```
public struct IdiomReport: Codable, Equatable, Sendable {
  /// The commit whose samples are "as committed", and which the patches apply to.
  public var commit: String
  public var idioms: [Measured]

  public init(commit: String, idioms: [Measured]) {
    self.commit = commit
    self.idioms = idioms
  }

  /// One idiom with its rows, in the order of its architectures, then the order counted.
  public struct Measured: Codable, Equatable, Sendable {
    public var idiom: Idiom
    public var rows: [Row]

    public init(idiom: Idiom, rows: [Row]) {
      self.idiom = idiom
      self.rows = rows
    }
  }

  /// One architecture's step at one size, both ways.
  public struct Row: Codable, Equatable, Sendable {
    public var subject: String
    public var subjectName: String
    public var step: String
    public var stepNumber: Int
    public var events: Int
    public var committed: Figures
    public var other: Figures

    public init(
      subject: String, subjectName: String, step: String, stepNumber: Int, events: Int, committed: Figures,
      other: Figures
    ) {
      self.subject = subject
      self.subjectName = subjectName
      self.step = step
      self.stepNumber = stepNumber
      self.events = events
      self.committed = committed
      self.other = other
    }
  }

  /// One side of a row.
  public struct Figures: Codable, Equatable, Sendable {
    /// Instructions per dispatch, counted by callgrind (`archbench latency --instructions`).
    public var instructions: Int
    /// ``instructions`` over the same count of the reference on the subject's toolkit.
    public var ratioToReference: Double?
    /// Allocations per dispatch (the median of a short timed run); `nil` when not counted.
    public var allocations: Int?
    /// Views brought up to date per event (SwiftUI-style: bodies evaluated; UIKit-style: views
    /// marked for display), the median of the same timed run; `nil` when not counted.
    public var bodies: Int?

    public init(instructions: Int, ratioToReference: Double?, allocations: Int?, bodies: Int?) {
      self.instructions = instructions
      self.ratioToReference = ratioToReference
      self.allocations = allocations
      self.bodies = bodies
    }
  }
}
