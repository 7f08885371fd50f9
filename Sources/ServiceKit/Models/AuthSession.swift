/// What a successful login gives the app: the user, and a token that stands for the session.
///
/// The app keeps the token, never the password, so that it can resume the session when it is
/// started again (``Backend/resume(token:)``).
///
/// ```swift
/// let session = try await backend.login(credentials)
/// storage.set(session.token, forKey: "sessionToken")
/// ```
public struct AuthSession: Equatable, Hashable, Sendable, Codable {
  public var token: String
  public var user: User

  public init(token: String, user: User) {
    self.token = token
    self.user = user
  }
}
