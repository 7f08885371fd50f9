import HeadlessSwiftUI

/// The Tasks list: search, the open-only toggle, and a row per visible event.
struct TasksView: View {
  @Environment(Store.self) private var store

  var body: some View {
    let tasks = store.select(\.tasks)
    let reportBeingSent = store.select(\.reportBeingSent).state
    VStack {
      Toggle(
        "Open only",
        isOn: Binding(
          get: { tasks.isOpenOnly },
          set: { store.dispatch(.tasks(.openOnlyChanged($0))) })
      )
      .accessibilityIdentifier("openOnly")
      LoadableView(
        tasks.events, failureMessage: "Could not load events.", retry: { store.dispatch(.tasks(.retryTapped)) }
      ) { _ in
        let events = tasks.state.visibleEvents(whileSending: reportBeingSent)
        List(events) { event in
          Button {
            store.dispatch(.tasks(.eventTapped(event.id)))
          } label: {
            EventRow(event: event)
          }
          .accessibilityIdentifier("event.\(event.id)")
        }
        .accessibilityIdentifier("events")
        .refreshable { store.dispatch(.tasks(.refreshPulled)) }
        .overlay {
          if events.isEmpty {
            Text("No events found.").accessibilityIdentifier("emptyState")
          }
        }
      }
    }
    .searchable(
      text: Binding(
        get: { tasks.searchText },
        set: { store.dispatch(.tasks(.searchTextChanged($0))) })
    )
    .navigationTitle("Tasks")
    .task { store.dispatch(.tasks(.appeared)) }
  }
}
