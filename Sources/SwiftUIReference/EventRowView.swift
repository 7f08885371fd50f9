import Foundation
import HeadlessSwiftUI
import ServiceKit
import SpecRules

/// One row of the task list: the day, the event's name, address and customer, and whether it is completed.
struct EventRowView: View {
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
