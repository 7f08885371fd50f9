import Foundation
import HeadlessUI
import SampleRegistry
import ServiceKit
import UITestDriver

/// Runs a sample in a terminal: prints its screen with numbered controls and acts on typed commands.
///
/// Commands, one a line:
/// - `3` taps control 3 (a switch flips, a list refreshes);
/// - `3 jnovak` enters `jnovak` into field 3 in one edit, replacing what it held; `3 New part` picks a segment;
/// - `b` goes back, `?` prints this help, `q` quits.
///
/// ```swift
/// let session = DemoSession(architecture: .mvvm, backend: FixtureBackend()) { print($0) }
/// try await session.run(commands: StandardInputLines())
/// ```
@MainActor
public final class DemoSession {
  public nonisolated static let help = """
    Commands: <n> tap or toggle control n · <n> <text> type into field n, or pick option <text> \
    · b back · ? help · q quit
    """

  private let app: AppDriver
  private let architecture: Architecture
  private let write: @MainActor (String) -> Void
  private var targets: [Element] = []

  /// - Parameter logActions: print each action the app dispatches as it happens (architectures with an action log).
  public init(
    architecture: Architecture, backend: FixtureBackend, logActions: Bool = false,
    write: @escaping @MainActor (String) -> Void
  ) {
    var actionLog: Architecture.ActionLog?
    if logActions {
      actionLog = { line in write("· " + line) }
    }
    self.architecture = architecture
    self.app = architecture.launch(on: backend, actionLog: actionLog)
    self.write = write
  }

  /// Shows the app, then runs commands until `q` or the end of input.
  public func run(commands: some Sequence<String>) async throws {
    try await app.waitForIdle()
    showScreen()
    for line in commands {
      let command = line.trimmingCharacters(in: .whitespaces)
      if command == "q" { return }
      do {
        try await perform(command)
      } catch let error as DriverError {
        write("! \(error.description)")
      } catch let error as DemoError {
        write("! \(error.description)")
      }
      showScreen()
    }
  }

  private func showScreen() {
    let (text, targets) = TextRenderer(numbering: true).renderNumbered(app.tree)
    self.targets = targets
    write("─── \(architecture.name) ───")
    write(text)
    write("> ")
  }

  private func perform(_ command: String) async throws {
    switch command {
    case "":
      return
    case "?", "h", "help":
      write(Self.help)
    case "b", "back":
      try await app.goBack()
    default:
      let parts = command.split(separator: " ", maxSplits: 1).map(String.init)
      guard let number = Int(parts[0]), targets.indices.contains(number - 1) else {
        throw DemoError.unknownCommand(command)
      }
      try await act(on: targets[number - 1], argument: parts.count > 1 ? parts[1] : nil)
    }
  }

  private func act(on element: Element, argument: String?) async throws {
    let proxy = app.descendants.matching(element.role).allElements.firstIndex { $0.looksLike(element) }
      .map { app.descendants.matching(element.role).element(boundBy: $0) }
    guard let proxy else { throw DemoError.unknownCommand("the control is gone") }
    switch (element.role, argument) {
    case (.textField, let text?), (.secureField, let text?), (.searchField, let text?):
      // One edit for the whole line, as a paste: typing it key by key costs a copy of the
      // field per keystroke, quadratic in its length (2 MB never finished).
      try await proxy.replaceText(text)
    case (.segmentedControl, let option?):
      try await proxy.select(option)
    case (.segmentedControl, nil):
      throw DemoError.missingArgument("an option: " + element.options.joined(separator: ", "))
    case (.textField, nil), (.secureField, nil), (.searchField, nil):
      throw DemoError.missingArgument("the text to type")
    case (.list, _):
      try await proxy.pullToRefresh()
    default:
      try await proxy.tap()
    }
  }
}

/// A command the demo could not run.
enum DemoError: Error, CustomStringConvertible {
  case unknownCommand(String)
  case missingArgument(String)

  var description: String {
    switch self {
    case .unknownCommand(let command): "Unknown command: \(command). Type ? for help."
    case .missingArgument(let what): "Give \(what) after the number."
    }
  }
}
