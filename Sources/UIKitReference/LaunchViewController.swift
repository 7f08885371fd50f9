import HeadlessUIKit
import ServiceKit

/// The first screen when the device kept a session: a spinner while the server resumes it.
final class LaunchViewController: ViewController {
  /// Called with the session's user once the server has accepted the kept token.
  var onResume: ((User) -> Void)?
  /// Called when the session could not be resumed: whether the server rejected the token, and what the login screen says.
  var onFailure: ((_ isTokenRejected: Bool, _ message: String) -> Void)?
  private let token: String
  private let backend: any Backend
  private let activityIndicator = ActivityIndicatorView()

  init(token: String, backend: any Backend) {
    self.token = token
    self.backend = backend
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(activityIndicator)
    activityIndicator.startAnimating()
    Task {
      do {
        onResume?(try await backend.resume(token: token))
      } catch BackendError.notAuthenticated {
        onFailure?(true, "Your session has expired. Log in again.")
      } catch {
        onFailure?(false, "The server is not available. Try again.")
      }
    }
  }
}
