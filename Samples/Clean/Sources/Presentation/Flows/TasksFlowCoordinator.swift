import CleanDomain
import Observation

/// What the Tasks flow has made for it: its screens' view models.
@MainActor
public protocol TasksFlowCoordinatorDependencies {
  func makeTasksViewModel(actions: TasksViewModelActions) -> TasksViewModel
  func makeEventDetailViewModel(eventID: Event.ID, actions: EventDetailViewModelActions) -> EventDetailViewModel
  func makeCustomerViewModel(customerID: Customer.ID) -> CustomerViewModel
  func makeReportViewModel(eventID: Event.ID, actions: ReportViewModelActions) -> ReportViewModel
}

/// The Tasks tab's flow: the list, the screens pushed on it, and the report form over them.
///
/// It makes a screen's view model when its view model asks for the screen, and keeps it as long
/// as the screen is shown: in the path, or as the sheet.
@MainActor
@Observable
public final class TasksFlowCoordinator {
  /// The screens pushed on the list, bottom first.
  var path: [TasksRoute] = []
  /// The report form shown as a sheet, if any; only this flow presents and closes it.
  var reportForm: ReportViewModel?
  /// The list at the root of the stack, made once, so that its search and switch outlive every push.
  @ObservationIgnored private(set) lazy var list = dependencies.makeTasksViewModel(
    actions: TasksViewModelActions { [weak self] id, didUpdate in
      self?.showEventDetails(id, didUpdate: didUpdate)
    })
  private let dependencies: any TasksFlowCoordinatorDependencies

  public init(dependencies: any TasksFlowCoordinatorDependencies) {
    self.dependencies = dependencies
  }

  private func showEventDetails(_ id: Event.ID, didUpdate: @escaping (Event) -> Void) {
    let actions = EventDetailViewModelActions(
      showCustomerDetails: { [weak self] customerID in
        self?.showCustomerDetails(customerID)
      },
      showReportForm: { [weak self] eventID, sending in
        self?.showReportForm(eventID: eventID, sending: sending)
      },
      didUpdateEvent: didUpdate,
      closeEventDetails: { [weak self] in
        self?.path.removeLast()
      })
    path.append(.eventDetails(dependencies.makeEventDetailViewModel(eventID: id, actions: actions)))
  }

  private func showCustomerDetails(_ id: Customer.ID) {
    path.append(.customerDetails(dependencies.makeCustomerViewModel(customerID: id)))
  }

  /// Presents a fresh form; sending it or closing it dismisses it.
  private func showReportForm(eventID: Event.ID, sending: ReportSending) {
    let actions = ReportViewModelActions(
      sending: ReportSending(
        willSend: sending.willSend,
        didSend: { [weak self] event in
          self?.reportForm = nil
          sending.didSend(event)
        },
        didFail: sending.didFail),
      close: { [weak self] in
        self?.reportForm = nil
      })
    reportForm = dependencies.makeReportViewModel(eventID: eventID, actions: actions)
  }
}
