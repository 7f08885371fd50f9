import Foundation

/// An event as the tasks list sees it: what Samples/SPEC.md §3 orders and searches by.
///
/// ServiceKit's `ServiceEvent` conforms, and so does any sample's own entity (Clean's `Event`),
/// so that every sample and reference orders and searches with the same code, whatever type it
/// keeps its events in.
///
/// ```swift
/// extension ServiceEvent: ListedEvent {}
/// events.sorted(by: isListedBefore)
/// ```
public protocol ListedEvent {
  var id: Int { get }
  var name: String { get }
  var customerName: String { get }
  var address: String { get }
  var date: Date { get }
  var isCompleted: Bool { get }
}
