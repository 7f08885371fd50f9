import HeadlessUIKit

/// The event detail screen's views: the event's texts and buttons, below a loading state, or the news that the event
/// is gone.
final class EventDetailRootView: View {
  let loadingStateView = LoadingStateView()
  /// Hidden until the event has loaded.
  let detailsView = StackView()
  let nameLabel = Label()
  let addressLabel = Label()
  let dateLabel = Label()
  let descriptionLabel = Label()
  let statusLabel = Label()
  let contactButton = Button()
  let customerButton = Button()
  let locationButton = Button(title: "Show on map")
  let reportStatusButton = Button(title: "Report status")
  /// Shown instead of the event's texts and buttons once the event has been removed on the server.
  let removedView = StackView()
  let removedLabel = Label()
  let backToListButton = Button(title: "Back to list")

  override init() {
    super.init()
    statusLabel.accessibilityIdentifier = "status"
    contactButton.accessibilityIdentifier = "contact"
    customerButton.accessibilityIdentifier = "customer"
    locationButton.accessibilityIdentifier = "location"
    reportStatusButton.accessibilityIdentifier = "reportStatus"
    removedLabel.accessibilityIdentifier = "eventRemoved"
    backToListButton.accessibilityIdentifier = "backToList"
    detailsView.isHidden = true
    removedView.isHidden = true
    for subview in [
      nameLabel, addressLabel, dateLabel, descriptionLabel, statusLabel, contactButton, customerButton,
      locationButton, reportStatusButton,
    ] {
      detailsView.addArrangedSubview(subview)
    }
    removedView.addArrangedSubview(removedLabel)
    removedView.addArrangedSubview(backToListButton)
    addSubview(loadingStateView)
    addSubview(detailsView)
    addSubview(removedView)
  }
}
