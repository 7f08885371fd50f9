import ServiceKit

/// Keeps the session's token in the device's storage, and finds it there when the app starts: only the token,
/// never the password.
@MainActor
final class SessionMiddleware: Middleware {
  private static let tokenKey = "sessionToken"
  private let storage: DeviceStorage

  init(storage: DeviceStorage) {
    self.storage = storage
  }

  func handle(_ action: AppAction, store: Store, next: Dispatch) {
    next(action)
    switch action {
    case .launched where store.state.user == nil:
      if let token = storage.string(forKey: Self.tokenKey) {
        store.dispatch(.login(.keptSessionFound(token: token)))
      }
    case .login(.loggedIn(let session)):
      storage.set(session.token, forKey: Self.tokenKey)
    case .login(.sessionResumeFailed(.notAuthenticated)), .account(.logOutTapped):
      // A token the server refused would be refused again; one it could not check is kept for the next start.
      storage.removeValue(forKey: Self.tokenKey)
    default:
      break
    }
  }
}
