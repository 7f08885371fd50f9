import ServiceKit

/// Keeps the session's token in the device's storage, so that the next launch can resume the session.
///
/// Only the token is kept: never the password, nor anything else of the login.
@MainActor
final class TokenStore {
  private let storage: DeviceStorage

  init(storage: DeviceStorage) {
    self.storage = storage
  }

  var token: String? {
    get { storage.string(forKey: "sessionToken") }
    set { storage.set(newValue, forKey: "sessionToken") }
  }
}
