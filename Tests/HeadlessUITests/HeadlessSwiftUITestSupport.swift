import HeadlessSwiftUI
import HeadlessUI
import UITestDriver

/// Runs a SwiftUI-style root view in a fresh application, and returns a driver for it.
@MainActor
func launchSwiftUI(_ rootView: some View, photoLibrary: PhotoLibrary = .standard) -> (Application, AppDriver) {
  let application = Application(photoLibrary: photoLibrary)
  application.run(rootView)
  return (application, AppDriver(application: application))
}

/// The tree of a SwiftUI-style app as text, for snapshot expectations.
@MainActor
func swiftUISnapshot(_ application: Application) -> String {
  TextRenderer().render(application.currentTree)
}

/// Counts events the test views report, such as body evaluations and lifecycle calls.
@MainActor
final class SwiftUIProbe {
  private(set) var events: [String] = []
  private(set) var counts: [String: Int] = [:]

  func record(_ event: String) {
    events.append(event)
    counts[event, default: 0] += 1
  }

  func count(_ event: String) -> Int { counts[event] ?? 0 }

  func reset() {
    events.removeAll()
    counts.removeAll()
  }
}

/// Holds a task until the test opens it, so that a test can look at the app while the task waits.
@MainActor
final class SwiftUIGate {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private(set) var isOpen = false

  var waiterCount: Int { waiting.count }

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  func open() {
    isOpen = true
    let resumed = waiting
    waiting.removeAll()
    resumed.forEach { $0.resume() }
  }
}

/// Lets the main actor run until `condition` holds.
@MainActor
func yieldUntil(_ condition: @MainActor () -> Bool) async {
  for _ in 0..<10_000 where !condition() {
    await Task.yield()
  }
}
