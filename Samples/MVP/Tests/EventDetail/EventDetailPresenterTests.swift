import Foundation
import ServiceKit
import Testing

@testable import MVP

@MainActor
struct EventDetailPresenterTests {
  private let view = MockEventDetailView()

  private func makePresenter(eventID: Int, backend: FixtureBackend) -> EventDetailPresenter {
    let presenter = EventDetailPresenter(eventID: eventID, backend: backend)
    presenter.view = view
    return presenter
  }

  private func loadedPresenter(eventID: Int = 1) async throws -> (EventDetailPresenter, FixtureBackend) {
    let backend = try await loggedInBackend()
    let presenter = makePresenter(eventID: eventID, backend: backend)
    presenter.viewDidLoad()
    await presenter.loadTask?.value
    return (presenter, backend)
  }

  @Test func loadsAndFormatsTheEvent() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.event)
    let presenter = makePresenter(eventID: 1, backend: backend)

    presenter.viewDidLoad()
    #expect(view.isLoading)
    backend.release(.event)
    await presenter.loadTask?.value

    #expect(backend.calls.last == .event)
    #expect(
      view.event
        == EventDetailViewData(
          title: "Výměna kotle", name: "Výměna kotle", address: "Řípská 12, Praha 3", date: "24.11.2026 08:00",
          description: try #require(backend.storedEvent(id: 1)).description, status: "Open",
          contact: "Contact: Marie Šťastná", customer: "Customer: Pekárna U Šťastných"))
  }

  @Test func aCompletedEventShowsCompleted() async throws {
    _ = try await loadedPresenter(eventID: 5)

    #expect(view.event?.status == "Completed")
  }

  @Test func loadFailureShowsAnErrorAndRetryLoadsAgain() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.event)
    let presenter = makePresenter(eventID: 3, backend: backend)

    presenter.viewDidLoad()
    await presenter.loadTask?.value
    #expect(view.loadingError == "Could not load the event.")
    #expect(view.event == nil)

    presenter.didTapRetry()
    #expect(view.isLoading)
    await presenter.loadTask?.value
    #expect(view.loadingError == nil)
    #expect(view.event?.address == "Údolní 8, Brno")
  }

  @Test func contactCallsTheEventsContact() async throws {
    let (presenter, _) = try await loadedPresenter(eventID: 2)

    presenter.didTapContact()

    #expect(view.openedURLs.map(\.absoluteString) == ["tel:+420603222333"])
  }

  @Test func locationOpensTheEventInMapsNamedByTheEvent() async throws {
    let (presenter, _) = try await loadedPresenter()

    presenter.didTapLocation()

    #expect(view.openedURLs.map(\.absoluteString) == ["maps://?ll=50.0775,14.451&q=V%C3%BDm%C4%9Bna%20kotle"])
  }

  @Test func customerAndReportStatusOpenTheirScreens() async throws {
    let (presenter, backend) = try await loadedPresenter()

    presenter.didTapCustomer()
    presenter.didTapReportStatus()

    #expect(view.shownCustomer == backend.storedEvent(id: 1)?.customerID)
    #expect(view.shownReportForm == 1)
  }

  @Test func buttonsDoNothingBeforeTheEventHasLoaded() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.event)
    let presenter = makePresenter(eventID: 1, backend: backend)
    presenter.viewDidLoad()
    await presenter.loadTask?.value

    presenter.didTapContact()
    presenter.didTapLocation()
    presenter.didTapCustomer()

    #expect(view.openedURLs.isEmpty)
    #expect(view.shownCustomer == nil)
  }

  @Test func aSentReportUpdatesTheStatusAndTellsTheDelegate() async throws {
    let (presenter, backend) = try await loadedPresenter()
    let delegate = MockEventDetailPresenterDelegate()
    presenter.delegate = delegate
    let report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])
    let event = try await backend.submit(report)

    presenter.reportPresenter(ReportPresenter(eventID: 1, backend: backend), didSubmit: event)

    #expect(view.event?.status == "Completed")
    #expect(delegate.updatedEvents == [event])
  }

  @Test func aReportOnItsWayShowsAtOnceAndAFailedOneIsTakenBack() async throws {
    let (presenter, backend) = try await loadedPresenter()
    let delegate = MockEventDetailPresenterDelegate()
    presenter.delegate = delegate
    let report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])
    let form = ReportPresenter(eventID: 1, backend: backend)

    presenter.reportPresenter(form, willSubmit: report)
    #expect(view.event?.status == "Completed")

    presenter.reportPresenter(form, didFailToSubmit: report)
    #expect(view.event?.status == "Open")
    #expect(delegate.updatedEvents.map(\.isCompleted) == [true, false], "the list is told both")
  }

  @Test func followsTheEventOnTheLiveChannelAndNoOtherEvent() async throws {
    let (presenter, backend) = try await loadedPresenter()
    var renamed = try #require(backend.storedEvent(id: 1))
    renamed.name = "Výměna kotle a bojleru"
    var other = try #require(backend.storedEvent(id: 2))
    other.name = "Servis čerpadla"

    backend.simulate(.updated(other))
    backend.simulate(.updated(renamed))
    await yield { view.event?.title == renamed.name }

    #expect(view.event?.title == "Výměna kotle a bojleru")
    #expect(view.event?.name == "Výměna kotle a bojleru")
    #expect(view.removedMessage == nil)
    presenter.didTapLocation()
    #expect(view.openedURLs.last?.absoluteString.hasSuffix("q=V%C3%BDm%C4%9Bna%20kotle%20a%20bojleru") == true)
  }

  @Test func aRemovedEventIsSaidToBeRemovedAndBackToListShowsTheList() async throws {
    let (presenter, backend) = try await loadedPresenter()

    backend.simulate(.removed(1))
    await yield { view.removedMessage != nil }

    #expect(view.removedMessage == "This event has been removed.")
    presenter.didTapBackToList()
    #expect(view.listShownCount == 1)
  }

  @Test func followingEndsWhenThePresenterIsReleased() async throws {
    let backend = try await loggedInBackend()
    var presenter: EventDetailPresenter? = makePresenter(eventID: 1, backend: backend)
    presenter?.viewDidLoad()
    await presenter?.loadTask?.value
    #expect(backend.liveSubscriberCount == 1)

    presenter = nil
    await yield { backend.liveSubscriberCount == 0 }

    #expect(backend.liveSubscriberCount == 0)
  }
}
