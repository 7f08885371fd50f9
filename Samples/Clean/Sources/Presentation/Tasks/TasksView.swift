import HeadlessSwiftUI

/// The Tasks tab: the events under a search field and the open-only switch, and the screens pushed from them.
struct TasksView: View {
  @State private var viewModel: TasksViewModel
  private let factory: any ViewModelFactory

  init(viewModel: TasksViewModel, factory: any ViewModelFactory) {
    _viewModel = State(initialValue: viewModel)
    self.factory = factory
  }

  var body: some View {
    NavigationStack {
      VStack {
        Toggle("Open only", isOn: $viewModel.openOnly).accessibilityIdentifier("openOnly")
        LoadingStateView(viewModel.state, retry: { Task { await viewModel.load() } }) { _ in
          let rows = viewModel.rows
          List(rows) { item in
            NavigationLink(value: TasksRoute.event(item.id)) {
              EventRowView(item: item)
            }
            .accessibilityIdentifier("event.\(item.id)")
          }
          .accessibilityIdentifier("events")
          .overlay {
            if rows.isEmpty {
              Text("No events found.").accessibilityIdentifier("emptyState")
            }
          }
          .refreshable { await viewModel.refresh() }
        }
      }
      .searchable(text: $viewModel.searchText, prompt: "Search")
      .navigationTitle("Tasks")
      .navigationDestination(for: TasksRoute.self) { route in
        switch route {
        case .event(let id):
          EventDetailView(
            viewModel: factory.makeEventDetailViewModel(eventID: id) { viewModel.apply(.updated($0)) },
            factory: factory)
        case .customer(let id):
          CustomerView(viewModel: factory.makeCustomerViewModel(customerID: id))
        }
      }
      .task { await viewModel.start() }
    }
  }
}
