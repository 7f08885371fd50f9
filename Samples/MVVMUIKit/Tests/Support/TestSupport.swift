import OpenCombine
import ServiceKit

/// The fixture's technician.
let technician = Credentials(username: "jnovak", password: "servis123")

/// A backend with the technician logged in, as every screen after the login screen expects.
@MainActor
func loggedInBackend() async throws -> FixtureBackend {
  let backend = FixtureBackend()
  _ = try await backend.login(technician)
  return backend
}

/// Lets other work on the main actor run until `condition` holds, such as a held call being reached.
@MainActor
func waitUntil(_ condition: () -> Bool) async {
  for _ in 0..<10_000 where !condition() {
    await Task.yield()
  }
}

/// Collects every value a view model's output publishes, from the one it holds when subscribed.
@MainActor
final class Recorder<Value> {
  private(set) var values: [Value] = []
  private var subscription: AnyCancellable?

  init<Output: Publisher>(_ output: Output) where Output.Output == Value, Output.Failure == Never {
    subscription = output.sink { [weak self] in self?.values.append($0) }
  }

  var last: Value? { values.last }
}
