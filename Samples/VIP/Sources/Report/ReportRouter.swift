import HeadlessUI
import HeadlessUIKit

/// Where the report form goes.
@MainActor
protocol ReportRoutingLogic {
  /// Shows the photo picker; `completion` gets the names of the photos picked, none when cancelled.
  func routeToPhotoPicker(completion: @escaping @MainActor ([String]) -> Void)
  func routeToAlert(title: String, message: String, actionTitle: String)
  /// Closes the form, back to the event detail under it, with the event a sent report updated, which the list
  /// under the detail gets too.
  func routeToEventDetail()
  /// Passes the report being sent, or its end, to the event detail and the list under the form, which stays up,
  /// and asks both to show it.
  func routeToScenesUnderSheet()
}

/// The report form's data, for the routers that pass it on.
@MainActor
protocol ReportDataPassing {
  var dataStore: ReportDataStore? { get }
}

/// Presents the photo picker and alerts over the form, and dismisses the form, passing its result back.
@MainActor
final class ReportRouter: ReportRoutingLogic, ReportDataPassing, PhotoPickerViewControllerDelegate {
  weak var viewController: ReportViewController?
  var dataStore: ReportDataStore?
  private var photoPickerCompletion: (@MainActor ([String]) -> Void)?

  func routeToPhotoPicker(completion: @escaping @MainActor ([String]) -> Void) {
    photoPickerCompletion = completion
    let picker = PhotoPickerViewController()
    picker.delegate = self
    viewController?.present(picker, animated: true)
  }

  func routeToAlert(title: String, message: String, actionTitle: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: actionTitle))
    viewController?.present(alert, animated: true)
  }

  /// The destination is the top of the stack under the sheet, found as CleanStore's routes back find theirs; the
  /// list is the root of that stack. A sent report's event goes to both, as the other samples update both at once.
  func routeToEventDetail() {
    guard let viewController else { return }
    guard let dataStore, dataStore.event != nil else {
      viewController.dismiss(animated: true)
      return
    }
    let (detail, list) = scenesUnderSheet(of: viewController)
    passData(from: dataStore, to: detail, and: list)
    navigateBack(from: viewController, to: detail, over: list)
  }

  /// No navigation: the form stays up while it is sent, but the screens under it show the change at once, and
  /// show again what they showed before when the send fails. Passing data between scenes is a router's job.
  func routeToScenesUnderSheet() {
    guard let viewController, let dataStore else { return }
    let (detail, list) = scenesUnderSheet(of: viewController)
    passData(from: dataStore, to: detail, and: list)
    detail?.showUpdatedEvent()
    list?.showUpdatedEvent()
  }

  private func scenesUnderSheet(
    of viewController: ReportViewController
  ) -> (
    detail: EventDetailViewController?, list: TasksViewController?
  ) {
    var underSheet = viewController.presentingViewController
    if let tabBarController = underSheet as? TabBarController {
      underSheet = tabBarController.selectedViewController
    }
    let stack = (underSheet as? NavigationController)?.viewControllers ?? []
    return (stack.last as? EventDetailViewController, stack.first as? TasksViewController)
  }

  private func passData(
    from dataStore: ReportDataStore, to detail: EventDetailViewController?, and list: TasksViewController?
  ) {
    if var detailDataStore = detail?.router?.dataStore {
      passDataToEventDetail(source: dataStore, destination: &detailDataStore)
    }
    if var listDataStore = list?.router?.dataStore {
      passDataToTasks(source: dataStore, destination: &listDataStore)
    }
  }

  // MARK: Navigation

  /// Closing a sheet is no appearance of the screens under it, so both are asked to show what they were passed.
  private func navigateBack(
    from source: ReportViewController, to detail: EventDetailViewController?, over list: TasksViewController?
  ) {
    source.dismiss(animated: true)
    detail?.showUpdatedEvent()
    list?.showUpdatedEvent()
  }

  // MARK: Passing data

  private func passDataToEventDetail(source: ReportDataStore, destination: inout EventDetailDataStore) {
    destination.reportBeingSent = source.reportBeingSent
    guard let event = source.event else { return }
    destination.event = event
  }

  /// Neither the server's answer nor its echo is waited for.
  private func passDataToTasks(source: ReportDataStore, destination: inout TasksDataStore) {
    destination.reportBeingSent = source.reportBeingSent
    guard let event = source.event else { return }
    destination.updatedEvent = event
  }

  // MARK: PhotoPickerViewControllerDelegate

  func photoPicker(_ picker: PhotoPickerViewController, didFinishPicking photos: [LibraryPhoto]) {
    picker.dismiss(animated: true)
    photoPickerCompletion?(photos.map(\.id))
    photoPickerCompletion = nil
  }
}
