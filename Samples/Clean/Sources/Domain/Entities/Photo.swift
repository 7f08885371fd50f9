/// A photo attached to a status report, named as the device's photo library names it.
public struct Photo: Identifiable, Equatable, Sendable {
  public let id: String

  public init(id: String) {
    self.id = id
  }
}
