import HeadlessSwiftUI
import Observation
import ServiceKit

/// The Tasks tab's flow: the list, the event detail and customer pushed on it, and the report sheet.
@MainActor
@Observable
final class TasksCoordinator {
  /// The screens pushed on the list, bottom first.
  var path: [TasksRoute] = []
  /// The report form shown as a sheet over the stack, if any.
  var presentedReport: ReportViewModel?

  /// The list at the root of the stack, made once, so that its search and toggle outlive every push;
  /// the coordinator keeps it to pass on what a sent report changed.
  @ObservationIgnored private(set) lazy var eventList = EventListViewModel(backend: backend) { [weak self] eventID in
    self?.path.append(.eventDetail(eventID))
  }

  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  /// The screen of a pushed route, with a new view model whose intents lead back here.
  @ViewBuilder
  func view(for route: TasksRoute) -> some View {
    switch route {
    case .eventDetail(let eventID):
      EventDetailView(viewModel: makeEventDetailViewModel(for: eventID))
    case .customer(let customerID):
      CustomerDetailView(viewModel: CustomerDetailViewModel(customerID: customerID, backend: backend))
    }
  }

  func makeEventDetailViewModel(for eventID: ServiceEvent.ID) -> EventDetailViewModel {
    EventDetailViewModel(
      eventID: eventID, backend: backend,
      onSelectCustomer: { [weak self] customerID in
        self?.path.append(.customer(customerID))
      },
      onReportStatus: { [weak self] showSent in
        self?.presentReport(for: eventID, showSent: showSent)
      })
  }

  /// Presents a fresh, empty form; once it is sent, the sheet closes and the detail and the list show the event.
  private func presentReport(for eventID: ServiceEvent.ID, showSent: @escaping (ServiceEvent) -> Void) {
    presentedReport = ReportViewModel(
      eventID: eventID, backend: backend,
      onSent: { [weak self] event in
        self?.presentedReport = nil
        showSent(event)
        self?.eventList.apply(.updated(event))
      },
      onClose: { [weak self] in
        self?.presentedReport = nil
      })
  }
}
