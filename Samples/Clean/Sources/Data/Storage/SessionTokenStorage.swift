import ServiceKit

/// The auth repository's local data source: the session's token in the device's storage, kept
/// between launches so that the next one can resume the session.
///
/// Only the token is kept: never the password, nor anything else of the login.
@MainActor
public final class SessionTokenStorage {
  private let storage: DeviceStorage

  public init(storage: DeviceStorage) {
    self.storage = storage
  }

  var token: String? {
    get { storage.string(forKey: "sessionToken") }
    set { storage.set(newValue, forKey: "sessionToken") }
  }
}
