/// Lets the main actor run until `condition` holds, for work that the code under test started on its own.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<1_000 where !condition() {
    await Task.yield()
  }
  return condition()
}
