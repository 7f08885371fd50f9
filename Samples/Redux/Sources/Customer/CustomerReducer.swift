/// Opens the detail of the event's customer, follows its loading, and drops it when it is popped.
func customerReducer(_ state: inout CustomerState?, _ action: AppAction) {
  switch action {
  case .eventDetail(.customerTapped(let id)):
    state = CustomerState(customerID: id)
  case .customer(.retryTapped(let id)) where state?.customerID == id:
    state?.customer = .loading
  case .customer(.customerLoaded(let customer)) where state?.customerID == customer.id:
    state?.customer = .loaded(customer)
  case .customer(.customerFailedToLoad(let id)) where state?.customerID == id:
    state?.customer = .failed
  case .navigation(.pathChanged(let path)):
    if let id = state?.customerID, !path.contains(.customer(id)) {
      state = nil
    }
  default:
    break
  }
}
