import Testing

@testable import VIPER

@MainActor
struct LoginPresenterTests {
  final class ViewSpy: LoginViewInterface {
    var errors: (username: String?, password: String?, login: String?)?
    var loggingInStates: [Bool] = []
    var resumingStates: [Bool] = []

    func showErrors(username: String?, password: String?, login: String?) {
      errors = (username, password, login)
    }

    func setLoggingIn(_ isLoggingIn: Bool) {
      loggingInStates.append(isLoggingIn)
    }

    func setResumingSession(_ isResuming: Bool) {
      resumingStates.append(isResuming)
    }
  }

  final class InteractorSpy: LoginInteractorInput {
    var logIns: [(username: String, password: String)] = []
    var resumeCount = 0

    func logIn(username: String, password: String) {
      logIns.append((username, password))
    }

    func resumeKeptSession() {
      resumeCount += 1
    }
  }

  final class RouterSpy: LoginRouterInterface {
    var shownUsers: [LoggedInUser] = []

    func showMain(for user: LoggedInUser) {
      shownUsers.append(user)
    }
  }

  let view = ViewSpy()
  let interactor = InteractorSpy()
  let router = RouterSpy()
  let presenter: LoginPresenter

  init() {
    presenter = LoginPresenter(view: view, interactor: interactor, router: router)
  }

  @Test func emptyUsernameShowsItsErrorWithoutLoggingIn() {
    presenter.didTapLogIn(username: "", password: "servis123")

    #expect(view.errors?.username == "Enter your username.")
    #expect(view.errors?.password == nil)
    #expect(interactor.logIns.isEmpty)
  }

  @Test func emptyPasswordShowsItsErrorWithoutLoggingIn() {
    presenter.didTapLogIn(username: "jnovak", password: "")

    #expect(view.errors?.username == nil)
    #expect(view.errors?.password == "Enter your password.")
    #expect(interactor.logIns.isEmpty)
  }

  @Test func bothEmptyShowBothErrors() {
    presenter.didTapLogIn(username: "", password: "")

    #expect(view.errors?.username == "Enter your username.")
    #expect(view.errors?.password == "Enter your password.")
    #expect(view.loggingInStates.isEmpty)
  }

  @Test func filledInCredentialsStartTheLogin() {
    presenter.didTapLogIn(username: "jnovak", password: "servis123")

    #expect(view.errors?.username == nil && view.errors?.password == nil && view.errors?.login == nil)
    #expect(view.loggingInStates == [true])
    #expect(interactor.logIns.map(\.username) == ["jnovak"])
    #expect(interactor.logIns.map(\.password) == ["servis123"])
  }

  @Test func editingClearsTheErrors() {
    presenter.didFailToLogIn(.wrongCredentials)

    presenter.didEditCredentials()

    #expect(view.errors?.username == nil && view.errors?.password == nil && view.errors?.login == nil)
  }

  @Test func wrongCredentialsEnableTheFormAndSaySo() {
    presenter.didTapLogIn(username: "jnovak", password: "wrong")

    presenter.didFailToLogIn(.wrongCredentials)

    #expect(view.loggingInStates == [true, false])
    #expect(view.errors?.login == "Wrong username or password.")
    #expect(router.shownUsers.isEmpty)
  }

  @Test func otherFailuresSayTheServerIsNotAvailable() {
    presenter.didFailToLogIn(.serverUnavailable)

    #expect(view.errors?.login == "The server is not available. Try again.")
  }

  @Test func viewDidLoadResumesAKeptSession() {
    presenter.viewDidLoad()

    #expect(interactor.resumeCount == 1)
  }

  @Test func resumingHidesTheFormUntilItFails() {
    presenter.didStartResumingSession()
    #expect(view.resumingStates == [true])

    presenter.didFailToResumeSession(.sessionExpired)

    #expect(view.resumingStates == [true, false])
    #expect(view.errors?.login == "Your session has expired. Log in again.")
  }

  @Test func aResumptionTheServerCouldNotCheckSaysSo() {
    presenter.didFailToResumeSession(.serverUnavailable)

    #expect(view.errors?.login == "The server is not available. Try again.")
  }

  @Test func successShowsTheMainScreen() {
    let user = LoggedInUser(username: "jnovak", firstName: "Jan", lastName: "Novák")

    presenter.didLogIn(as: user)

    #expect(router.shownUsers == [user])
  }
}
