import HeadlessSwiftUI

/// One row of the task list.
struct EventRowView: View {
  let row: EventRow

  var body: some View {
    VStack(alignment: .leading) {
      Text(row.date)
      Text(row.name)
      Text(row.address)
      Text(row.customerName)
      if let status = row.status {
        Text(status)
      }
    }
  }
}
