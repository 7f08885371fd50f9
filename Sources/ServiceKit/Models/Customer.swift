/// A customer that service events are done for.
public struct Customer: Identifiable, Equatable, Hashable, Sendable, Codable {
  public var id: Int
  public var name: String
  public var address: String
  public var contact: Contact
  public var location: Location

  public init(id: Int, name: String, address: String, contact: Contact, location: Location) {
    self.id = id
    self.name = name
    self.address = address
    self.contact = contact
    self.location = location
  }
}
