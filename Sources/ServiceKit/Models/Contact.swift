/// A person to call about an event or a customer.
public struct Contact: Equatable, Hashable, Sendable, Codable {
  public var name: String
  /// The number as dialled, e.g. `+420602123456`.
  public var phone: String

  public init(name: String, phone: String) {
    self.name = name
    self.phone = phone
  }
}
