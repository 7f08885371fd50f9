import ServiceKit

extension FixtureBackend {
  /// A backend over the standard fixture with `jnovak` logged in, as every call after login expects.
  static func loggedIn() async throws -> FixtureBackend {
    let backend = FixtureBackend()
    _ = try await backend.login(Credentials(username: "jnovak", password: "servis123"))
    return backend
  }
}
