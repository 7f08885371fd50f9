/// What the event detail presenter tells its view to show.
@MainActor
protocol EventDetailViewInterface: AnyObject {
  func showLoading()
  func showError(_ message: String)
  func showEvent(_ viewModel: EventDetailViewModel)
  /// Shows `message` and the way back to the list in place of the event.
  func showRemoved(_ message: String)
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
  func didTapBackToList()
}

/// The event detail use cases: load the event as it is now, and follow its changes on the server.
@MainActor
protocol EventDetailInteractorInput: AnyObject {
  func loadEvent()
  func startLiveUpdates()
}

/// The event as loaded or as changed on the server, or why there is none to show.
@MainActor
protocol EventDetailInteractorOutput: AnyObject {
  func didLoadEvent(_ event: EventDetailData)
  func didFailToLoadEvent()
  func didRemoveEvent()
}

/// Where the event detail module navigates: the phone, maps, the customer and the report form.
@MainActor
protocol EventDetailRouterInterface: AnyObject {
  func callPhone(_ phone: String)
  func showMap(latitude: Double, longitude: Double, name: String)
  func showCustomer(customerID: Int)
  func showReport(eventID: Int, output: ReportModuleOutput)
  func closeDetail()
}

/// Hears that the event detail module changed its event, so that the module that opened it can show the change.
@MainActor
protocol EventDetailModuleOutput: AnyObject {
  func eventDetailModuleDidChangeEvent(id: Int)
  /// A report that completes the event is being sent: the event is to be shown completed until it is sent.
  func eventDetailModuleIsCompletingEvent(id: Int)
  /// The report that was to complete the event was not sent.
  func eventDetailModuleDidFailToCompleteEvent(id: Int)
}
