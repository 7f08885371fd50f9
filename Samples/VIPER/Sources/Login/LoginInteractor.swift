import ServiceKit

/// Logs in with the backend and hands the presenter the user as plain data.
@MainActor
final class LoginInteractor: LoginInteractorInput {
  weak var output: LoginInteractorOutput?
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func logIn(username: String, password: String) {
    Task {
      do {
        let user = try await backend.login(Credentials(username: username, password: password)).user
        output?.didLogIn(
          as: LoggedInUser(username: user.username, firstName: user.firstName, lastName: user.lastName))
      } catch BackendError.invalidCredentials {
        output?.didFailToLogIn(.wrongCredentials)
      } catch {
        output?.didFailToLogIn(.serverUnavailable)
      }
    }
  }
}
