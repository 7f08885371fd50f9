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
  /// list is the root of that stack, where going back from the detail lands.
  func routeToEventDetail() {
    guard let viewController, let dataStore else { return }
    var underSheet = viewController.presentingViewController
    if let tabBarController = underSheet as? TabBarController {
      underSheet = tabBarController.selectedViewController
    }
    guard let navigationController = underSheet as? NavigationController,
      let destination = navigationController.topViewController as? EventDetailViewController,
      var destinationDataStore = destination.router?.dataStore
    else { return }
    passDataToEventDetail(source: dataStore, destination: &destinationDataStore)
    if let list = navigationController.viewControllers.first as? TasksViewController,
      var listDataStore = list.router?.dataStore
    {
      passDataToTasks(source: dataStore, destination: &listDataStore)
    }
    navigateToEventDetail(source: viewController, destination: destination)
  }

  // MARK: Navigation

  /// Closing a sheet is no appearance of the screen under it, so the detail is asked to show what it was passed.
  private func navigateToEventDetail(source: ReportViewController, destination: EventDetailViewController) {
    source.dismiss(animated: true)
    destination.showUpdatedEvent()
  }

  // MARK: Passing data

  /// A form closed unsent changed nothing.
  private func passDataToEventDetail(source: ReportDataStore, destination: inout EventDetailDataStore) {
    guard let event = source.event else { return }
    destination.event = event
  }

  /// The list shows it when it next comes into view; the backend tells it nothing of a sent report.
  private func passDataToTasks(source: ReportDataStore, destination: inout TasksDataStore) {
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
