import ServiceKit
import Testing

@testable import MVVMC

/// `AppCoordinator`: the login screen until a technician logs in, their tabs until they log out, and
/// the session kept for the next launch.
struct AppCoordinatorTests {
  @Test @MainActor func startsOnTheLoginScreen() {
    let app = AppCoordinator(backend: FixtureBackend(), tokenStore: TokenStore(storage: DeviceStorage()))

    #expect(app.login != nil)
    #expect(app.main == nil)
  }

  @Test @MainActor func loggingInShowsTheTabsOnTasks() async throws {
    let app = AppCoordinator(backend: FixtureBackend(), tokenStore: TokenStore(storage: DeviceStorage()))

    try await logIn(app)

    let main = try #require(app.main)
    #expect(app.login == nil)
    #expect(main.selectedTab == .tasks)
    #expect(main.tasks.path.isEmpty)
    #expect(main.account.usernameText == "Username: jnovak")
  }

  @Test @MainActor func loggingInKeepsOnlyTheSessionsToken() async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    let app = AppCoordinator(backend: backend, tokenStore: TokenStore(storage: storage))

    try await logIn(app)

    #expect(storage.values.keys.sorted() == ["sessionToken"])
    #expect(storage.values["sessionToken"] == backend.currentToken)
  }

  @Test @MainActor func theNextLaunchResumesTheKeptSessionOnTasks() async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    try await logIn(AppCoordinator(backend: backend, tokenStore: TokenStore(storage: storage)))
    backend.hold(.resume)
    let app = AppCoordinator(backend: backend, tokenStore: TokenStore(storage: storage))

    let start = Task { await app.start() }
    await waitUntil { backend.heldCallCount == 1 }

    #expect(app.login == nil)
    #expect(app.main == nil)

    backend.release(.resume)
    await start.value

    #expect(try #require(app.main).selectedTab == .tasks)
    #expect(app.main?.account.usernameText == "Username: jnovak")
  }

  @Test @MainActor func aRejectedTokenIsForgottenAndTheLoginScreenSaysWhy() async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    try await logIn(AppCoordinator(backend: backend, tokenStore: TokenStore(storage: storage)))
    backend.revokeSessions()
    let app = AppCoordinator(backend: backend, tokenStore: TokenStore(storage: storage))

    await app.start()

    #expect(app.main == nil)
    #expect(app.login?.loginError == "Your session has expired. Log in again.")
    #expect(storage.values.isEmpty)
  }

  @Test @MainActor func anUnavailableServerKeepsTheTokenForTheNextLaunch() async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    try await logIn(AppCoordinator(backend: backend, tokenStore: TokenStore(storage: storage)))
    backend.failNext(.resume)
    let app = AppCoordinator(backend: backend, tokenStore: TokenStore(storage: storage))

    await app.start()

    #expect(app.main == nil)
    #expect(app.login?.loginError == "The server is not available. Try again.")
    #expect(storage.values["sessionToken"] != nil)
  }

  @Test @MainActor func aFailedLoginStaysOnTheLoginScreen() async throws {
    let app = AppCoordinator(backend: FixtureBackend(), tokenStore: TokenStore(storage: DeviceStorage()))
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
    let storage = DeviceStorage()
    let app = AppCoordinator(backend: backend, tokenStore: TokenStore(storage: storage))
    try await logIn(app)
    if backendFails {
      backend.failNext(.logout)
    }

    try await #require(app.main).account.logOut()

    #expect(app.main == nil)
    #expect(app.login?.username == "")
    #expect(backend.calls.last == .logout)
    #expect(storage.values.isEmpty)
  }

  @Test @MainActor func everySessionStartsAfresh() async throws {
    let app = AppCoordinator(backend: FixtureBackend(), tokenStore: TokenStore(storage: DeviceStorage()))
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
