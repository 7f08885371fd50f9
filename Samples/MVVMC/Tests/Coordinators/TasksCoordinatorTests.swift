import ServiceKit
import Testing

@testable import MVVMC

/// `TasksCoordinator`: what each intent of the Tasks tab's screens pushes and presents, and what comes back.
struct TasksCoordinatorTests {
  @Test @MainActor func startsOnTheList() {
    let tasks = TasksCoordinator(backend: FixtureBackend())

    #expect(tasks.path.isEmpty)
    #expect(tasks.presentedReport == nil)
  }

  @Test @MainActor func selectingAnEventPushesItsDetail() async throws {
    let tasks = TasksCoordinator(backend: try await loggedInBackend())
    await tasks.eventList.load()

    tasks.eventList.select(try row(3, of: tasks))

    #expect(tasks.path == [.eventDetail(3)])
  }

  @Test @MainActor func selectingTheCustomerPushesIt() async throws {
    let tasks = TasksCoordinator(backend: try await loggedInBackend())
    tasks.path = [.eventDetail(4)]
    let detail = try #require(tasks.eventDetails[4])
    await detail.load()

    detail.selectCustomer()

    #expect(tasks.path == [.eventDetail(4), .customer(4)])
    #expect(tasks.eventDetails[4] === detail)
    #expect(tasks.customers[4] != nil)
  }

  @Test @MainActor func aPushedScreenKeepsItsViewModelUntilItIsPopped() async throws {
    let tasks = TasksCoordinator(backend: try await loggedInBackend())
    await tasks.eventList.load()
    tasks.eventList.select(try row(1, of: tasks))
    let detail = try #require(tasks.eventDetails[1])
    await detail.load()
    detail.selectCustomer()
    let customer = try #require(tasks.customers[1])

    // What the stack's Back button does to the bound path.
    tasks.path.removeLast()

    #expect(tasks.eventDetails[1] === detail)
    #expect(tasks.customers.isEmpty)

    detail.selectCustomer()

    #expect(tasks.customers[1] !== customer)
    #expect(tasks.customers[1] != nil)

    tasks.path = []

    #expect(tasks.eventDetails.isEmpty)
    #expect(tasks.customers.isEmpty)
  }

  @Test @MainActor func goingBackShowsTheListAsItWas() async throws {
    let tasks = TasksCoordinator(backend: try await loggedInBackend())
    let list = tasks.eventList
    await list.load()
    list.searchText = "praha"
    list.isOpenOnly = true
    list.select(try row(1, of: tasks))

    // What the stack's Back button does to the bound path.
    tasks.path.removeLast()

    #expect(tasks.path.isEmpty)
    #expect(tasks.eventList === list)
    #expect(list.searchText == "praha")
    #expect(list.rows.value?.map(\.id) == [2, 1, 6])
  }

  @Test @MainActor func reportStatusPresentsAnEmptyForm() async throws {
    let tasks = TasksCoordinator(backend: try await loggedInBackend())
    tasks.path = [.eventDetail(1)]

    try #require(tasks.eventDetails[1]).reportStatus()

    let report = try #require(tasks.presentedReport)
    #expect(report.note == "")
    #expect(!report.isCompleted)
    #expect(tasks.path == [.eventDetail(1)])
  }

  @Test @MainActor func closeDismissesTheFormAndReportingAgainStartsAfresh() async throws {
    let backend = try await loggedInBackend()
    let tasks = TasksCoordinator(backend: backend)
    tasks.path = [.eventDetail(1)]
    let detail = try #require(tasks.eventDetails[1])
    detail.reportStatus()
    let first = try #require(tasks.presentedReport)
    first.note = "Rozepsáno"

    first.close()

    #expect(tasks.presentedReport == nil)
    #expect(tasks.path == [.eventDetail(1)])
    #expect(!backend.calls.contains(.submitReport))

    detail.reportStatus()

    let second = try #require(tasks.presentedReport)
    #expect(second !== first)
    #expect(second.note == "")
  }

  @Test @MainActor func aSentReportReturnsToTheDetailAndCompletesTheEventThereAndInTheList() async throws {
    let tasks = TasksCoordinator(backend: try await loggedInBackend())
    await tasks.eventList.load()
    tasks.eventList.select(try row(1, of: tasks))
    let detail = try #require(tasks.eventDetails[1])
    await detail.load()
    detail.reportStatus()
    let report = try #require(tasks.presentedReport)
    report.isCompleted = true
    report.completionType = .newPart

    await report.send()

    #expect(tasks.presentedReport == nil)
    #expect(tasks.path == [.eventDetail(1)])
    #expect(detail.state.value?.status == "Completed")
    #expect(try row(1, of: tasks).status == "Completed")
    tasks.eventList.isOpenOnly = true
    #expect(tasks.eventList.rows.value?.contains { $0.id == 1 } == false)
  }

  @Test @MainActor func aFailedReportKeepsTheFormPresented() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.submitReport)
    let tasks = TasksCoordinator(backend: backend)
    await tasks.eventList.load()
    tasks.path = [.eventDetail(1)]
    let detail = try #require(tasks.eventDetails[1])
    await detail.load()
    detail.reportStatus()
    let report = try #require(tasks.presentedReport)
    report.isCompleted = true
    report.completionType = .repaired

    await report.send()

    #expect(tasks.presentedReport === report)
    #expect(report.isShowingSendFailure)
    #expect(detail.state.value?.status == "Open")
    #expect(try row(1, of: tasks).status == nil)
  }

  @MainActor private func row(_ id: ServiceEvent.ID, of tasks: TasksCoordinator) throws -> EventRow {
    try #require(tasks.eventList.rows.value?.first { $0.id == id })
  }
}
