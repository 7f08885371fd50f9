import Exercises
import Foundation
import SampleRegistry
import Testing

/// `exercise measure` in a students' hand-out, the package without `Exercises/solutions/`: it
/// says at once that there is nothing to measure, rather than taking every committed sample for
/// one of the student's own and building for minutes to measure nothing (issue 44, M7).
@Suite struct HandOutTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test @MainActor func aPackageWithoutSolutionsIsAHandOut() async throws {
    let handout = FileManager.default.temporaryDirectory.appendingPathComponent("handout-\(UUID())")
    try FileManager.default.createDirectory(
      at: handout.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: handout) }
    let measurer = ExerciseMeasurer(packageRoot: handout, exercises: ExerciseCatalog.all) { _ in
      Issue.record("it went on to measure")
    }

    #expect(throws: ExerciseError.noSolutions(handout.path)) { try measurer.checkSolutions() }
    #expect(ExerciseError.noSolutions(handout.path).description.contains("Exercises/solutions/"))
    // Not a git checkout either, which is said first: a hand-out is one (Exercises/README.md).
    await #expect {
      _ = try await measurer.measure()
    } throws: { error in
      guard case .notACheckout? = error as? ExerciseError else { return false }
      return true
    }
  }

  @Test func theTeachersCheckoutHasSolutions() throws {
    try ExerciseMeasurer(packageRoot: Self.packageRoot, exercises: ExerciseCatalog.all) { _ in }.checkSolutions()
  }
}
