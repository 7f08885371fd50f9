import HeadlessSwiftUI

/// One event in the list: date, name, address, customer and, once done, `Completed`.
struct EventRowView: View {
  let item: EventRowItem

  var body: some View {
    VStack(alignment: .leading) {
      Text(item.date)
      Text(item.name)
      Text(item.address)
      Text(item.customerName)
      if let status = item.status {
        Text(status)
      }
    }
  }
}
