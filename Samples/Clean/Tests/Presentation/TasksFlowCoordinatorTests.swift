import CleanDomain
import Testing

@testable import CleanPresentation

@MainActor
struct TasksFlowCoordinatorTests {
  /// Makes every screen's view model over test doubles, as the DI container does over the backend.
  final class Dependencies: TasksFlowCoordinatorDependencies {
    let loadEvents = LoadEventsUseCaseStub()
    let submitReport = SubmitReportUseCaseSpy()

    func makeTasksViewModel(actions: TasksViewModelActions) -> TasksViewModel {
      TasksViewModel(
        loadEventsUseCase: loadEvents, filterEventsUseCase: DefaultFilterEventsUseCase(),
        observeEventChangesUseCase: ObserveEventChangesUseCaseStub(), actions: actions)
    }

    func makeEventDetailViewModel(eventID: Event.ID, actions: EventDetailViewModelActions) -> EventDetailViewModel {
      EventDetailViewModel(
        eventID: eventID, loadEventUseCase: LoadEventUseCaseStub(TestData.event(id: eventID)),
        observeEventChangesUseCase: ObserveEventChangesUseCaseStub(), actions: actions)
    }

    func makeCustomerViewModel(customerID: Customer.ID) -> CustomerViewModel {
      CustomerViewModel(customerID: customerID, loadCustomerUseCase: LoadCustomerUseCaseStub())
    }

    func makeReportViewModel(eventID: Event.ID, actions: ReportViewModelActions) -> ReportViewModel {
      ReportViewModel(eventID: eventID, submitReportUseCase: submitReport, actions: actions)
    }
  }

  let dependencies = Dependencies()

  /// The flow with its list loaded, and the detail of event 1 pushed.
  func flowShowingTheDetail() async throws -> (TasksFlowCoordinator, EventDetailViewModel) {
    dependencies.loadEvents.events = [TestData.event(id: 1)]
    let flow = TasksFlowCoordinator(dependencies: dependencies)
    await flow.list.start()
    flow.list.selectEvent(1)
    guard case .eventDetails(let detail)? = flow.path.last else { throw Failure.notPushed }
    await detail.load()
    return (flow, detail)
  }

  enum Failure: Error {
    case notPushed
  }

  @Test func pushesTheDetailOfARowAndItsCustomerOnIt() async throws {
    let (flow, detail) = try await flowShowingTheDetail()

    detail.selectCustomer()

    #expect(flow.path.count == 2)
    guard case .customerDetails? = flow.path.last else {
      Issue.record("the customer is not on top")
      return
    }
  }

  @Test func presentsTheReportFormAndClosesIt() async throws {
    let (flow, detail) = try await flowShowingTheDetail()

    detail.reportStatus()
    let form = try #require(flow.reportForm)
    form.close()

    #expect(flow.reportForm == nil)
    #expect(flow.path.count == 1)
  }

  @Test func aSentReportClosesTheFormAndUpdatesTheDetailAndTheListAtOnce() async throws {
    let (flow, detail) = try await flowShowingTheDetail()
    detail.reportStatus()
    let form = try #require(flow.reportForm)
    form.isCompleted = true
    form.completionType = .repaired
    dependencies.submitReport.whileSubmitting = {
      #expect(flow.list.rows.map(\.status) == ["Completed"])
    }

    await form.send()

    #expect(flow.reportForm == nil)
    guard case .loaded(let item) = detail.state else {
      Issue.record("the detail is not loaded")
      return
    }
    #expect(item.status == "Completed")
    #expect(flow.list.rows.map(\.status) == ["Completed"])
  }

  @Test func aFailedReportKeepsTheFormAndPutsBackTheDetailAndTheList() async throws {
    let (flow, detail) = try await flowShowingTheDetail()
    detail.reportStatus()
    let form = try #require(flow.reportForm)
    form.isCompleted = true
    form.completionType = .repaired
    dependencies.submitReport.failure = .unavailable

    await form.send()

    #expect(flow.reportForm === form)
    guard case .loaded(let item) = detail.state else {
      Issue.record("the detail is not loaded")
      return
    }
    #expect(item.status == "Open")
    #expect(flow.list.rows.map(\.status) == [nil])
  }
}
