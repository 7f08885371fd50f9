import CombineExtras
import Foundation
import OpenCombine
import ServiceKit
import SpecRules

/// The technician's events, searched and filtered, kept current with the server's live changes.
@MainActor
final class EventListViewModel {
  // MARK: Inputs

  let searchText = CurrentValueSubject<String, Never>("")
  let isOpenOnly = CurrentValueSubject<Bool, Never>(false)
  /// Loads with the spinner shown: when the screen loads, and on Retry.
  let loadRequested = PassthroughSubject<Void, Never>()
  /// Loads again while the rows stay shown.
  let refreshPulled = PassthroughSubject<Void, Never>()
  /// The index of the row the technician selected.
  let rowSelected = PassthroughSubject<Int, Never>()

  // MARK: Outputs

  /// The rows of the events that match the search text and the open-only switch.
  @Published private(set) var rows: LoadState<[EventRow]> = .loading
  /// What the list says when no event matches.
  @Published private(set) var emptyStateText: String?
  @Published private(set) var isRefreshing = false

  /// The detail of the event in each row selected, for the view controller to push.
  var detailOpened: AnyPublisher<EventDetailViewModel, Never> {
    rowSelected
      .compactMap { [weak self] row in
        guard let self, let rows = rows.value, rows.indices.contains(row) else { return nil }
        return detailViewModel(for: rows[row].id)
      }
      .eraseToAnyPublisher()
  }

  /// All the events, earliest first.
  private let events = CurrentValueSubject<LoadState<[ServiceEvent]>, Never>(.loading)
  private let backend: any Backend
  private var cancellables: Set<AnyCancellable> = []

  /// Applies the server's live changes for as long as the view model lives, which is as long as its screen.
  init(backend: any Backend) {
    self.backend = backend
    searchText.combineLatest(isOpenOnly).combineLatest(events)
      .map { filter, events in
        events.map { Self.rows(of: $0, matching: filter.0, openOnly: filter.1) }
      }
      .assign(to: &$rows)
    $rows.map { $0.value?.isEmpty == true ? "No events found." : nil }.removeDuplicates().assign(to: &$emptyStateText)
    // A load shows the spinner until its answer, a pull keeps the rows; the latest request's answer is the one shown.
    let answers = loadRequested.map { true }.merge(with: refreshPulled.map { false })
      .map { showsSpinner in
        Future { try await backend.events() }
          .map { LoadState.loaded($0.sorted(by: isListedBefore)) }
          .replaceError(with: .failed(message: "Could not load events."))
          .prepend(showsSpinner ? [.loading] : [])
      }
      .switchToLatest()
      .share()
    answers.sink { [events] in events.send($0) }.store(in: &cancellables)
    refreshPulled.map { true }.merge(with: answers.map { _ in false }).removeDuplicates().assign(to: &$isRefreshing)
    let changes = backend.liveChanges()
    let liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
    AnyCancellable(liveUpdates.cancel).store(in: &cancellables)
  }

  /// The detail of an event, which tells this list when a report changes the event.
  private func detailViewModel(for eventID: ServiceEvent.ID) -> EventDetailViewModel {
    EventDetailViewModel(eventID: eventID, backend: backend) { [weak self] event in
      self?.apply(.updated(event))
    }
  }

  /// Keeps the events sorted. Before the events have loaded a change is dropped: the load brings the server's state.
  private func apply(_ change: LiveChange) {
    guard var loaded = events.value.value else { return }
    switch change {
    case .added(let event), .updated(let event):
      loaded.place(event)
    case .removed(let id):
      loaded.removeAll { $0.id == id }
    }
    events.send(.loaded(loaded))
  }

  private static func rows(of events: [ServiceEvent], matching searchText: String, openOnly: Bool) -> [EventRow] {
    events.filter(EventSearch(text: searchText, openOnly: openOnly).keeps).map(EventRow.init(event:))
  }
}
