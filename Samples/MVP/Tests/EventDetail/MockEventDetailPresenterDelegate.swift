import ServiceKit

@testable import MVP

/// Records the events an ``EventDetailPresenter`` reported as updated.
@MainActor
final class MockEventDetailPresenterDelegate: EventDetailPresenterDelegate {
  private(set) var updatedEvents: [ServiceEvent] = []

  func eventDetailPresenter(_ presenter: EventDetailPresenter, didUpdate event: ServiceEvent) {
    updatedEvents.append(event)
  }
}
