import SampleRegistry

/// A teaching exercise: a change to the app, specified for students in
/// `Exercises/<id>/README.md` (with learning objectives and a hint per architecture), checked
/// by its own scenarios, and solved once per architecture in
/// `Exercises/solutions/<id>/<architecture id>.patch`, with the teacher's key in
/// `Exercises/solutions/<id>/KEY.md`.
///
/// ```swift
/// let exercise = try ExerciseCatalog.exercise("password-rule")
/// let results = await ScenarioRunner.run(exercise, on: Architecture.all)
/// ```
public struct Exercise: Sendable, Identifiable {
  public var id: String
  public var title: String
  /// One sentence: what the student builds.
  public var summary: String
  public var scenarios: [Scenario]

  public init(id: String, title: String, summary: String, scenarios: [Scenario]) {
    self.id = id
    self.title = title
    self.summary = summary
    self.scenarios = scenarios
  }

  /// `Exercises/<id>/README.md`, relative to the package root.
  public var readmePath: String { "Exercises/\(id)/README.md" }

  /// The teacher's discussion key, beside the reference solutions: where each solution puts the
  /// change and why, what to discuss, and common mistakes; relative to the package root.
  public var keyPath: String { "Exercises/solutions/\(id)/KEY.md" }

  /// The reference solution for an architecture, relative to the package root.
  public func solutionPath(for architecture: Architecture) -> String {
    "Exercises/solutions/\(id)/\(architecture.id).patch"
  }
}

/// One behaviour an exercise asks for, checked through the element tree only, like the
/// conformance suite: it never sees a sample's types.
public struct Scenario: Sendable {
  /// `<exercise>.<behaviour>`, e.g. `passwordRule.showsWhileShort`.
  public var name: String
  public var run: @MainActor @Sendable (Architecture) async throws -> Void

  public init(_ name: String, run: @escaping @MainActor @Sendable (Architecture) async throws -> Void) {
    self.name = name
    self.run = run
  }
}
