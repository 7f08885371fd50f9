import Core

public final class MemoryRepository: Repository {
  var items: [Item] = []

  public init() {}

  public func load() -> [Item] { items }
}
