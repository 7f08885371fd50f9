import Foundation
import ServiceKit
import SpecRules

/// What the event detail interactor hands its presenter.
@MainActor
protocol EventDetailPresentationLogic {
  func presentFetchEvent(response: EventDetail.FetchEvent.Response)
  func presentShowUpdatedEvent(response: EventDetail.ShowUpdatedEvent.Response)
}

/// Formats the event for display: dates in UTC, the status, and the buttons' titles.
@MainActor
final class EventDetailPresenter: EventDetailPresentationLogic {
  weak var viewController: EventDetailDisplayLogic?

  func presentFetchEvent(response: EventDetail.FetchEvent.Response) {
    let viewModel: EventDetail.FetchEvent.ViewModel =
      switch response {
      case .loading:
        .loading
      case .event(let event):
        .event(displayedEvent(event))
      case .failure:
        .error("Could not load the event.")
      case .removed:
        .removed("This event has been removed.")
      }
    viewController?.displayFetchEvent(viewModel: viewModel)
  }

  func presentShowUpdatedEvent(response: EventDetail.ShowUpdatedEvent.Response) {
    viewController?.displayShowUpdatedEvent(
      viewModel: EventDetail.ShowUpdatedEvent.ViewModel(displayedEvent: displayedEvent(response.event)))
  }

  private func displayedEvent(_ event: ServiceEvent) -> EventDetail.DisplayedEvent {
    EventDetail.DisplayedEvent(
      title: event.name, name: event.name, address: event.address, date: DisplayDate.dateAndTime(event.date),
      description: event.description, status: event.isCompleted ? "Completed" : "Open",
      contactTitle: "Contact: \(event.contact.name)", customerTitle: "Customer: \(event.customerName)")
  }
}
