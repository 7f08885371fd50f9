import CleanDomain
import Foundation
import Testing

@testable import CleanPresentation

@MainActor
struct EventDetailViewModelTests {
  let repository = FakeEventRepository()

  init() {
    repository.storedEvents = [TestData.event(id: 1)]
  }

  func makeViewModel(onEventUpdated: @escaping (Event) -> Void = { _ in }) -> EventDetailViewModel {
    EventDetailViewModel(
      eventID: 1, loadEventUseCase: LoadEventUseCase(repository: repository), onEventUpdated: onEventUpdated)
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
  }

  @Test func aCompletedEventSaysSo() async {
    repository.storedEvents = [TestData.event(id: 1, isCompleted: true)]
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
    repository.failure = .unavailable

    await viewModel.load()

    #expect(viewModel.state == .failed("Could not load the event."))

    repository.failure = nil
    await viewModel.load()

    guard case .loaded = viewModel.state else {
      Issue.record("not loaded")
      return
    }
  }

  @Test func aSentReportUpdatesTheEventClosesTheFormAndIsPassedOn() async {
    var updated: [Event] = []
    let viewModel = makeViewModel { updated.append($0) }
    await viewModel.load()
    viewModel.isReportPresented = true
    let completed = TestData.event(id: 1, isCompleted: true)

    viewModel.reportSent(completed)

    guard case .loaded(let item) = viewModel.state else {
      Issue.record("not loaded")
      return
    }
    #expect(item.status == "Completed")
    #expect(!viewModel.isReportPresented)
    #expect(updated == [completed])
  }
}
