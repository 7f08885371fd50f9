/// Opens the detail of a tapped event, follows its loading and its changes on the server, and drops it when it is
/// popped.
func eventDetailReducer(_ state: inout EventDetailState?, _ action: AppAction) {
  switch action {
  case .tasks(.eventTapped(let id)):
    state = EventDetailState(eventID: id)
  case .eventDetail(.retryTapped(let id)) where state?.eventID == id:
    state?.event = .loading
  case .eventDetail(.eventLoaded(let event)) where state?.eventID == event.id,
    .report(.sent(let event)) where state?.eventID == event.id:
    state?.event = .loaded(event)
  case .eventDetail(.eventFailedToLoad(let id)) where state?.eventID == id:
    state?.event = .failed
  case .tasks(.liveChangeReceived(.added(let event))) where state?.eventID == event.id,
    .tasks(.liveChangeReceived(.updated(let event))) where state?.eventID == event.id:
    state?.event = .loaded(event)
    state?.isRemoved = false
  case .tasks(.liveChangeReceived(.removed(let id))) where state?.eventID == id:
    state?.isRemoved = true
  case .eventDetail(.backToListTapped):
    state = nil
  case .navigation(.pathChanged(let path)):
    if let id = state?.eventID, !path.contains(.event(id)) {
      state = nil
    }
  default:
    break
  }
}
