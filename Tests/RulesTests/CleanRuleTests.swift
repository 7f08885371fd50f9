import Testing

@testable import Rules

/// Clean's rules beyond the dependency rule: a domain bound to no actor, use cases behind their
/// input ports, flows that navigate, and view models free of the UI platform.
@Suite("Clean's rules")
struct CleanRuleTests {
  @Test("the main actor named anywhere in Domain is found; Presentation and Data may name it")
  func domainNotMainActor() {
    assertViolations(
      "clean",
      [
        "Domain/Repositories/AuthRepository.swift": """
        @1️⃣MainActor
        public protocol AuthRepository {
          func logOut() async throws
        }
        """,
        "Domain/UseCases/LogOutUseCase.swift": """
        public struct LogOutUseCase {
          let repository: any AuthRepository
          public func execute() async {
            await 2️⃣MainActor.run { print("logging out") }
          }
        }
        """,
        "Data/BackendAuthRepository.swift": "@MainActor\nfinal class BackendAuthRepository {}",
        "Presentation/LoginViewModel.swift": "@MainActor\nfinal class LoginViewModel {}",
      ],
      [
        .init("1️⃣", "clean.domain-not-main-actor", "AuthRepository (Repository) is tied to the main actor"),
        .init("2️⃣", "clean.domain-not-main-actor", "LogOutUseCase (UseCase) is tied to the main actor"),
      ])
  }

  @Test("a concrete use case held or made in Presentation is found; a protocol, or one made in App, is not")
  func useCaseBehindProtocol() {
    assertViolations(
      "clean",
      [
        "Domain/UseCases/LoadEventsUseCase.swift": """
        public protocol LoadEventsUseCase: Sendable {}
        public struct DefaultLoadEventsUseCase: LoadEventsUseCase {}
        public struct FilterEventsUseCase {}
        """,
        "Presentation/TasksViewModel.swift": """
        final class TasksViewModel {
          private let loadEventsUseCase: any LoadEventsUseCase
          private let 1️⃣filterEventsUseCase: FilterEventsUseCase?
          private let 2️⃣defaultLoad: DefaultLoadEventsUseCase
          init() {
            loadEventsUseCase = 3️⃣DefaultLoadEventsUseCase()
            filterEventsUseCase = nil
            defaultLoad = 4️⃣DefaultLoadEventsUseCase()
          }
        }
        """,
        "App/AppDIContainer.swift": """
        final class AppDIContainer {
          func makeLoad() -> any LoadEventsUseCase { DefaultLoadEventsUseCase() }
        }
        """,
      ],
      [
        .init(
          "1️⃣", "clean.use-case-behind-protocol",
          "TasksViewModel (ViewModel) holds the use case FilterEventsUseCase, a struct, not a protocol"),
        .init(
          "2️⃣", "clean.use-case-behind-protocol",
          "TasksViewModel (ViewModel) holds the use case DefaultLoadEventsUseCase, a struct, not a protocol"),
        .init(
          "3️⃣", "clean.use-case-behind-protocol",
          "TasksViewModel (ViewModel) makes the use case DefaultLoadEventsUseCase"),
        .init(
          "4️⃣", "clean.use-case-behind-protocol",
          "TasksViewModel (ViewModel) makes the use case DefaultLoadEventsUseCase"),
      ])
  }

  @Test("a view that links, presents, dismisses or holds a factory is found; a flow's view hosting its stack is not")
  func viewsDoNotNavigate() {
    assertViolations(
      "clean",
      [
        "Presentation/Tasks/TasksView.swift": """
        struct TasksView: View {
          let 1️⃣factory: any ViewModelFactory
          var body: some View {
            2️⃣NavigationLink("Event", value: 1)
          }
        }
        """,
        "Presentation/Report/ReportView.swift": """
        struct ReportView: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
            Button("Close") { 3️⃣dismiss() }
            Button("Cancel") { self.4️⃣dismiss() }
          }
        }
        """,
        "Presentation/EventDetail/EventDetailView.swift": """
        struct EventDetailView: View {
          @State private var customer: CustomerViewModel?
          @State private var report: ReportViewModel?
          var body: some View {
            List { Text("Detail") }
              .5️⃣navigationDestination(item: $customer) { CustomerView(viewModel: $0) }
              .6️⃣sheet(item: $report) { ReportView(viewModel: $0) }
          }
        }
        """,
        "Presentation/Flows/TasksFlowView.swift": """
        struct TasksFlowView: View {
          @Bindable var coordinator: TasksFlowCoordinator
          var body: some View {
            NavigationStack(path: $coordinator.path) {
              NavigationLink("First", value: TasksRoute.first)
                .navigationDestination(for: TasksRoute.self) { route in Text("\\(route)") }
            }
            .sheet(item: $coordinator.reportForm) { ReportView(viewModel: $0) }
          }
        }
        """,
        "Presentation/Flows/TasksFlowCoordinator.swift": """
        final class TasksFlowCoordinator {
          var path: [Int] = []
          func close() { dismiss() }
        }
        """,
      ],
      [
        .init(
          "1️⃣", "clean.views-do-not-navigate", "TasksView (View) holds ViewModelFactory, making the screens it shows"),
        .init("2️⃣", "clean.views-do-not-navigate", "TasksView (View) pushes a screen with NavigationLink"),
        .init("3️⃣", "clean.views-do-not-navigate", "ReportView (View) dismisses itself"),
        .init("4️⃣", "clean.views-do-not-navigate", "ReportView (View) dismisses itself"),
        .init(
          "5️⃣", "clean.views-do-not-navigate", "EventDetailView (View) shows a screen with navigationDestination(…)"),
        .init("6️⃣", "clean.views-do-not-navigate", "EventDetailView (View) shows a screen with sheet(…)"),
      ])
  }

  @Test("a view that makes a screen's view model, which its flow's factory makes, is found; a row's is not")
  func viewsMakeNoScreenViewModels() {
    assertViolations(
      "clean",
      [
        "Presentation/Flows/TasksFlowCoordinator.swift": """
        protocol TasksFlowCoordinatorDependencies {
          func makeCustomerViewModel(customerID: Customer.ID) -> CustomerViewModel
        }

        final class TasksFlowCoordinator {}
        """,
        "Presentation/EventDetail/EventDetailView.swift": """
        struct EventDetailView: View {
          let viewModel: EventDetailViewModel
          var body: some View {
            CustomerView(viewModel: 1️⃣CustomerViewModel(customerID: viewModel.customerID))
          }
        }
        """,
        "Presentation/Tasks/TasksView.swift": """
        struct TasksView: View {
          let viewModel: TasksViewModel
          var body: some View {
            ForEach(viewModel.rows) { EventRowView(viewModel: EventRowViewModel($0)) }
          }
        }
        """,
      ],
      [
        .init(
          "1️⃣", "mvvmc.views-make-no-view-models", "EventDetailView (View) makes the view model CustomerViewModel")
      ])
  }

  @Test("a view model of Presentation that imports the UI platform is found, as in MVVM")
  func viewModelNoView() {
    assertViolations(
      "clean",
      [
        "Presentation/Login/LoginViewModel.swift": "1️⃣import HeadlessSwiftUI\n\nfinal class LoginViewModel {}",
        "Presentation/Account/AccountViewModel.swift": "import Observation\n\nfinal class AccountViewModel {}",
      ],
      [
        .init(
          "1️⃣", "mvvm.view-model-no-view", "the file of LoginViewModel (ViewModel) imports HeadlessSwiftUI")
      ])
  }

  @Test("Clean checks its own rules, MVVM's, and MVVM-C's on who makes view models")
  func catalog() {
    #expect(
      RuleCatalog.rules(for: "clean").map(\.id) == [
        "clean.domain-imports-nothing-outer", "clean.data-no-presentation", "clean.domain-not-main-actor",
        "clean.use-case-behind-protocol", "clean.views-do-not-navigate", "mvvm.view-model-no-view",
        "mvvmc.views-make-no-view-models",
      ])
  }
}
