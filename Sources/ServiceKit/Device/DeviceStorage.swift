/// A small key-value store that outlives an app instance, as `UserDefaults` or the Keychain does
/// on a device.
///
/// A test starts the app twice over one storage to play a user who closes the app and opens it
/// again; each launch that gets a storage of its own plays a fresh install.
///
/// ```swift
/// let storage = DeviceStorage()
/// storage.set("token-1", forKey: "sessionToken")
/// storage.string(forKey: "sessionToken")   // "token-1"
/// storage.removeValue(forKey: "sessionToken")
/// ```
@MainActor
public final class DeviceStorage {
  /// Everything stored, by key; tests read it to prove what is kept (a token) and what is not (a password).
  public private(set) var values: [String: String]

  public init(values: [String: String] = [:]) {
    self.values = values
  }

  /// The value stored under `key`, if any.
  public func string(forKey key: String) -> String? {
    values[key]
  }

  /// Stores `value` under `key`, replacing what was there; `nil` removes the key.
  public func set(_ value: String?, forKey key: String) {
    values[key] = value
  }

  /// Removes the value stored under `key`, if any.
  public func removeValue(forKey key: String) {
    values[key] = nil
  }
}
