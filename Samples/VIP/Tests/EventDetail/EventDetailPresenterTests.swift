import ServiceKit
import Testing

@testable import VIP

@MainActor
struct EventDetailPresenterTests {
  final class DisplaySpy: EventDetailDisplayLogic {
    var viewModels: [EventDetail.FetchEvent.ViewModel] = []
    var updatedViewModels: [EventDetail.ShowUpdatedEvent.ViewModel] = []

    func displayFetchEvent(viewModel: EventDetail.FetchEvent.ViewModel) {
      viewModels.append(viewModel)
    }

    func displayShowUpdatedEvent(viewModel: EventDetail.ShowUpdatedEvent.ViewModel) {
      updatedViewModels.append(viewModel)
    }
  }

  let display = DisplaySpy()
  let presenter = EventDetailPresenter()

  init() {
    presenter.viewController = display
  }

  @Test func theEventIsFormattedWithItsUTCDateStatusAndButtonTitles() throws {
    let event = try #require(Fixture.standard.events.first { $0.id == 1 })

    presenter.presentFetchEvent(response: .event(event))

    guard case .event(let shown) = display.viewModels.last else {
      Issue.record("expected an event, got \(display.viewModels)")
      return
    }
    #expect(shown.title == "Výměna kotle")
    #expect(shown.name == "Výměna kotle")
    #expect(shown.address == "Řípská 12, Praha 3")
    #expect(shown.date == "24.11.2026 08:00")
    #expect(shown.description == event.description)
    #expect(shown.status == "Open")
    #expect(shown.contactTitle == "Contact: \(event.contact.name)")
    #expect(shown.customerTitle == "Customer: Pekárna U Šťastných")
  }

  @Test func aCompletedEventSaysSo() throws {
    let event = try #require(Fixture.standard.events.first { $0.id == 5 })

    presenter.presentFetchEvent(response: .event(event))

    guard case .event(let shown) = display.viewModels.last else {
      Issue.record("expected an event, got \(display.viewModels)")
      return
    }
    #expect(shown.status == "Completed")
  }

  @Test func loadingAndFailureArePassedOn() {
    presenter.presentFetchEvent(response: .loading)
    presenter.presentFetchEvent(response: .failure)

    #expect(display.viewModels == [.loading, .error("Could not load the event.")])
  }

  @Test func anUpdatedEventIsFormattedAsALoadedOne() throws {
    var event = try #require(Fixture.standard.events.first { $0.id == 1 })
    event.report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])

    presenter.presentFetchEvent(response: .event(event))
    presenter.presentShowUpdatedEvent(response: EventDetail.ShowUpdatedEvent.Response(event: event))

    guard case .event(let loaded) = display.viewModels.last else {
      Issue.record("expected an event, got \(display.viewModels)")
      return
    }
    #expect(display.updatedViewModels == [EventDetail.ShowUpdatedEvent.ViewModel(displayedEvent: loaded)])
    #expect(loaded.status == "Completed")
  }
}
