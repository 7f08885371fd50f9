import ServiceKit

/// Hears that the event an ``EventDetailPresenter`` shows has changed, e.g. by a report sent from it.
@MainActor
protocol EventDetailPresenterDelegate: AnyObject {
  func eventDetailPresenter(_ presenter: EventDetailPresenter, didUpdate event: ServiceEvent)
}
