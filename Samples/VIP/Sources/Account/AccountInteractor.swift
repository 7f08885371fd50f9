import ServiceKit

/// What the Account view controller asks of the scene's business logic.
@MainActor
protocol AccountBusinessLogic {
  func fetchUser(request: Account.FetchUser.Request)
  func logOut(request: Account.LogOut.Request)
}

/// What the Account scene is given by the login: the user.
@MainActor
protocol AccountDataStore {
  var user: User? { get set }
}

/// Knows who is logged in and ends the session through the worker.
@MainActor
final class AccountInteractor: AccountBusinessLogic, AccountDataStore {
  var presenter: AccountPresentationLogic?
  var user: User?
  private let worker: any AccountWorkerLogic

  init(worker: any AccountWorkerLogic) {
    self.worker = worker
  }

  func fetchUser(request: Account.FetchUser.Request) {
    guard let user else { return }
    presenter?.presentFetchUser(response: Account.FetchUser.Response(user: user))
  }

  /// The device forgets the user even when the server cannot be told.
  func logOut(request: Account.LogOut.Request) {
    presenter?.presentLogOut(response: .loggingOut)
    Task {
      try? await worker.logOut()
      presenter?.presentLogOut(response: .loggedOut)
    }
  }
}
