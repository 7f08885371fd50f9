import ServiceKit

/// The Tasks list: the technician's events and the search and filter over them.
public struct TasksState: Equatable, Sendable {
  /// Every event, earliest first; what the list shows is ``visibleEvents(whileSending:)``.
  public var events: Loadable<[ServiceEvent]>
  public var searchText: String
  public var isOpenOnly: Bool

  public init(events: Loadable<[ServiceEvent]> = .notLoaded, searchText: String = "", isOpenOnly: Bool = false) {
    self.events = events
    self.searchText = searchText
    self.isOpenOnly = isOpenOnly
  }
}
