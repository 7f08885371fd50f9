import ServiceKit
import Testing

@testable import MVVM

/// `AppViewModel`: the session that switches between the login screen and the tabs, and the token
/// it keeps for the next launch.
struct AppViewModelTests {
  @Test @MainActor func startsLoggedOut() async {
    let backend = FixtureBackend()
    let app = AppViewModel(backend: backend, tokenStore: TokenStore(storage: DeviceStorage()))

    await app.resumeSession()

    #expect(app.user == nil)
    #expect(!app.isResumingSession)
    #expect(backend.calls.isEmpty)
  }

  @Test @MainActor func loggingInStartsTheSessionAndKeepsOnlyItsToken() async {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    let app = AppViewModel(backend: backend, tokenStore: TokenStore(storage: storage))
    let login = app.loginViewModel()
    login.username = technician.username
    login.password = technician.password

    await login.logIn()

    #expect(app.user?.username == "jnovak")
    #expect(storage.values.keys.sorted() == ["sessionToken"])
    #expect(storage.values["sessionToken"] == backend.currentToken)
  }

  @Test @MainActor func theNextLaunchResumesTheKeptSession() async {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    await logIn(AppViewModel(backend: backend, tokenStore: TokenStore(storage: storage)))
    backend.hold(.resume)
    let app = AppViewModel(backend: backend, tokenStore: TokenStore(storage: storage))

    #expect(app.isResumingSession)

    let resume = Task { await app.resumeSession() }
    await waitUntil { backend.heldCallCount == 1 }
    #expect(app.isResumingSession)

    backend.release(.resume)
    await resume.value

    #expect(app.user?.username == "jnovak")
    #expect(!app.isResumingSession)
  }

  @Test @MainActor func aRejectedTokenIsForgottenAndTheLoginFormSaysWhy() async {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    await logIn(AppViewModel(backend: backend, tokenStore: TokenStore(storage: storage)))
    backend.revokeSessions()
    let app = AppViewModel(backend: backend, tokenStore: TokenStore(storage: storage))

    await app.resumeSession()

    #expect(app.user == nil)
    #expect(storage.values.isEmpty)
    #expect(app.loginViewModel().loginError == "Your session has expired. Log in again.")
  }

  @Test @MainActor func anUnavailableServerKeepsTheTokenForTheNextLaunch() async {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    await logIn(AppViewModel(backend: backend, tokenStore: TokenStore(storage: storage)))
    backend.failNext(.resume)
    let app = AppViewModel(backend: backend, tokenStore: TokenStore(storage: storage))

    await app.resumeSession()

    #expect(app.user == nil)
    #expect(storage.values["sessionToken"] != nil)
    #expect(app.loginViewModel().loginError == "The server is not available. Try again.")
  }

  @Test @MainActor func loggingOutEndsTheSessionAndForgetsTheToken() async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    let app = AppViewModel(backend: backend, tokenStore: TokenStore(storage: storage))
    await logIn(app)

    await app.accountViewModel(for: try #require(app.user)).logOut()

    #expect(app.user == nil)
    #expect(backend.calls.last == .logout)
    #expect(storage.values.isEmpty)
  }

  @Test @MainActor func loggingOutEndsTheSessionEvenWhenTheBackendFails() async throws {
    let backend = FixtureBackend()
    let app = AppViewModel(backend: backend, tokenStore: TokenStore(storage: DeviceStorage()))
    await logIn(app)
    backend.failNext(.logout)

    await app.accountViewModel(for: try #require(app.user)).logOut()

    #expect(app.user == nil)
  }

  @Test @MainActor func everySessionStartsWithFreshScreens() async throws {
    let app = AppViewModel(backend: FixtureBackend(), tokenStore: TokenStore(storage: DeviceStorage()))
    await logIn(app)
    let firstList = app.eventListViewModel()
    firstList.searchText = "praha"
    firstList.isOpenOnly = true
    await app.accountViewModel(for: try #require(app.user)).logOut()

    await logIn(app)
    let secondList = app.eventListViewModel()

    #expect(secondList !== firstList)
    #expect(secondList.searchText == "")
    #expect(!secondList.isOpenOnly)
    #expect(app.loginViewModel().username == "")
  }

  @MainActor private func logIn(_ app: AppViewModel) async {
    let login = app.loginViewModel()
    login.username = technician.username
    login.password = technician.password
    await login.logIn()
  }
}
