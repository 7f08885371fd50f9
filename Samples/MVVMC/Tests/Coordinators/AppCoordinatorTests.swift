import ServiceKit
import Testing

@testable import MVVMC

/// `AppCoordinator`: the login screen until a technician logs in, their tabs until they log out.
struct AppCoordinatorTests {
  @Test @MainActor func startsOnTheLoginScreen() {
    let app = AppCoordinator(backend: FixtureBackend())

    #expect(app.login != nil)
    #expect(app.main == nil)
  }

  @Test @MainActor func loggingInShowsTheTabsOnTasks() async throws {
    let app = AppCoordinator(backend: FixtureBackend())

    try await logIn(app)

    let main = try #require(app.main)
    #expect(app.login == nil)
    #expect(main.selectedTab == .tasks)
    #expect(main.tasks.path.isEmpty)
    #expect(main.account.usernameText == "Username: jnovak")
  }

  @Test @MainActor func aFailedLoginStaysOnTheLoginScreen() async throws {
    let app = AppCoordinator(backend: FixtureBackend())
    let login = try #require(app.login)
    login.username = technician.username
    login.password = "wrong"

    await login.logIn()

    #expect(app.login === login)
    #expect(app.main == nil)
  }

  @Test(arguments: [false, true])
  @MainActor func loggingOutReturnsToTheLoginScreen(backendFails: Bool) async throws {
    let backend = FixtureBackend()
    let app = AppCoordinator(backend: backend)
    try await logIn(app)
    if backendFails {
      backend.failNext(.logout)
    }

    try await #require(app.main).account.logOut()

    #expect(app.main == nil)
    #expect(app.login?.username == "")
    #expect(backend.calls.last == .logout)
  }

  @Test @MainActor func everySessionStartsAfresh() async throws {
    let app = AppCoordinator(backend: FixtureBackend())
    let firstLogin = try #require(app.login)
    try await logIn(app)
    let first = try #require(app.main)
    first.selectedTab = .account
    first.tasks.eventList.searchText = "praha"
    first.tasks.eventList.isOpenOnly = true
    first.tasks.path = [.eventDetail(1), .customer(1)]
    await first.account.logOut()

    #expect(app.login !== firstLogin)
    try await logIn(app)

    let second = try #require(app.main)
    #expect(second !== first)
    #expect(second.selectedTab == .tasks)
    #expect(second.tasks.path.isEmpty)
    #expect(second.tasks.presentedReport == nil)
    #expect(second.tasks.eventList !== first.tasks.eventList)
    #expect(second.tasks.eventList.searchText == "")
    #expect(!second.tasks.eventList.isOpenOnly)
  }

  @MainActor private func logIn(_ app: AppCoordinator) async throws {
    let login = try #require(app.login)
    login.username = technician.username
    login.password = technician.password
    await login.logIn()
  }
}
