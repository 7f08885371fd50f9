import ServiceKit

extension DeviceStorage {
  /// The token of the session the device keeps between launches; the password is never kept.
  var sessionToken: String? {
    get { string(forKey: "sessionToken") }
    set { set(newValue, forKey: "sessionToken") }
  }
}
