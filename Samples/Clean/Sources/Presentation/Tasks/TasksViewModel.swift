import CleanDomain
import Observation
import SpecRules

/// What the events list asks its flow to do.
public struct TasksViewModelActions {
  /// Shows an event's detail; the flow calls `didUpdate` with the event as a report sent there left it.
  let showEventDetails: (_ id: Event.ID, _ didUpdate: @escaping (Event) -> Void) -> Void
}

/// The events list's state: loads the events, keeps them current with changes, and filters them for display.
@MainActor
@Observable
public final class TasksViewModel {
  var searchText = ""
  var openOnly = false
  /// All the technician's events in schedule order, once loaded.
  private(set) var state: LoadingState<[Event]> = .loading
  @ObservationIgnored private var observation: Task<Void, Never>?
  private let loadEventsUseCase: any LoadEventsUseCase
  private let filterEventsUseCase: any FilterEventsUseCase
  private let observeEventChangesUseCase: any ObserveEventChangesUseCase
  private let actions: TasksViewModelActions

  public init(
    loadEventsUseCase: any LoadEventsUseCase, filterEventsUseCase: any FilterEventsUseCase,
    observeEventChangesUseCase: any ObserveEventChangesUseCase, actions: TasksViewModelActions
  ) {
    self.loadEventsUseCase = loadEventsUseCase
    self.filterEventsUseCase = filterEventsUseCase
    self.observeEventChangesUseCase = observeEventChangesUseCase
    self.actions = actions
  }

  isolated deinit {
    observation?.cancel()
  }

  /// The rows of the events that match the search and the open-only switch.
  var rows: [EventRowItem] {
    guard case .loaded(let events) = state else { return [] }
    return filterEventsUseCase.execute(events, searchText: searchText, openOnly: openOnly).map { event in
      EventRowItem(
        id: event.id, date: DisplayDate.dayAndMonth(event.date), name: event.name, address: event.address,
        customerName: event.customerName, status: event.isCompleted ? "Completed" : nil)
    }
  }

  /// Loads the events the first time the list is shown, and from then on follows their changes.
  ///
  /// The list is shown again after every tab switch; the changes it followed meanwhile keep it current.
  func start() async {
    guard observation == nil else { return }
    let changes = await observeEventChangesUseCase.execute()
    observation = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
    await load()
  }

  /// Loads the events afresh, showing the spinner meanwhile.
  func load() async {
    state = .loading
    await refresh()
  }

  /// Loads the events afresh while the list stays on screen, as pull to refresh does.
  func refresh() async {
    do {
      state = .loaded(try await loadEventsUseCase.execute())
    } catch {
      state = .failed("Could not load events.")
    }
  }

  /// Opens the event's detail; a report sent from there updates the event here.
  func selectEvent(_ id: Event.ID) {
    actions.showEventDetails(id) { [weak self] event in
      self?.apply(.updated(event))
    }
  }

  /// Applies a change made elsewhere to the loaded events; before they are loaded, loading will bring it.
  func apply(_ change: EventChange) {
    guard case .loaded(var events) = state else { return }
    change.apply(to: &events)
    state = .loaded(events)
  }
}
