import ServiceKit

/// Resumes the session the device kept, and decides what the login screen says when it cannot.
@MainActor
final class LaunchPresenter {
  weak var view: LaunchView?
  /// Called with the user of the resumed session; the app shows the tab bar.
  var onResume: ((User) -> Void)?
  /// Called with why the technician must log in; the app shows the login screen with it.
  var onLogInNeeded: ((String) -> Void)?
  private(set) var resumeTask: Task<Void, Never>?
  private let backend: any Backend
  private let storage: DeviceStorage

  init(backend: any Backend, storage: DeviceStorage) {
    self.backend = backend
    self.storage = storage
  }

  func viewDidLoad() {
    guard let token = storage.sessionToken else { return }
    view?.showLoading()
    resumeTask = Task {
      do {
        onResume?(try await backend.resume(token: token))
      } catch BackendError.notAuthenticated {
        // The server will not take this token again; the next launch must not try it.
        storage.sessionToken = nil
        onLogInNeeded?("Your session has expired. Log in again.")
      } catch {
        onLogInNeeded?("The server is not available. Try again.")
      }
    }
  }
}
