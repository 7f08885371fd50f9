/// A person to call about an event or a customer.
public struct Contact: Equatable, Sendable {
  public let name: String
  /// The number as dialled, e.g. `+420602111222`.
  public let phone: String

  public init(name: String, phone: String) {
    self.name = name
    self.phone = phone
  }
}
