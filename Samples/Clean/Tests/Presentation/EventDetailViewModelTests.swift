import CleanDomain
import Foundation
import Testing

@testable import CleanPresentation

@MainActor
struct EventDetailViewModelTests {
  /// What the detail asked its flow to do.
  final class Flow {
    var shownCustomers: [Customer.ID] = []
    var reportForms: [(eventID: Event.ID, sending: ReportSending)] = []
    var updatedEvents: [Event] = []
    var closes = 0

    var actions: EventDetailViewModelActions {
      EventDetailViewModelActions(
        showCustomerDetails: { self.shownCustomers.append($0) },
        showReportForm: { self.reportForms.append(($0, $1)) }, didUpdateEvent: { self.updatedEvents.append($0) },
        closeEventDetails: { self.closes += 1 })
    }
  }

  let loadEvent = LoadEventUseCaseStub(TestData.event(id: 1))
  let observeChanges = ObserveEventChangesUseCaseStub()
  let flow = Flow()

  func makeViewModel() -> EventDetailViewModel {
    EventDetailViewModel(
      eventID: 1, loadEventUseCase: loadEvent, observeEventChangesUseCase: observeChanges, actions: flow.actions)
  }

  @Test func showsTheEventFormatted() async {
    let viewModel = makeViewModel()

    await viewModel.load()

    #expect(
      viewModel.state
        == .loaded(
          EventDetailItem(
            name: "Výměna kotle", address: "Řípská 12, Praha 3", date: "24.11.2026 08:00", details: "Kotel netopí.",
            status: "Open", contactTitle: "Contact: Marie Šťastná", customerTitle: "Customer: Pekárna U Šťastných",
            customerID: 1, callURL: URL(string: "tel:+420602111222"),
            mapURL: URL(string: "maps://?ll=50.0775,14.451&q=V%C3%BDm%C4%9Bna%20kotle"))))
    #expect(loadEvent.requestedIDs == [1])
  }

  @Test func aCompletedEventSaysSo() async {
    loadEvent.result = .success(TestData.event(id: 1, isCompleted: true))
    let viewModel = makeViewModel()

    await viewModel.load()

    guard case .loaded(let item) = viewModel.state else {
      Issue.record("not loaded")
      return
    }
    #expect(item.status == "Completed")
  }

  @Test func aFailedLoadCanBeRetried() async {
    let viewModel = makeViewModel()
    loadEvent.result = .failure(.unavailable)

    await viewModel.load()

    #expect(viewModel.state == .failed("Could not load the event."))

    loadEvent.result = .success(TestData.event(id: 1))
    await viewModel.load()

    guard case .loaded = viewModel.state else {
      Issue.record("not loaded")
      return
    }
  }

  @Test func asksForTheCustomerOfTheLoadedEvent() async {
    let viewModel = makeViewModel()
    viewModel.selectCustomer()
    #expect(flow.shownCustomers.isEmpty)

    await viewModel.load()
    viewModel.selectCustomer()

    #expect(flow.shownCustomers == [1])
  }

  @Test func aSentReportUpdatesTheEventAndIsPassedOn() async {
    let viewModel = makeViewModel()
    await viewModel.load()
    let completed = TestData.event(id: 1, isCompleted: true)

    viewModel.reportStatus()
    flow.reportForms.first?.sending.didSend(completed)

    #expect(flow.reportForms.map(\.eventID) == [1])
    guard case .loaded(let item) = viewModel.state else {
      Issue.record("not loaded")
      return
    }
    #expect(item.status == "Completed")
    #expect(flow.updatedEvents == [completed])
  }

  @Test func aReportShowsAtOnceAndAFailurePutsBackWhatWasShown() async throws {
    let viewModel = makeViewModel()
    await viewModel.load()
    viewModel.reportStatus()
    let sending = try #require(flow.reportForms.first?.sending)

    sending.willSend(StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: []))

    #expect(viewModel.state.status == "Completed")
    #expect(flow.updatedEvents.map(\.isCompleted) == [true])

    sending.didFail()

    #expect(viewModel.state.status == "Open")
    #expect(flow.updatedEvents.map(\.isCompleted) == [true, false])
  }

  @Test func followsTheChangesToItsEventOnlyAndItsRemoval() async {
    let viewModel = makeViewModel()
    await viewModel.start()

    observeChanges.send(.updated(TestData.event(id: 2, name: "Jiná zakázka")))
    observeChanges.send(.updated(TestData.event(id: 1, name: "Výměna kotle a bojleru")))

    #expect(await eventually { viewModel.state.name == "Výměna kotle a bojleru" })

    observeChanges.send(.removed(2))
    observeChanges.send(.removed(1))

    #expect(await eventually { viewModel.isRemoved })
    #expect(loadEvent.requestedIDs == [1])

    viewModel.backToList()

    #expect(flow.closes == 1)
  }
}

extension LoadingState<EventDetailItem> {
  /// The status shown, if the event is.
  fileprivate var status: String? {
    if case .loaded(let item) = self { item.status } else { nil }
  }

  /// The name shown, if the event is.
  fileprivate var name: String? {
    if case .loaded(let item) = self { item.name } else { nil }
  }
}
