/// What the login screen sends to the backend.
public struct Credentials: Equatable, Hashable, Sendable {
  public var username: String
  public var password: String

  public init(username: String, password: String) {
    self.username = username
    self.password = password
  }
}
