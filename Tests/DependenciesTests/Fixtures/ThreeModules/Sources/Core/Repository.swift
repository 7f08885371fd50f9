public protocol Repository {
  func load() -> [Item]
}
