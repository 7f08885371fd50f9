/// The technician who is logged in.
public struct User: Identifiable, Equatable, Hashable, Sendable, Codable {
  public var id: Int
  public var username: String
  public var firstName: String
  public var lastName: String

  public init(id: Int, username: String, firstName: String, lastName: String) {
    self.id = id
    self.username = username
    self.firstName = firstName
    self.lastName = lastName
  }
}
