import Foundation
import ServiceKit
import Testing

@testable import VIP

@MainActor
struct TasksPresenterTests {
  final class DisplaySpy: TasksDisplayLogic {
    var viewModels: [Tasks.FetchEvents.ViewModel] = []
    var filterViewModels: [Tasks.FilterEvents.ViewModel] = []
    var updatedViewModels: [Tasks.ShowUpdatedEvent.ViewModel] = []

    func displayFetchEvents(viewModel: Tasks.FetchEvents.ViewModel) {
      viewModels.append(viewModel)
    }

    func displayFilterEvents(viewModel: Tasks.FilterEvents.ViewModel) {
      filterViewModels.append(viewModel)
    }

    func displayShowUpdatedEvent(viewModel: Tasks.ShowUpdatedEvent.ViewModel) {
      updatedViewModels.append(viewModel)
    }
  }

  let display = DisplaySpy()
  let presenter = TasksPresenter()

  init() {
    presenter.viewController = display
  }

  @Test func eventsBecomeRowsWithUTCDatesAndTheCompletedStatus() throws {
    let events = Fixture.standard.events.filter { [5, 1].contains($0.id) }.sorted { $0.id > $1.id }

    presenter.presentFetchEvents(response: .events(events))

    #expect(
      display.viewModels == [
        .events(
          [
            .init(
              id: 5, date: "20.11.", name: "Revize plynového kotle", address: "Křižíkova 40, Praha 8",
              customerName: "Lékárna Na Křižovatce", status: "Completed"),
            .init(
              id: 1, date: "24.11.", name: "Výměna kotle", address: "Řípská 12, Praha 3",
              customerName: "Pekárna U Šťastných", status: nil),
          ], emptyMessage: nil)
      ])
  }

  @Test func noEventsShowTheEmptyMessage() {
    presenter.presentFetchEvents(response: .events([]))

    #expect(display.viewModels == [.events([], emptyMessage: "No events found.")])
  }

  @Test func loadingAndFailureArePassedOn() {
    presenter.presentFetchEvents(response: .loading)
    presenter.presentFetchEvents(response: .failure)

    #expect(display.viewModels == [.loading, .error("Could not load events.")])
  }

  @Test func filteredEventsBecomeRowsOrTheEmptyMessage() throws {
    let event = try #require(Fixture.standard.events.first { $0.id == 1 })

    presenter.presentFilterEvents(response: Tasks.FilterEvents.Response(events: [event]))
    presenter.presentFilterEvents(response: Tasks.FilterEvents.Response(events: []))

    #expect(
      display.filterViewModels == [
        Tasks.FilterEvents.ViewModel(
          displayedEvents: [
            .init(
              id: 1, date: "24.11.", name: "Výměna kotle", address: "Řípská 12, Praha 3",
              customerName: "Pekárna U Šťastných", status: nil)
          ], emptyMessage: nil),
        Tasks.FilterEvents.ViewModel(displayedEvents: [], emptyMessage: "No events found."),
      ])
    #expect(display.viewModels.isEmpty)
  }

  @Test func theListWithAnUpdatedEventBecomesRowsOrTheEmptyMessage() throws {
    var event = try #require(Fixture.standard.events.first { $0.id == 1 })
    event.report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])

    presenter.presentShowUpdatedEvent(response: Tasks.ShowUpdatedEvent.Response(events: [event]))
    presenter.presentShowUpdatedEvent(response: Tasks.ShowUpdatedEvent.Response(events: []))

    #expect(
      display.updatedViewModels == [
        Tasks.ShowUpdatedEvent.ViewModel(
          displayedEvents: [
            .init(
              id: 1, date: "24.11.", name: "Výměna kotle", address: "Řípská 12, Praha 3",
              customerName: "Pekárna U Šťastných", status: "Completed")
          ], emptyMessage: nil),
        Tasks.ShowUpdatedEvent.ViewModel(displayedEvents: [], emptyMessage: "No events found."),
      ])
    #expect(display.viewModels.isEmpty)
  }
}
