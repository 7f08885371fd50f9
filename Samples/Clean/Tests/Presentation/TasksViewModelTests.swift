import CleanDomain
import Testing

@testable import CleanPresentation

@MainActor
struct TasksViewModelTests {
  let loadEvents = LoadEventsUseCaseStub()
  let observeChanges = ObserveEventChangesUseCaseStub()

  /// In schedule order, as the use case loads them.
  init() {
    loadEvents.events = [
      TestData.event(id: 5, name: "Revize plynu", date: "2026-11-20T07:00:00Z", isCompleted: true),
      TestData.event(
        id: 2, name: "Kontrola čerpadla", address: "Údolní 8, Brno", customerName: "ZŠ Údolní",
        date: "2026-11-22T09:30:00Z"),
      TestData.event(id: 1, date: "2026-11-24T08:00:00Z"),
    ]
  }

  /// The search is the domain's own rule, with no I/O, so the real one filters here.
  func makeViewModel(
    showEventDetails: @escaping (Event.ID, @escaping (Event) -> Void) -> Void = { _, _ in }
  ) -> TasksViewModel {
    TasksViewModel(
      loadEventsUseCase: loadEvents, filterEventsUseCase: DefaultFilterEventsUseCase(),
      observeEventChangesUseCase: observeChanges,
      actions: TasksViewModelActions(showEventDetails: showEventDetails))
  }

  @Test func showsTheEventsAsFormattedRowsInTheOrderLoaded() async {
    let viewModel = makeViewModel()
    #expect(viewModel.state == .loading)

    await viewModel.start()

    #expect(
      viewModel.rows == [
        EventRowItem(
          id: 5, date: "20.11.", name: "Revize plynu", address: "Řípská 12, Praha 3",
          customerName: "Pekárna U Šťastných", status: "Completed"),
        EventRowItem(
          id: 2, date: "22.11.", name: "Kontrola čerpadla", address: "Údolní 8, Brno", customerName: "ZŠ Údolní",
          status: nil),
        EventRowItem(
          id: 1, date: "24.11.", name: "Výměna kotle", address: "Řípská 12, Praha 3",
          customerName: "Pekárna U Šťastných", status: nil),
      ])
  }

  @Test func startsOnlyOnce() async {
    let viewModel = makeViewModel()

    await viewModel.start()
    await viewModel.start()

    #expect(loadEvents.executeCount == 1)
  }

  @Test func filtersRowsBySearchAndOpenOnly() async {
    let viewModel = makeViewModel()
    await viewModel.start()

    viewModel.searchText = " praha "
    #expect(viewModel.rows.map(\.id) == [5, 1])

    viewModel.openOnly = true
    #expect(viewModel.rows.map(\.id) == [1])

    viewModel.searchText = ""
    #expect(viewModel.rows.map(\.id) == [2, 1])
  }

  @Test func aFailedLoadCanBeRetried() async {
    let viewModel = makeViewModel()
    loadEvents.failure = .unavailable

    await viewModel.start()

    #expect(viewModel.state == .failed("Could not load events."))
    #expect(viewModel.rows.isEmpty)

    loadEvents.failure = nil
    await viewModel.load()

    #expect(viewModel.rows.map(\.id) == [5, 2, 1])
  }

  @Test func refreshingShowsWhatChangedOnTheServer() async {
    let viewModel = makeViewModel()
    await viewModel.start()
    loadEvents.events.removeAll { $0.id == 2 }

    await viewModel.refresh()

    #expect(viewModel.rows.map(\.id) == [5, 1])
    #expect(loadEvents.executeCount == 2)
  }

  @Test func followsChangesMadeElsewhere() async {
    let viewModel = makeViewModel()
    await viewModel.start()
    viewModel.openOnly = true

    observeChanges.send(.added(TestData.event(id: 9, name: "Oprava bojleru", date: "2026-11-23T10:00:00Z")))
    observeChanges.send(.removed(2))
    observeChanges.send(.added(TestData.event(id: 10, date: "2026-11-21T10:00:00Z", isCompleted: true)))

    #expect(await eventually { viewModel.rows.map(\.id) == [9, 1] })
  }

  @Test func selectingARowShowsItsDetailWhoseUpdatesComeBackHere() async {
    var shown: [Event.ID] = []
    var didUpdate: (Event) -> Void = { _ in }
    let viewModel = makeViewModel { id, update in
      shown.append(id)
      didUpdate = update
    }
    await viewModel.start()

    viewModel.selectEvent(1)
    didUpdate(TestData.event(id: 1, isCompleted: true))

    #expect(shown == [1])
    #expect(viewModel.rows.last?.status == "Completed")
  }
}
