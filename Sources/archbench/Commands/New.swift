import ArgumentParser
import Foundation
import SampleRegistry
import Scaffold

/// `archbench new`: starts a new implementation of Samples/SPEC.md in an architecture of one's own.
struct NewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Start a new sample: Samples/<Name>/, registered with the package and the registry.",
    discussion: """
      Writes Samples/<Name>/ (Sources/, Tests/ with one test, README.md with the sections every sample's README has) \
      and Sources/SampleRegistry/Architecture+<Name>.swift, and appends the sample to Package.swift's \
      singleModuleSamples and to Architecture.all. Without --like the sample shows SPEC.md's login form and nothing \
      else; with --like it starts as a copy of that sample under the new module's name. Every report, demo and the \
      conformance suite read the registry, so the sample is in them after the next build. Nothing is written when any \
      check fails. One run at a time edits a package (a second is refused); a run that was killed is finished or \
      undone by the next. See Docs/new-architecture.md. Exit status: \(exit: .success) success, \(exit: .failure) \
      error, \(exit: .nameTaken) the name is taken or another new is editing the package, \(exit: .badArgument) bad \
      argument.
      """
  )

  @Argument(
    help:
      "The sample's name: a Swift type name of at most 100 characters, e.g. Hexagonal. Its id is the name in lower case."
  )
  var name: String

  @Option(help: "The UI toolkit: uikit or swiftui. Optional with --like, which takes the sample's own.")
  var toolkit: ToolkitArgument?

  @Option(help: "Start from a copy of this registered sample (an id or a name, e.g. mvvm), not a skeleton.")
  var like: String?

  @Option(help: "The package to add the sample to.")
  var packagePath = "."

  func validate() throws {
    if let like, Architecture.named(like) == nil {
      throw ValidationError(
        "Unknown architecture '\(like)'. Known: \(Architecture.all.map(\.id).joined(separator: ", ")).")
    }
  }

  func run() throws {
    let root = URL(fileURLWithPath: packagePath).standardizedFileURL
    let sibling = like.flatMap(Architecture.named).map {
      Scaffolder.Sibling(id: $0.id, directory: $0.directory, modules: $0.modules)
    }
    let scaffolder = Scaffolder(packageRoot: root)
    let outcome = try scaffolder.add(name: name, toolkit: toolkit?.toolkit, like: sibling)
    if let interrupted = outcome.interrupted {
      print(
        interrupted.finished
          ? "finished the archbench new \(interrupted.name) that was interrupted"
          : "removed what an interrupted archbench new \(interrupted.name) had begun (it had changed nothing)")
    }
    for path in outcome.created { print("created \(path)") }
    for path in outcome.edited { print("edited  \(path)") }
    print(
      """

      Next: swift run archbench demo --arch \(outcome.name.id)          (the app, in the terminal)
            swift run archbench conformance --arch \(outcome.name.id)   (SPEC.md's scenarios, passed and failed)
      """)
  }
}

extension NewCommand {
  /// `--toolkit`'s words, one per `Toolkit`.
  enum ToolkitArgument: String, ExpressibleByArgument, CaseIterable {
    case uikit, swiftui

    var toolkit: Toolkit {
      switch self {
      case .uikit: .uikit
      case .swiftui: .swiftui
      }
    }
  }
}
