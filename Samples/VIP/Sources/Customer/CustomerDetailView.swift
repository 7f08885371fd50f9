import HeadlessUIKit

/// The customer detail screen: name, address, and the buttons to call and navigate, below a loading state.
final class CustomerDetailView: View {
  let loadingStateView = LoadingStateView()
  /// Hidden until the customer has loaded.
  let detailsView = StackView()
  let nameLabel = Label()
  let addressLabel = Label()
  let contactButton = Button()
  let locationButton = Button(title: "Show on map")

  override init() {
    super.init()
    contactButton.accessibilityIdentifier = "contact"
    locationButton.accessibilityIdentifier = "location"
    detailsView.isHidden = true
    for subview in [nameLabel, addressLabel, contactButton, locationButton] {
      detailsView.addArrangedSubview(subview)
    }
    addSubview(loadingStateView)
    addSubview(detailsView)
  }
}
