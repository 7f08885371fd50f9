/// Where a toolbar item goes: the leading end (`.cancellationAction`, `.navigationBarLeading`,
/// `.topBarLeading`, `.navigation`) or, for every other placement, the trailing end.
public struct ToolbarItemPlacement: Equatable, Sendable {
  private let name: String
  let isLeading: Bool

  private init(_ name: String, isLeading: Bool = false) {
    self.name = name
    self.isLeading = isLeading
  }

  public static let automatic = ToolbarItemPlacement("automatic")
  public static let principal = ToolbarItemPlacement("principal")
  public static let navigation = ToolbarItemPlacement("navigation", isLeading: true)
  public static let primaryAction = ToolbarItemPlacement("primaryAction")
  public static let secondaryAction = ToolbarItemPlacement("secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement("confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement("cancellationAction", isLeading: true)
  public static let destructiveAction = ToolbarItemPlacement("destructiveAction")
  public static let navigationBarLeading = ToolbarItemPlacement("navigationBarLeading", isLeading: true)
  public static let navigationBarTrailing = ToolbarItemPlacement("navigationBarTrailing")
  public static let topBarLeading = ToolbarItemPlacement("topBarLeading", isLeading: true)
  public static let topBarTrailing = ToolbarItemPlacement("topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement("bottomBar")
}
