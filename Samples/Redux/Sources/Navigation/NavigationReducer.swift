/// Navigates: pushes the screens, presents the sheet, the alert and the photo picker that actions ask for.
func navigationReducer(_ state: inout NavigationState, _ action: AppAction) {
  switch action {
  case .navigation(.tabSelected(let tab)):
    state.tab = tab
  case .navigation(.pathChanged(let path)):
    state.path = path
  case .tasks(.eventTapped(let id)):
    state.path.append(.event(id))
  case .eventDetail(.customerTapped(let id)):
    state.path.append(.customer(id))
  case .eventDetail(.backToListTapped):
    state.path = []
  case .eventDetail(.reportStatusTapped(let eventID)):
    state.sheet = .report(eventID: eventID)
  case .report(.closed), .report(.sent):
    state.sheet = nil
  case .report(.sendFailed):
    state.alert = .reportNotSent
  case .report(.alertDismissed):
    state.alert = nil
  case .report(.attachPhotosTapped):
    state.isPhotoPickerPresented = true
  case .report(.photoPickerDismissed):
    state.isPhotoPickerPresented = false
  default:
    break
  }
}
