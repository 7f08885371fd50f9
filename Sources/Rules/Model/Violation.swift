/// One place where code breaks one of its architecture's rules.
///
/// ```swift
/// Violation(rule: "viper.view-no-interactor", path: "Login/LoginViewController.swift", line: 12, column: 5,
///   message: "LoginViewController (View Controller) references LoginInteractor (Interactor)")
/// ```
public struct Violation: Sendable, Hashable, Codable {
  public var rule: String
  /// Relative to the scanned root.
  public var path: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(rule: String, path: String, line: Int, column: Int, message: String) {
    self.rule = rule
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }
}
