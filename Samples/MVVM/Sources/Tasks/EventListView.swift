import HeadlessSwiftUI
import ServiceKit

/// The Tasks tab: the searchable list of events, which pushes an event's detail.
struct EventListView: View {
  @State private var viewModel: EventListViewModel

  init(viewModel: EventListViewModel) {
    _viewModel = State(initialValue: viewModel)
  }

  var body: some View {
    VStack {
      Toggle("Open only", isOn: $viewModel.isOpenOnly)
        .accessibilityIdentifier("openOnly")
      LoadStateView(state: viewModel.rows, retry: viewModel.load) { rows in
        List(rows) { row in
          NavigationLink(value: row.event) {
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
    .navigationDestination(for: ServiceEvent.self) { event in
      EventDetailView(viewModel: viewModel.detailViewModel(for: event.id))
    }
    .task { await viewModel.load() }
    .task { await viewModel.observeLiveChanges() }
  }
}
