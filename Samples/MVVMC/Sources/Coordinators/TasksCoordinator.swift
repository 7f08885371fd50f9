import Observation
import ServiceKit

/// The Tasks tab's flow: the list, the event detail and customer pushed on it, and the report sheet.
///
/// It makes and keeps the view model of every screen it shows, for as long as it shows it.
@MainActor
@Observable
final class TasksCoordinator {
  /// The screens pushed on the list, bottom first.
  ///
  /// However it changes, by an intent, by the stack's Back button through the binding, or by a
  /// deep link replacing it, the pushed screens' view models follow it.
  var path: [TasksRoute] = [] {
    didSet { keepScreens(of: path) }
  }
  /// The report form shown as a sheet over the stack, if any.
  var presentedReport: ReportViewModel?
  /// The view models of the event details on the path, by their route's event.
  ///
  /// Not observed, as it changes only with `path`, whose change already shows the stack again.
  @ObservationIgnored private(set) var eventDetails: [ServiceEvent.ID: EventDetailViewModel] = [:]
  /// The view models of the customers on the path, by their route's customer.
  @ObservationIgnored private(set) var customers: [Customer.ID: CustomerDetailViewModel] = [:]

  /// The list at the root of the stack, made once, so that its search and toggle outlive every push;
  /// the coordinator keeps it to pass on what a sent report changed.
  @ObservationIgnored private(set) lazy var eventList = EventListViewModel(backend: backend) { [weak self] eventID in
    self?.path.append(.eventDetail(eventID))
  }

  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  /// Keeps the view model of each route on `path`, makes one for each route pushed, and drops
  /// those of the routes popped.
  private func keepScreens(of path: [TasksRoute]) {
    var eventDetails: [ServiceEvent.ID: EventDetailViewModel] = [:]
    var customers: [Customer.ID: CustomerDetailViewModel] = [:]
    for route in path {
      switch route {
      case .eventDetail(let eventID):
        eventDetails[eventID] = self.eventDetails[eventID] ?? makeEventDetail(for: eventID)
      case .customer(let customerID):
        customers[customerID] =
          self.customers[customerID] ?? CustomerDetailViewModel(customerID: customerID, backend: backend)
      }
    }
    self.eventDetails = eventDetails
    self.customers = customers
  }

  private func makeEventDetail(for eventID: ServiceEvent.ID) -> EventDetailViewModel {
    EventDetailViewModel(
      eventID: eventID, backend: backend,
      onSelectCustomer: { [weak self] customerID in
        self?.path.append(.customer(customerID))
      },
      onReportStatus: { [weak self] in
        self?.presentReport(for: eventID)
      },
      onEventChanged: { [weak self] event in
        self?.eventList.apply(.updated(event))
      })
  }

  /// Presents a fresh, empty form, whose report the event's detail sends; once it is sent, the sheet closes.
  private func presentReport(for eventID: ServiceEvent.ID) {
    presentedReport = ReportViewModel(
      eventID: eventID,
      submit: { [weak self] report in
        try await self?.eventDetails[eventID]?.send(report)
      },
      onSent: { [weak self] in
        self?.presentedReport = nil
      },
      onClose: { [weak self] in
        self?.presentedReport = nil
      })
  }
}
