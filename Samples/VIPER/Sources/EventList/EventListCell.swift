import HeadlessUIKit

/// A row of the list: date, name, address, customer and, for a completed event, its status.
final class EventListCell: TableViewCell {
  static let reuseIdentifier = "EventListCell"

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

  func configure(with row: EventListRowViewModel) {
    accessibilityIdentifier = "event.\(row.id)"
    dateLabel.text = row.date
    nameLabel.text = row.name
    addressLabel.text = row.address
    customerLabel.text = row.customerName
    statusLabel.text = row.status
  }
}
