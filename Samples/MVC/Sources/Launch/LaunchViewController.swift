import HeadlessUIKit
import ServiceKit

/// Shows a spinner while the session the device kept is resumed, then hands it on or says why to log in.
final class LaunchViewController: ViewController {
  /// Called with the resumed session.
  var onResume: ((Session) -> Void)?
  /// Called with what the login screen should say when the session could not be resumed.
  var onFailure: ((String) -> Void)?
  let activityIndicator = ActivityIndicatorView()
  private(set) var resumeTask: Task<Void, Never>?
  private let backend: any Backend
  private let storage: DeviceStorage

  init(backend: any Backend, storage: DeviceStorage) {
    self.backend = backend
    self.storage = storage
    super.init()
  }

  override func loadView() {
    view = activityIndicator
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    activityIndicator.startAnimating()
    resumeTask = Task {
      do {
        onResume?(try await Session.resume(backend: backend, storage: storage))
      } catch {
        onFailure?(
          error as? BackendError == .notAuthenticated
            ? "Your session has expired. Log in again." : "The server is not available. Try again.")
      }
    }
  }
}
