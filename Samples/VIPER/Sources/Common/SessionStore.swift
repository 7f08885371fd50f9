import ServiceKit

/// Keeps the session's token on the device, so that the app started again can resume the session.
///
/// The interactors that start, resume and end a session get it from their builders, as they get the backend.
@MainActor
protocol SessionStore: AnyObject {
  var token: String? { get }
  func keep(token: String)
  func forget()
}

/// The session store over the device's storage, where the Keychain would hold the token: only the token, never
/// the password.
@MainActor
final class DeviceSessionStore: SessionStore {
  private static let tokenKey = "sessionToken"
  private let storage: DeviceStorage

  init(storage: DeviceStorage) {
    self.storage = storage
  }

  var token: String? {
    storage.string(forKey: Self.tokenKey)
  }

  func keep(token: String) {
    storage.set(token, forKey: Self.tokenKey)
  }

  func forget() {
    storage.removeValue(forKey: Self.tokenKey)
  }
}
