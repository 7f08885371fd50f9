import ServiceKit

/// What happens on the report form, and what the backend says about the report.
enum ReportAction: Equatable, Sendable {
  case noteChanged(String)
  case completedChanged(Bool)
  case completionTypePicked(CompletionType)
  case attachPhotosTapped
  case photosPicked([Photo])
  case photoPickerDismissed
  case sendTapped(eventID: ServiceEvent.ID)
  case sent(ServiceEvent)
  case sendFailed
  case alertDismissed
  case closed
}
