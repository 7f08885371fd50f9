import Foundation

/// A message: `String` and `Date` are the toolchain's, never outside dependencies.
public struct Message {
  public var text: String
  public var sent: Date
}
