import HeadlessUIKit

/// A row of the Tasks list: date, name, address, customer and, for a completed event, its status.
final class EventCell: TableViewCell {
  static let reuseIdentifier = "EventCell"

  let dateLabel = Label()
  let nameLabel = Label()
  let addressLabel = Label()
  let customerLabel = Label()
  let statusLabel = Label()

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    for label in [dateLabel, nameLabel, addressLabel, customerLabel, statusLabel] {
      contentView.addSubview(label)
    }
  }

  func configure(with event: Tasks.DisplayedEvent) {
    accessibilityIdentifier = "event.\(event.id)"
    dateLabel.text = event.date
    nameLabel.text = event.name
    addressLabel.text = event.address
    customerLabel.text = event.customerName
    statusLabel.text = event.status
  }
}
