import HeadlessUI
import ServiceKit
import Testing

@testable import MVC

@MainActor
struct AccountViewControllerTests {
  private let application = Application()

  private func makeController(backend: FixtureBackend) async throws -> AccountViewController {
    let session = try await Session.logIn(
      with: Credentials(username: "jnovak", password: "servis123"), backend: backend, storage: DeviceStorage())
    let controller = AccountViewController(session: session)
    host(controller, in: application)
    return controller
  }

  @Test func showsTheUser() async throws {
    let controller = try await makeController(backend: FixtureBackend())

    #expect(controller.title == "Account")
    #expect(controller.accountView.firstNameLabel.text == "First name: Jan")
    #expect(controller.accountView.lastNameLabel.text == "Last name: Novák")
    #expect(controller.accountView.usernameLabel.text == "Username: jnovak")
  }

  @Test(arguments: [false, true])
  func logOutEndsTheSessionEvenWhenTheBackendFails(backendFails: Bool) async throws {
    let backend = FixtureBackend()
    let controller = try await makeController(backend: backend)
    if backendFails {
      backend.failNext(.logout)
    }
    var loggedOut = false
    controller.onLogOut = { loggedOut = true }

    controller.accountView.logOutButton.tap()
    #expect(!controller.accountView.logOutButton.isEnabled)
    await controller.logOutTask?.value
    await yield { backend.liveSubscriberCount == 0 }

    #expect(loggedOut)
    #expect(backend.calls.last == .logout)
    #expect(backend.liveSubscriberCount == 0)
  }
}
