/// What the event detail presenter tells its view to show.
@MainActor
protocol EventDetailViewInterface: AnyObject {
  func showLoading()
  func showError(_ message: String)
  func showEvent(_ viewModel: EventDetailViewModel)
}

/// What the event detail view tells its presenter the user did.
@MainActor
protocol EventDetailPresenterInterface: AnyObject {
  func viewDidLoad()
  func didTapRetry()
  func didTapContact()
  func didTapCustomer()
  func didTapLocation()
  func didTapReportStatus()
}

/// The event detail use case: load the event as it is now.
@MainActor
protocol EventDetailInteractorInput: AnyObject {
  func loadEvent()
}

/// How loading the event ended.
@MainActor
protocol EventDetailInteractorOutput: AnyObject {
  func didLoadEvent(_ event: EventDetailData)
  func didFailToLoadEvent()
}

/// Where the event detail module navigates: the phone, maps, the customer and the report form.
@MainActor
protocol EventDetailRouterInterface: AnyObject {
  func callPhone(_ phone: String)
  func showMap(latitude: Double, longitude: Double, name: String)
  func showCustomer(customerID: Int)
  func showReport(eventID: Int, output: ReportModuleOutput)
}

/// Hears that the event detail module changed its event, so that the module that opened it can show the change.
@MainActor
protocol EventDetailModuleOutput: AnyObject {
  func eventDetailModuleDidChangeEvent(id: Int)
}
