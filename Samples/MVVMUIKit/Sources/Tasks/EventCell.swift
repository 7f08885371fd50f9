import HeadlessUIKit

/// A row of the tasks list: date, name, address, customer and, for a completed event, its status.
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
}
