import HeadlessUIKit

/// The event detail screen: the event's texts and the buttons for what to do about it, below a loading state.
final class EventDetailView: View {
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
  /// Shown in place of the others once the event was removed on the server.
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
    detailsView.isHidden = true
    for subview in [
      nameLabel, addressLabel, dateLabel, descriptionLabel, statusLabel, contactButton, customerButton,
      locationButton, reportStatusButton,
    ] {
      detailsView.addArrangedSubview(subview)
    }
    removedLabel.accessibilityIdentifier = "eventRemoved"
    backToListButton.accessibilityIdentifier = "backToList"
    removedView.isHidden = true
    removedView.addArrangedSubview(removedLabel)
    removedView.addArrangedSubview(backToListButton)
    addSubview(loadingStateView)
    addSubview(detailsView)
    addSubview(removedView)
  }
}
