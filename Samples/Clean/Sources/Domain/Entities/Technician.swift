/// The field-service technician who uses the app.
public struct Technician: Identifiable, Equatable, Sendable {
  public let id: Int
  public let username: String
  public let firstName: String
  public let lastName: String

  public init(id: Int, username: String, firstName: String, lastName: String) {
    self.id = id
    self.username = username
    self.firstName = firstName
    self.lastName = lastName
  }
}
