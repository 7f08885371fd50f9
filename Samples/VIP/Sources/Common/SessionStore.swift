import ServiceKit

/// Where the session's token is kept between launches; the workers that start, resume and end a session get it
/// from their configurators, as CleanStore's workers get their `OrdersStoreProtocol`.
@MainActor
protocol SessionStoreProtocol {
  var token: String? { get }
  func keep(token: String)
  func forget()
}

/// The session store over the device's storage, where the Keychain would hold the token: only the token, never
/// the password.
@MainActor
final class SessionDeviceStore: SessionStoreProtocol {
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
