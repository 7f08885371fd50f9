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

  final class WorkerSpy: AccountWorkerLogic {
    var failure: (any Error)?
    var logOutCount = 0

    func logOut() async throws {
      logOutCount += 1
      if let failure { throw failure }
    }
  }

  let presenter = PresenterSpy()
  let worker = WorkerSpy()
  let interactor: AccountInteractor

  init() {
    interactor = AccountInteractor(worker: worker)
    interactor.presenter = presenter
  }

  @Test func theUserPassedInIsPresented() throws {
    interactor.user = Fixture.standard.accounts[0].user

    interactor.fetchUser(request: Account.FetchUser.Request())

    #expect(presenter.users.map(\.username) == ["jnovak"])
  }

  @Test func logsOutThroughTheWorker() async {
    interactor.logOut(request: Account.LogOut.Request())
    await yield { presenter.logOutResponses.count == 2 }

    #expect(presenter.logOutResponses == [.loggingOut, .loggedOut])
    #expect(worker.logOutCount == 1)
  }

  @Test func logsOutEvenWhenTheBackendFails() async {
    worker.failure = BackendError.unavailable

    interactor.logOut(request: Account.LogOut.Request())
    await yield { presenter.logOutResponses.count == 2 }

    #expect(presenter.logOutResponses == [.loggingOut, .loggedOut])
  }
}
