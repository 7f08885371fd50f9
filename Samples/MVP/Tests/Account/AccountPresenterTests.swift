import ServiceKit
import Testing

@testable import MVP

@MainActor
struct AccountPresenterTests {
  private let view = MockAccountView()
  private let storage = DeviceStorage()

  private func makePresenter(backend: FixtureBackend) throws -> AccountPresenter {
    storage.sessionToken = backend.currentToken
    let presenter = AccountPresenter(user: try #require(backend.currentUser), backend: backend, storage: storage)
    presenter.view = view
    return presenter
  }

  @Test func showsTheUser() async throws {
    let presenter = try makePresenter(backend: try await loggedInBackend())

    presenter.viewDidLoad()

    #expect(view.texts == ["First name: Jan", "Last name: Novák", "Username: jnovak"])
  }

  @Test(arguments: [false, true])
  func logOutReturnsToLoginEvenWhenTheBackendFails(backendFails: Bool) async throws {
    let backend = try await loggedInBackend()
    if backendFails {
      backend.failNext(.logout)
    }
    let presenter = try makePresenter(backend: backend)

    presenter.didTapLogOut()
    #expect(!view.isLogOutEnabled)
    await presenter.logOutTask?.value

    #expect(backend.calls.last == .logout)
    #expect(view.loginScreenShownCount == 1)
    #expect(storage.sessionToken == nil)
  }
}
