import ServiceKit

/// A backend with `jnovak` logged in, as every screen after the login screen expects.
@MainActor
func loggedInBackend() async throws -> FixtureBackend {
  let backend = FixtureBackend()
  _ = try await backend.login(Credentials(username: "jnovak", password: "servis123"))
  return backend
}

/// Yields to the main actor until `condition` holds, for work a test cannot await directly (live updates).
@MainActor
func yield(until condition: () -> Bool) async {
  for _ in 0..<1000 where !condition() {
    await Task.yield()
  }
}
