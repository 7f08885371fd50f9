/// What the registration form sends to the backend: the new account's e-mail, which is its
/// username from then on, its password and the nickname it is greeted by.
///
/// ```swift
/// let registration = Registration(email: "jana@example.cz", password: "heslo123", nickname: "Jana")
/// let session = try await backend.register(registration)
/// ```
public struct Registration: Equatable, Hashable, Sendable {
  public var email: String
  public var password: String
  public var nickname: String

  public init(email: String, password: String, nickname: String) {
    self.email = email
    self.password = password
    self.nickname = nickname
  }
}
