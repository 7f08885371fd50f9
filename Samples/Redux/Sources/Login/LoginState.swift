/// The login form: what was typed, what is wrong with it, and whether the login call is under way.
public struct LoginState: Equatable, Sendable {
  /// Why the backend refused the login.
  public enum Failure: Equatable, Sendable {
    case wrongCredentials
    case sessionExpired
    case serverUnavailable
  }

  public var username: String
  public var password: String
  public var isUsernameMissing: Bool
  public var isPasswordMissing: Bool
  public var failure: Failure?
  public var isLoggingIn: Bool
  /// Whether a kept session is being resumed, with no form shown meanwhile.
  public var isResumingSession: Bool

  public init(
    username: String = "", password: String = "", isUsernameMissing: Bool = false, isPasswordMissing: Bool = false,
    failure: Failure? = nil, isLoggingIn: Bool = false, isResumingSession: Bool = false
  ) {
    self.username = username
    self.password = password
    self.isUsernameMissing = isUsernameMissing
    self.isPasswordMissing = isPasswordMissing
    self.failure = failure
    self.isLoggingIn = isLoggingIn
    self.isResumingSession = isResumingSession
  }
}
