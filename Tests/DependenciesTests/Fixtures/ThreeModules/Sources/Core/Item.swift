import Foundation

/// A to-do item: what every other module reads.
public struct Item {
  public var id: UUID
  public var title: String
  public var priority: Priority
}
