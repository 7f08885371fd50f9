import FloorReference
import Foundation
import HeadlessUI
import Latency
import SampleRegistry

/// A subject that is the reference app with every element action made slower by busy-waiting first.
///
/// The harness must see the delay: the slowed subject's latency includes it, and its ratio to
/// the reference shows it.
enum SlowedSubject {
  static func make(delay: Duration) -> Subject {
    Subject(id: "slowed", name: "Slowed") { application, backend, storage in
      ReferenceApp.launch(in: application, backend: backend, storage: storage)
      application.content = SlowedContent(wrapping: application.content!, delay: delay)
    }
  }
}

/// Wraps a root content and rewrites its elements' actions to spin for `delay` before acting.
@MainActor
final class SlowedContent: RootContent {
  let wrapped: any RootContent
  let delay: Duration

  init(wrapping wrapped: any RootContent, delay: Duration) {
    self.wrapped = wrapped
    self.delay = delay
  }

  func renderElements() -> [Element] { wrapped.renderElements().map(slowed) }

  func didRender() { wrapped.didRender() }

  private func slowed(_ element: Element) -> Element {
    var element = element
    element.children = element.children.map(slowed)
    let delay = self.delay
    if let tap = element.actions.tap {
      element.actions.tap = {
        spin(delay)
        tap()
      }
    }
    if let setText = element.actions.setText {
      element.actions.setText = {
        spin(delay)
        setText($0)
      }
    }
    if let setOn = element.actions.setOn {
      element.actions.setOn = {
        spin(delay)
        setOn($0)
      }
    }
    if let select = element.actions.select {
      element.actions.select = {
        spin(delay)
        select($0)
      }
    }
    return element
  }
}

/// Busy-waits: the main thread stays occupied, as slow synchronous work in an action would keep it.
private func spin(_ duration: Duration) {
  let clock = ContinuousClock()
  let deadline = clock.now + duration
  while clock.now < deadline {}
}

extension Subject {
  /// `architecture`'s sample with no toolkit recorded, so that the harness adds only the floor:
  /// for tests of the harness's own mechanics, which count subjects and groups.
  static func withoutToolkit(_ architecture: Architecture) -> Subject {
    Subject(id: architecture.id, name: architecture.name) { architecture.launch(in: $0, backend: $1, storage: $2) }
  }
}
