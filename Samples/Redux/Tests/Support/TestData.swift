import Foundation
import ServiceKit

@testable import Redux

/// The standard fixture's data, as the tests put it into states and actions.
enum TestData {
  static let user = Fixture.standard.accounts[0].user
  static let credentials = Credentials(username: "jnovak", password: "servis123")
  /// The session the fixture backend starts on its first login.
  static let session = AuthSession(token: "session-1-1", user: user)

  /// The standard fixture's events, earliest first.
  static let sortedEvents = Fixture.standard.events.sorted { $0.date < $1.date }

  static func event(_ id: ServiceEvent.ID) -> ServiceEvent {
    Fixture.standard.events.first { $0.id == id }!
  }

  static func customer(_ id: Customer.ID) -> Customer {
    Fixture.standard.customers.first { $0.id == id }!
  }

  /// An event the server adds, dated `date`.
  static func newEvent(id: ServiceEvent.ID, date: String, name: String = "Oprava bojleru") -> ServiceEvent {
    var event = event(1)
    event.id = id
    event.name = name
    event.date = try! Date(date, strategy: .iso8601)
    return event
  }

  /// The state right after logging in and loading the events.
  static let loggedIn = AppState(user: user, tasks: TasksState(events: .loaded(sortedEvents)))
}
