import ServiceKit
import SpecRules

/// Keeps the events sorted and current: loaded, changed live, or completed by a report.
func tasksReducer(_ state: inout TasksState, _ action: AppAction) {
  switch action {
  case .tasks(.appeared) where state.events == .notLoaded:
    state.events = .loading
  case .tasks(.retryTapped):
    state.events = .loading
  case .tasks(.searchTextChanged(let text)):
    state.searchText = text
  case .tasks(.openOnlyChanged(let isOpenOnly)):
    state.isOpenOnly = isOpenOnly
  case .tasks(.eventsLoaded(let events)):
    state.events = .loaded(events.sorted(by: isListedBefore))
  case .tasks(.eventsFailedToLoad):
    state.events = .failed
  case .tasks(.liveChangeReceived(let change)):
    state.events.apply(change)
  case .report(.sent(let event)):
    state.events.apply(.updated(event))
  default:
    break
  }
}

extension Loadable<[ServiceEvent]> {
  /// Applies a change to loaded events, keeping them sorted; events not loaded yet will come in current.
  fileprivate mutating func apply(_ change: LiveChange) {
    guard case .loaded(var events) = self else { return }
    switch change {
    case .added(let event), .updated(let event):
      events.place(event)
    case .removed(let id):
      events.removeAll { $0.id == id }
    }
    self = .loaded(events)
  }
}
