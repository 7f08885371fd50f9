import Foundation
import SpecRules

/// What the Tasks interactor hands its presenter.
@MainActor
protocol TasksPresentationLogic {
  func presentFetchEvents(response: Tasks.FetchEvents.Response)
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
        .events(
          events.map { event in
            Tasks.FetchEvents.ViewModel.DisplayedEvent(
              id: event.id, date: DisplayDate.dayAndMonth(event.date), name: event.name,
              address: event.address, customerName: event.customerName,
              status: event.isCompleted ? "Completed" : nil)
          }, emptyMessage: events.isEmpty ? "No events found." : nil)
      case .failure:
        .error("Could not load events.")
      }
    viewController?.displayFetchEvents(viewModel: viewModel)
  }
}
