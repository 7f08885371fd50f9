import HeadlessSwiftUI

/// The Tasks tab's list: the events under a search field and the open-only switch.
struct TasksView: View {
  @Bindable var viewModel: TasksViewModel

  var body: some View {
    VStack {
      Toggle("Open only", isOn: $viewModel.openOnly).accessibilityIdentifier("openOnly")
      LoadingStateView(viewModel.state, retry: { Task { await viewModel.load() } }) { _ in
        let rows = viewModel.rows
        List(rows) { item in
          Button {
            viewModel.selectEvent(item.id)
          } label: {
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
    .task { await viewModel.start() }
  }
}
