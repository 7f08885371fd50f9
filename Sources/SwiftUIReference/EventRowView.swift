import Foundation
import HeadlessSwiftUI
import ServiceKit

/// One row of the task list: the day, the event's name, address and customer, and whether it is completed.
struct EventRowView: View {
  let event: ServiceEvent

  var body: some View {
    VStack(alignment: .leading) {
      Text(event.date.formatted(Self.dayAndMonth))
      Text(event.name)
      Text(event.address)
      Text(event.customerName)
      if event.isCompleted {
        Text("Completed")
      }
    }
  }

  /// The day in UTC, e.g. `24.11.`.
  private static let dayAndMonth = Date.VerbatimFormatStyle(
    format: "\(day: .defaultDigits).\(month: .defaultDigits).", timeZone: .gmt,
    calendar: Calendar(identifier: .gregorian))
}
