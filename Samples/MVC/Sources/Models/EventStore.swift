import Foundation
import ServiceKit
import SpecRules

/// Hears that the events an ``EventStore`` holds have changed.
@MainActor
protocol EventStoreDelegate: AnyObject {
  func eventStoreDidChange(_ store: EventStore)
}

/// The technician's events: loads them, keeps them sorted by date, and applies live changes and sent reports.
@MainActor
final class EventStore {
  weak var delegate: EventStoreDelegate?
  /// Sorted by date, earliest first.
  private(set) var events: [ServiceEvent] = []
  private let backend: any Backend
  private var liveUpdates: Task<Void, Never>?

  init(backend: any Backend) {
    self.backend = backend
  }

  /// Replaces the events with the server's.
  func reload() async throws {
    events = try await backend.events().sorted(by: isListedBefore)
    delegate?.eventStoreDidChange(self)
  }

  /// The events whose name, customer or address contains `searchText`, ignoring case, diacritics and
  /// surrounding spaces; with `openOnly`, only those not completed.
  func events(matching searchText: String, openOnly: Bool) -> [ServiceEvent] {
    events.filter(EventSearch(text: searchText, openOnly: openOnly).keeps)
  }

  /// Shows the report's change at once and sends it; the server's answer replaces the change, and a failure puts
  /// the event back as it was.
  func submit(_ report: StatusReport) async throws -> ServiceEvent {
    let unreported = events.first { $0.id == report.eventID }
    if var reported = unreported {
      reported.report = report
      apply(.updated(reported))
    }
    do {
      let event = try await backend.submit(report)
      apply(.updated(event))
      return event
    } catch {
      if let unreported {
        apply(.updated(unreported))
      }
      throw error
    }
  }

  /// Applies a change the server made, keeping the events sorted.
  func apply(_ change: LiveChange) {
    switch change {
    case .added(let event), .updated(let event):
      events.place(event)
    case .removed(let id):
      events.removeAll { $0.id == id }
    }
    delegate?.eventStoreDidChange(self)
  }

  func startLiveUpdates() {
    let changes = backend.liveChanges()
    liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  /// Ends the subscription, so that a logged-out app hears nothing more.
  func stopLiveUpdates() {
    liveUpdates?.cancel()
    liveUpdates = nil
  }
}
