import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import MVC

@MainActor
struct EventDetailViewControllerTests {
  private let application = Application()

  private func makeController(backend: FixtureBackend, eventID: Int = 1) -> EventDetailViewController {
    let controller = EventDetailViewController(
      eventID: eventID, backend: backend, eventStore: EventStore(backend: backend))
    host(controller, in: application)
    return controller
  }

  private func loadedController() async throws -> EventDetailViewController {
    let controller = makeController(backend: try await loggedInBackend())
    await controller.loadTask?.value
    return controller
  }

  @Test func loadsAndShowsTheEvent() async throws {
    let backend = try await loggedInBackend()
    let controller = makeController(backend: backend)
    let view = controller.detailView
    #expect(view.loadingStateView.activityIndicator.isAnimating)
    #expect(view.detailsView.isHidden)

    await controller.loadTask?.value

    #expect(controller.title == "Výměna kotle")
    #expect(view.nameLabel.text == "Výměna kotle")
    #expect(view.addressLabel.text == "Řípská 12, Praha 3")
    #expect(view.dateLabel.text == "24.11.2026 08:00")
    #expect(view.descriptionLabel.text == Fixture.standard.events.first { $0.id == 1 }?.description)
    #expect(view.statusLabel.text == "Open")
    #expect(view.contactButton.title(for: .normal) == "Contact: Marie Šťastná")
    #expect(view.customerButton.title(for: .normal) == "Customer: Pekárna U Šťastných")
    #expect(!view.detailsView.isHidden)
    #expect(backend.calls.last == .event)
  }

  @Test func completedEventShowsItsStatus() async throws {
    let controller = makeController(backend: try await loggedInBackend(), eventID: 5)
    await controller.loadTask?.value

    #expect(controller.detailView.statusLabel.text == "Completed")
  }

  @Test func loadFailureShowsAnErrorAndRetryLoadsAgain() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.event)
    let controller = makeController(backend: backend)
    let loadingState = controller.detailView.loadingStateView
    await controller.loadTask?.value

    #expect(loadingState.messageLabel.text == "Could not load the event.")
    #expect(!loadingState.retryButton.isHidden)
    #expect(controller.detailView.detailsView.isHidden)

    loadingState.retryButton.tap()
    await controller.loadTask?.value

    #expect(loadingState.messageLabel.text == nil)
    #expect(controller.event?.id == 1)
  }

  @Test func callsTheContactAndShowsTheEventOnTheMap() async throws {
    let controller = try await loadedController()

    controller.detailView.contactButton.tap()
    controller.detailView.locationButton.tap()

    #expect(
      application.intents == [
        .call(phone: "+420602111222"),
        .openMaps(latitude: 50.0775, longitude: 14.451, label: "Výměna kotle"),
      ])
  }

  @Test func customerButtonOpensTheCustomer() async throws {
    let controller = try await loadedController()

    controller.detailView.customerButton.tap()

    let customer = try #require(controller.navigationController?.topViewController as? CustomerViewController)
    await customer.loadTask?.value
    #expect(customer.customer?.id == 1)
  }

  @Test func reportStatusPresentsTheFormInItsOwnNavigationStack() async throws {
    let controller = try await loadedController()

    controller.detailView.reportStatusButton.tap()

    let sheet = try #require(controller.navigationController?.presentedViewController as? NavigationController)
    #expect(sheet.topViewController is ReportViewController)
  }

  @Test func sentReportUpdatesTheStatusAndClosesTheForm() async throws {
    let controller = try await loadedController()
    controller.detailView.reportStatusButton.tap()
    let sheet = try #require(controller.navigationController?.presentedViewController as? NavigationController)
    let report = try #require(sheet.topViewController as? ReportViewController)
    var event = try #require(controller.event)
    event.report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])

    controller.reportViewController(report, didSend: event)

    #expect(controller.detailView.statusLabel.text == "Completed")
    #expect(controller.navigationController?.presentedViewController == nil)
  }

  @Test func cancelledReportClosesTheForm() async throws {
    let controller = try await loadedController()
    controller.detailView.reportStatusButton.tap()
    let sheet = try #require(controller.navigationController?.presentedViewController as? NavigationController)

    controller.reportViewControllerDidCancel(try #require(sheet.topViewController as? ReportViewController))

    #expect(controller.navigationController?.presentedViewController == nil)
    #expect(controller.detailView.statusLabel.text == "Open")
  }

  @Test func followsTheEventOnTheLiveChannelAndNoOtherEvent() async throws {
    let backend = try await loggedInBackend()
    let controller = makeController(backend: backend)
    await controller.loadTask?.value
    var renamed = try #require(backend.storedEvent(id: 1))
    renamed.name = "Výměna kotle a bojleru"
    var other = try #require(backend.storedEvent(id: 2))
    other.name = "Jiná zakázka"

    backend.simulate(.updated(other))
    backend.simulate(.updated(renamed))
    await yield { controller.title == renamed.name }

    #expect(controller.title == "Výměna kotle a bojleru")
    #expect(controller.detailView.nameLabel.text == "Výměna kotle a bojleru")
  }

  @Test func removedEventShowsThatItIsGoneAndBackToListPops() async throws {
    let backend = try await loggedInBackend()
    let list = ViewController()
    host(list, in: application)
    let controller = EventDetailViewController(eventID: 1, backend: backend, eventStore: EventStore(backend: backend))
    list.navigationController?.pushViewController(controller, animated: false)
    controller.loadViewIfNeeded()
    await controller.loadTask?.value

    backend.simulate(.removed(1))
    await yield { controller.detailView.detailsView.isHidden }

    #expect(!controller.detailView.removedView.isHidden)
    #expect(controller.detailView.removedLabel.text == "This event has been removed.")
    controller.detailView.backToListButton.tap()
    #expect(list.navigationController?.topViewController === list)
  }

  @Test func followingEndsWithTheScreen() async throws {
    let backend = try await loggedInBackend()
    var controller: EventDetailViewController? = EventDetailViewController(
      eventID: 1, backend: backend, eventStore: EventStore(backend: backend))
    controller?.loadViewIfNeeded()
    #expect(backend.liveSubscriberCount == 1)

    controller = nil
    await yield { backend.liveSubscriberCount == 0 }

    #expect(backend.liveSubscriberCount == 0)
  }

  @Test func aReportOnItsWayShowsAtOnceAndAFailedOneIsTakenBack() async throws {
    let controller = try await loadedController()
    controller.detailView.reportStatusButton.tap()
    let sheet = try #require(controller.navigationController?.presentedViewController as? NavigationController)
    let form = try #require(sheet.topViewController as? ReportViewController)
    let report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])

    controller.reportViewController(form, willSend: report)
    #expect(controller.detailView.statusLabel.text == "Completed")

    controller.reportViewController(form, didFailToSend: report)
    #expect(controller.detailView.statusLabel.text == "Open")
    #expect(controller.navigationController?.presentedViewController != nil)
  }
}
