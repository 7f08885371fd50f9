import ServiceKit
import Testing

@testable import MVVMC

/// `MainCoordinator`: the tab shown, the Tasks flow it keeps, and the logout it passes up.
struct MainCoordinatorTests {
  @Test @MainActor func startsOnTasksWithTheListShown() {
    let main = MainCoordinator(user: Fixture.standard.accounts[0].user, backend: FixtureBackend()) {}

    #expect(main.selectedTab == .tasks)
    #expect(main.tasks.path.isEmpty)
  }

  @Test @MainActor func switchingTabsKeepsTheTasksFlow() {
    let main = MainCoordinator(user: Fixture.standard.accounts[0].user, backend: FixtureBackend()) {}
    let tasks = main.tasks
    tasks.path = [.eventDetail(1)]

    main.selectedTab = .account
    main.selectedTab = .tasks

    #expect(main.tasks === tasks)
    #expect(tasks.path == [.eventDetail(1)])
  }

  @Test @MainActor func theAccountScreenShowsTheUserAndPassesLogoutUp() async throws {
    var loggedOut = false
    let main = MainCoordinator(user: Fixture.standard.accounts[0].user, backend: try await loggedInBackend()) {
      loggedOut = true
    }
    let account = main.account

    #expect(account.firstNameText == "First name: Jan")

    await account.logOut()

    #expect(loggedOut)
  }
}
