import ServiceKit
import Testing

@testable import MVVM

/// `AppViewModel`: the session that switches between the login screen and the tabs.
struct AppViewModelTests {
  @Test @MainActor func startsLoggedOut() {
    #expect(AppViewModel(backend: FixtureBackend()).user == nil)
  }

  @Test @MainActor func loggingInStartsTheSession() async {
    let app = AppViewModel(backend: FixtureBackend())
    let login = app.loginViewModel()
    login.username = technician.username
    login.password = technician.password

    await login.logIn()

    #expect(app.user?.username == "jnovak")
  }

  @Test @MainActor func loggingOutEndsTheSession() async throws {
    let backend = FixtureBackend()
    let app = AppViewModel(backend: backend)
    await logIn(app)

    await app.accountViewModel(for: try #require(app.user)).logOut()

    #expect(app.user == nil)
    #expect(backend.calls.last == .logout)
  }

  @Test @MainActor func loggingOutEndsTheSessionEvenWhenTheBackendFails() async throws {
    let backend = FixtureBackend()
    let app = AppViewModel(backend: backend)
    await logIn(app)
    backend.failNext(.logout)

    await app.accountViewModel(for: try #require(app.user)).logOut()

    #expect(app.user == nil)
  }

  @Test @MainActor func everySessionStartsWithFreshScreens() async throws {
    let app = AppViewModel(backend: FixtureBackend())
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
