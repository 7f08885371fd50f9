import Testing

@testable import Rules

/// MVVM (UIKit)'s rules of issue 40: views import no model module; view models start no task in a method.
@Suite("MVVM (UIKit) rules")
struct MVVMUIKitRuleTests {
  @Test("a view or view controller importing the backend module is found at its import")
  func viewImportsTheModelModule() {
    assertViolations(
      "mvvm-uikit",
      [
        "Report/ReportViewController.swift": """
        import HeadlessUIKit
        import OpenCombine
        1️⃣import ServiceKit

        final class ReportViewController: ViewController {}
        """,
        "Tasks/EventCell.swift":
          "import HeadlessUIKit\n2️⃣import ServiceKit\n\nfinal class EventCell: TableViewCell {}\n",
        "Tasks/EventListViewModel.swift":
          "import OpenCombine\nimport ServiceKit\n\nfinal class EventListViewModel {}\n",
        "App/App.swift": "import HeadlessUIKit\nimport ServiceKit\n\nenum App {}\n",
      ],
      [
        ExpectedViolation(
          "1️⃣", "mvvm-uikit.view-no-model-module",
          "the file of ReportViewController (ViewController) imports ServiceKit"),
        ExpectedViolation("2️⃣", "mvvm-uikit.view-no-model-module", "the file of EventCell (View) imports ServiceKit"),
      ])
  }

  @Test("a Task made in a view model's method is found; one in init, Task.sleep and other types' are not")
  func taskInAViewModelMethod() {
    assertViolations(
      "mvvm-uikit",
      [
        "Tasks/EventListViewModel.swift": """
        final class EventListViewModel {
          init(backend: any Backend) {
            let updates = Task { for await change in backend.liveChanges() { print(change) } }
            cancellables.insert(AnyCancellable(updates.cancel))
          }

          func load() {
            1️⃣Task { events = try await backend.events() }
          }

          private func send() {
            let task = 2️⃣Task(priority: .high) { try await backend.submit(report) }
            3️⃣Task.detached { await task.value }
          }

          func wait() async throws {
            try await Task.sleep(for: .seconds(1))
            await Task.yield()
            if Task.isCancelled { return }
          }
        }
        """,
        "Tasks/EventListViewController.swift": """
        final class EventListViewController: ViewController {
          func refresh() { Task { await viewModel.refresh() } }
        }
        """,
      ],
      [
        ExpectedViolation("1️⃣", "mvvm-uikit.view-model-no-task", "EventListViewModel (ViewModel) starts a Task in load"),
        ExpectedViolation("2️⃣", "mvvm-uikit.view-model-no-task", "EventListViewModel (ViewModel) starts a Task in send"),
        ExpectedViolation("3️⃣", "mvvm-uikit.view-model-no-task", "EventListViewModel (ViewModel) starts a Task in send"),
      ])
  }

  @Test("a Task made in a closure in init, a Task kept nowhere and Task<…>.detached are found")
  func taskInAClosureInInit() {
    assertViolations(
      "mvvm-uikit",
      [
        "Tasks/EventListViewModel.swift": """
        final class EventListViewModel {
          private var refresh: Task<Void, Never>?

          init(backend: any Backend) {
            loadRequested.sink { _ in 1️⃣Task { self.events = try await backend.events() } }.store(in: &cancellables)
            2️⃣Task { await backend.warmUp() }
            refresh = Task<Void, Never>.detached { await backend.refresh() }
          }

          func reload() {
            3️⃣Task<Void, Never>.detached { await backend.refresh() }
          }
        }
        """
      ],
      [
        ExpectedViolation(
          "1️⃣", "mvvm-uikit.view-model-no-task", "EventListViewModel (ViewModel) starts a Task in a closure in init"),
        ExpectedViolation("2️⃣", "mvvm-uikit.view-model-no-task", "EventListViewModel (ViewModel) starts a Task in init"),
        ExpectedViolation(
          "3️⃣", "mvvm-uikit.view-model-no-task", "EventListViewModel (ViewModel) starts a Task in reload"),
      ])
  }

  @Test("a Task made directly in init and kept, as a local held as a cancellable or in a property, is not found")
  func taskKeptByInit() {
    assertViolations(
      "mvvm-uikit",
      [
        "Tasks/EventListViewModel.swift": """
        final class EventListViewModel {
          private var refresh: Task<Void, Never>?
          private let warmUp = Task<Void, Never> {}

          init(backend: any Backend) {
            let changes = backend.liveChanges()
            let liveUpdates = Task { [weak self] in
              for await change in changes { self?.apply(change) }
            }
            AnyCancellable(liveUpdates.cancel).store(in: &cancellables)
            self.refresh = Task<Void, Never>.detached { await backend.refresh() }
          }
        }
        """
      ],
      [])
  }

  @Test("the rules are MVVM (UIKit)'s only")
  func catalog() {
    for id in ["mvvm-uikit.view-no-model-module", "mvvm-uikit.view-model-no-task"] {
      #expect(RuleCatalog.architectures(checking: id) == ["mvvm-uikit"])
    }
  }
}
