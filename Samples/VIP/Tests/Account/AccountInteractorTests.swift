import ServiceKit
import Testing

@testable import VIP

@MainActor
struct AccountInteractorTests {
  final class PresenterSpy: AccountPresentationLogic {
    var users: [User] = []
    var logOutResponses: [Account.LogOut.Response] = []

    func presentFetchUser(response: Account.FetchUser.Response) {
      users.append(response.user)
    }

    func presentLogOut(response: Account.LogOut.Response) {
      logOutResponses.append(response)
    }
  }

  let presenter = PresenterSpy()
  let backend: FixtureBackend
  let interactor: AccountInteractor

  init() async throws {
    backend = try await loggedInBackend()
    interactor = AccountInteractor(worker: AccountWorker(backend: backend))
    interactor.presenter = presenter
  }

  @Test func theUserPassedInIsPresented() throws {
    interactor.user = backend.currentUser

    interactor.fetchUser(request: Account.FetchUser.Request())

    #expect(presenter.users.map(\.username) == ["jnovak"])
  }

  @Test func logsOutWithTheBackend() async {
    interactor.logOut(request: Account.LogOut.Request())
    await yield { presenter.logOutResponses.count == 2 }

    #expect(presenter.logOutResponses == [.loggingOut, .loggedOut])
    #expect(backend.calls.last == .logout)
    #expect(backend.currentUser == nil)
  }

  @Test func logsOutEvenWhenTheBackendFails() async {
    backend.failNext(.logout)

    interactor.logOut(request: Account.LogOut.Request())
    await yield { presenter.logOutResponses.count == 2 }

    #expect(presenter.logOutResponses == [.loggingOut, .loggedOut])
  }
}
