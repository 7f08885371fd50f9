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

  @Test(
    "each task has learning objectives and a hint per architecture, and a teacher's key beside its solutions",
    arguments: ExerciseCatalog.all)
  func pedagogy(_ exercise: Exercise) throws {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent(exercise.readmePath), encoding: .utf8)
    let sections = Self.sections(of: readme)
    for heading in ["What to build", "Scenarios", "Think about", "Learning objectives", "Hints"] {
      #expect(sections[heading] != nil, "\(exercise.readmePath) has no '## \(heading)'")
    }
    let objectives = Self.bullets(sections["Learning objectives"] ?? "")
    #expect((3...4).contains(objectives.count), "\(exercise.readmePath): \(objectives.count) learning objectives")
    // One hint per architecture, in the registry's order, each naming it in bold first and
    // pointing into its sample.
    let hints = Self.bullets(sections["Hints"] ?? "")
    #expect(
      hints.map { $0.split(separator: "**").dropFirst().first.map(String.init) ?? "" }
        == Architecture.all.map(\.name), "\(exercise.readmePath): the hints do not name every architecture in order")
    for (hint, architecture) in zip(hints, Architecture.all) {
      #expect(hint.contains(architecture.directory + "/"), "\(exercise.readmePath): \(architecture.name)'s hint")
    }
    let key = packageRoot.appendingPathComponent(exercise.keyPath)
    let text = try String(contentsOf: key, encoding: .utf8)
    for architecture in Architecture.all {
      #expect(text.contains("**\(architecture.name)**"), "\(exercise.keyPath) says nothing about \(architecture.name)")
    }
    #expect(!readme.contains("solutions/"), "\(exercise.readmePath) points students at the solutions")
  }

  /// A Markdown list's items, each with its continuation lines joined.
  static func bullets(_ text: String) -> [String] {
    var items: [String] = []
    for line in text.split(separator: "\n") {
      if line.hasPrefix("- ") {
        items.append(String(line))
      } else if line.hasPrefix("  "), !items.isEmpty {
        items[items.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
      }
    }
    return items
  }

  /// A Markdown document's `## ` sections, by heading, each with its text.
  static func sections(of markdown: String) -> [String: String] {
    var sections: [String: String] = [:]
    var heading: String?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        heading = String(line.dropFirst(3))
        sections[heading!] = ""
      } else if let current = heading {
        sections[current, default: ""] += line + "\n"
      }
    }
    return sections
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
