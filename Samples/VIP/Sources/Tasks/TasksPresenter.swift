import Foundation
import ServiceKit
import SpecRules

/// What the Tasks interactor hands its presenter.
@MainActor
protocol TasksPresentationLogic {
  func presentFetchEvents(response: Tasks.FetchEvents.Response)
  func presentFilterEvents(response: Tasks.FilterEvents.Response)
  func presentShowUpdatedEvent(response: Tasks.ShowUpdatedEvent.Response)
}

/// Formats the events into rows, and words the empty and error states.
@MainActor
final class TasksPresenter: TasksPresentationLogic {
  weak var viewController: TasksDisplayLogic?

  func presentFetchEvents(response: Tasks.FetchEvents.Response) {
    let viewModel: Tasks.FetchEvents.ViewModel =
      switch response {
      case .loading:
        .loading
      case .events(let events):
        .events(events.map(displayedEvent), emptyMessage: emptyMessage(for: events))
      case .failure:
        .error("Could not load events.")
      }
    viewController?.displayFetchEvents(viewModel: viewModel)
  }

  func presentFilterEvents(response: Tasks.FilterEvents.Response) {
    viewController?.displayFilterEvents(
      viewModel: Tasks.FilterEvents.ViewModel(
        displayedEvents: response.events.map(displayedEvent), emptyMessage: emptyMessage(for: response.events)))
  }

  func presentShowUpdatedEvent(response: Tasks.ShowUpdatedEvent.Response) {
    viewController?.displayShowUpdatedEvent(
      viewModel: Tasks.ShowUpdatedEvent.ViewModel(
        displayedEvents: response.events.map(displayedEvent), emptyMessage: emptyMessage(for: response.events)))
  }

  private func displayedEvent(_ event: ServiceEvent) -> Tasks.DisplayedEvent {
    Tasks.DisplayedEvent(
      id: event.id, date: DisplayDate.dayAndMonth(event.date), name: event.name, address: event.address,
      customerName: event.customerName, status: event.isCompleted ? "Completed" : nil)
  }

  private func emptyMessage(for events: [ServiceEvent]) -> String? {
    events.isEmpty ? "No events found." : nil
  }
}
