/// Edits the report form and follows sending it; the form is emptied when the sheet goes away.
func reportReducer(_ state: inout ReportState, _ action: AppAction) {
  guard case .report(let action) = action else { return }
  switch action {
  case .noteChanged(let note):
    state.note = note
  case .completedChanged(let isCompleted):
    state.isCompleted = isCompleted
    // An open event has no completion type, and one completed again is picked afresh.
    state.completionType = nil
  case .completionTypePicked(let type):
    state.completionType = type
  case .photosPicked(let photos):
    state.photos += photos.filter { !state.photos.contains($0) }
  case .sendTapped:
    state.isSending = true
  case .sendFailed:
    state.isSending = false
  case .sent, .closed:
    state = ReportState()
  case .attachPhotosTapped, .photoPickerDismissed, .alertDismissed:
    break
  }
}
