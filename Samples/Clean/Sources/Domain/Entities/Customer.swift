/// A customer that the technician does service events for.
public struct Customer: Identifiable, Equatable, Sendable {
  public let id: Int
  public let name: String
  public let address: String
  public let contact: Contact
  public let location: Location

  public init(id: Int, name: String, address: String, contact: Contact, location: Location) {
    self.id = id
    self.name = name
    self.address = address
    self.contact = contact
    self.location = location
  }
}
