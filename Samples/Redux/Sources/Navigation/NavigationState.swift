import ServiceKit

/// Where the person is: the selected tab, the screens pushed on the Tasks stack, and what is presented over them.
public struct NavigationState: Equatable, Sendable {
  /// A tab of the main screen.
  public enum Tab: Hashable, Sendable {
    case tasks
    case account
  }

  /// A screen pushed on the Tasks stack.
  public enum Route: Hashable, Sendable {
    case event(ServiceEvent.ID)
    case customer(Customer.ID)
  }

  /// A sheet presented over the Tasks stack.
  public enum Sheet: Hashable, Identifiable, Sendable {
    case report(eventID: ServiceEvent.ID)

    public var id: Self { self }
  }

  /// An alert presented over everything.
  public enum Alert: Hashable, Sendable {
    case reportNotSent
  }

  public var tab: Tab
  /// The Tasks stack above the list, bottom first.
  public var path: [Route]
  public var sheet: Sheet?
  public var alert: Alert?
  /// Whether the photo picker is shown over the report form.
  public var isPhotoPickerPresented: Bool

  public init(
    tab: Tab = .tasks, path: [Route] = [], sheet: Sheet? = nil, alert: Alert? = nil,
    isPhotoPickerPresented: Bool = false
  ) {
    self.tab = tab
    self.path = path
    self.sheet = sheet
    self.alert = alert
    self.isPhotoPickerPresented = isPhotoPickerPresented
  }
}
