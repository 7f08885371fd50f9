import HeadlessSwiftUI

/// The Tasks tab's root: the searchable list of events, whose rows ask to open an event's detail.
struct EventListView: View {
  @Bindable var viewModel: EventListViewModel

  var body: some View {
    VStack {
      Toggle("Open only", isOn: $viewModel.isOpenOnly)
        .accessibilityIdentifier("openOnly")
      LoadStateView(state: viewModel.rows, retry: viewModel.load) { rows in
        List(rows) { row in
          Button {
            viewModel.select(row)
          } label: {
            EventRowView(row: row)
          }
          .accessibilityIdentifier("event.\(row.id)")
        }
        .accessibilityIdentifier("events")
        .refreshable { await viewModel.load() }
        .overlay {
          if rows.isEmpty {
            Text("No events found.").accessibilityIdentifier("emptyState")
          }
        }
      }
    }
    .navigationTitle("Tasks")
    .searchable(text: $viewModel.searchText)
    .task { await viewModel.load() }
    .task { await viewModel.observeLiveChanges() }
  }
}
