/// Lets the main actor run the middleware's tasks until `condition` holds; false if it still does not after
/// many turns.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<10_000 where !condition() {
    await Task.yield()
  }
  return condition()
}

/// Lets the main actor run whatever is ready to, so that a test can see that nothing more happens.
@MainActor
func settle() async {
  for _ in 0..<100 {
    await Task.yield()
  }
}
