import Testing

@testable import Rules

/// MVVM-C's rules on who makes what: coordinators make and keep the view models, views make the
/// views, and neither does the other's part.
@Suite("MVVM-C: coordinators make view models, views make views")
struct MVVMCRuleTests {
  @Test("a view that makes a screen's view model, by its initializer or a factory, is found at the call")
  func viewsMakeNoViewModels() {
    assertViolations(
      "mvvmc",
      [
        "Coordinators/AppCoordinator.swift": """
        import Observation

        @Observable final class AppCoordinator {
          private(set) var login: LoginViewModel?
          private(set) var main: MainCoordinator?
        }

        @Observable final class MainCoordinator {
          let account: AccountViewModel
        }
        """,
        "Coordinators/AppCoordinatorView.swift": """
        import HeadlessSwiftUI

        struct AppCoordinatorView: View {
          let coordinator: AppCoordinator

          var body: some View {
            if let main = coordinator.main {
              AccountView(viewModel: 1️⃣AccountViewModel(user: main.user))
            } else {
              LoginView(viewModel: coordinator.2️⃣makeLoginViewModel())
            }
          }
        }
        """,
        "Login/LoginView.swift": """
        import HeadlessSwiftUI

        struct LoginView: View {
          @State private var viewModel = 3️⃣LoginViewModel()

          var body: some View { Text(viewModel.username) }
        }
        """,
      ],
      [
        ExpectedViolation(
          "1️⃣", "mvvmc.views-make-no-view-models",
          "AppCoordinatorView (View) makes the view model AccountViewModel"),
        ExpectedViolation(
          "2️⃣", "mvvmc.views-make-no-view-models",
          "AppCoordinatorView (View) makes a view model with makeLoginViewModel()"),
        ExpectedViolation(
          "3️⃣", "mvvmc.views-make-no-view-models", "LoginView (View) makes the view model LoginViewModel"),
      ])
  }

  @Test("a list view that makes a view model per row, which no coordinator names, breaks nothing")
  func rowViewModels() {
    assertViolations(
      "mvvmc",
      [
        "Coordinators/TasksCoordinator.swift": """
        import Observation

        @Observable final class TasksCoordinator {
          let eventList: EventListViewModel
        }
        """,
        "Tasks/EventListView.swift": """
        import HeadlessSwiftUI

        struct EventListView: View {
          let viewModel: EventListViewModel

          var body: some View {
            ForEach(viewModel.events) { EventRowView(viewModel: EventRowViewModel($0)) }
          }
        }
        """,
      ], [])
  }

  @Test("a view shown a view model that its coordinator keeps, and a coordinator making it, break nothing")
  func coordinatorsMakeViewModels() {
    assertViolations(
      "mvvmc",
      [
        "Coordinators/AppCoordinator.swift": """
        import Observation

        @Observable final class AppCoordinator {
          private(set) var login: LoginViewModel?

          init() { login = LoginViewModel() }
        }
        """,
        "Coordinators/AppCoordinatorView.swift": """
        import HeadlessSwiftUI

        struct AppCoordinatorView: View {
          let coordinator: AppCoordinator

          var body: some View {
            if let login = coordinator.login {
              LoginView(viewModel: login)
            }
          }
        }
        """,
      ], [])
  }

  @Test("a coordinator that builds a screen's view, or imports the UI platform to, is found there")
  func coordinatorsMakeNoViews() {
    assertViolations(
      "mvvmc",
      [
        "Coordinators/TasksCoordinator.swift": """
        1️⃣import HeadlessSwiftUI
        import Observation

        @Observable final class TasksCoordinator {
          var path: [TasksRoute] = []

          @ViewBuilder
          func view(for route: TasksRoute) -> some 2️⃣View {
            switch route {
            case .eventDetail(let id): 3️⃣EventDetailView(viewModel: EventDetailViewModel(eventID: id))
            }
          }
        }
        """
      ],
      [
        ExpectedViolation(
          "1️⃣", "mvvmc.coordinators-make-no-views", "the file of TasksCoordinator (Coordinator) imports HeadlessSwiftUI"),
        ExpectedViolation("2️⃣", "mvvmc.coordinators-make-no-views", "TasksCoordinator (Coordinator) references View"),
        ExpectedViolation(
          "3️⃣", "mvvmc.coordinators-make-no-views", "TasksCoordinator (Coordinator) references EventDetailView"),
      ])
  }

  @Test("a coordinator view builds the screens of its coordinator's state")
  func coordinatorViewsMakeViews() {
    assertViolations(
      "mvvmc",
      [
        "Coordinators/TasksCoordinatorView.swift": """
        import HeadlessSwiftUI

        struct TasksCoordinatorView: View {
          @Bindable var coordinator: TasksCoordinator

          var body: some View {
            NavigationStack(path: $coordinator.path) {
              EventListView(viewModel: coordinator.eventList)
                .navigationDestination(for: TasksRoute.self) { route in
                  if let detail = coordinator.eventDetails[route.id] { EventDetailView(viewModel: detail) }
                }
            }
          }
        }
        """
      ], [])
  }

  @Test("the rules check MVVM-C (and Clean, whose flows make view models) only: MVVM's views make their view models")
  func mvvmcOnly() {
    #expect(RuleCatalog.architectures(checking: "mvvmc.coordinators-make-no-views") == ["mvvmc"])
    #expect(RuleCatalog.architectures(checking: "mvvmc.views-make-no-view-models") == ["mvvmc", "clean"])
    assertViolations(
      "mvvm",
      [
        "Login/LoginView.swift": """
        struct LoginView: View {
          @State private var viewModel = LoginViewModel()

          var body: some View { Text(viewModel.username) }
        }
        """
      ], [])
  }
}
