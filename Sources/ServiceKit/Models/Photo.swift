/// A photo attached to a status report, named as the platform's photo library names it.
public struct Photo: Identifiable, Equatable, Hashable, Sendable, Codable {
  public var id: String

  public init(id: String) {
    self.id = id
  }
}
