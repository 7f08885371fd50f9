import ServiceKit

/// Hears that the report form updated its event, so that the scene that opened it shows the change.
@MainActor
protocol ReportListener: AnyObject {
  func report(didUpdate event: ServiceEvent)
}
