import Exercises
import Foundation
import Git
import SampleRegistry
import Testing

/// The package root, found from this file: Tests/ExercisesTests/CatalogTests.swift.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Whether the package is a git checkout with a commit, which a source archive is not.
let isCheckout = (try? Repository.open(packageRoot.path).commit("HEAD")) != nil

@Suite("Exercise catalog and solutions")
struct CatalogTests {
  @Test("five exercises, each with a task, scenarios and a solution per architecture")
  func catalog() throws {
    #expect(ExerciseCatalog.all.count >= 5)
    #expect(Set(ExerciseCatalog.all.map(\.id)).count == ExerciseCatalog.all.count)
    for exercise in ExerciseCatalog.all {
      #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(exercise.readmePath).path))
      #expect(exercise.scenarios.count >= 3)
      for architecture in Architecture.all {
        let path = packageRoot.appendingPathComponent(exercise.solutionPath(for: architecture)).path
        #expect(FileManager.default.fileExists(atPath: path), "\(exercise.id): no solution for \(architecture.name)")
      }
    }
  }

  @Test("each solution is a patch that touches only its architecture's folder", arguments: ExerciseCatalog.all)
  func solutionsStayInTheirFolder(_ exercise: Exercise) throws {
    for architecture in Architecture.all {
      let url = packageRoot.appendingPathComponent(exercise.solutionPath(for: architecture))
      let text = try String(contentsOf: url, encoding: .utf8)
      let changes = try Repository.changes(inPatch: text)
      #expect(!changes.isEmpty, "\(exercise.id) for \(architecture.name) changes nothing")
      let outside = changes.filter { !$0.path.hasPrefix(architecture.directory + "/") }
      #expect(outside.isEmpty, "\(exercise.id) for \(architecture.name) touches \(outside.map(\.path))")
    }
  }

  @Test(
    "each solution applies to the committed samples",
    .enabled(if: isCheckout, "not a git checkout (a source archive?): there is no committed tree to apply to"),
    arguments: ExerciseCatalog.all)
  func solutionsApply(_ exercise: Exercise) throws {
    let repository = try Repository.open(packageRoot.path)
    let head = try repository.commit("HEAD")
    for architecture in Architecture.all {
      let url = packageRoot.appendingPathComponent(exercise.solutionPath(for: architecture))
      let text = try String(contentsOf: url, encoding: .utf8)
      #expect(throws: Never.self, "\(exercise.id) for \(architecture.name)") {
        _ = try repository.apply(patch: text, to: head.tree)
      }
    }
  }

  @Test("an unknown exercise or architecture names the known ones")
  func unknown() {
    #expect(throws: ExerciseError.unknownExercise("nope", known: ExerciseCatalog.all.map(\.id))) {
      try ExerciseCatalog.exercise("nope")
    }
    let error = ExerciseError.unknownExercise("nope", known: ["a", "b"])
    #expect(error.description == "unknown exercise 'nope'; the exercises are a, b")
  }
}
