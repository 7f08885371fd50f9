import HeadlessSwiftUI
import ServiceKit
import SpecRules

/// A row of the Tasks list: date, name, address, customer, and whether the event is completed.
struct EventRow: View {
  let event: ServiceEvent

  var body: some View {
    VStack(alignment: .leading) {
      Text(DisplayDate.dayAndMonth(event.date))
      Text(event.name)
      Text(event.address)
      Text(event.customerName)
      if event.isCompleted {
        Text("Completed")
      }
    }
  }
}
