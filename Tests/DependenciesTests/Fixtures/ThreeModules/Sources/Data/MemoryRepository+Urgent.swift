import Core

extension MemoryRepository {
  func urgent() -> [Item] { items.filter { $0.priority == Priority.high } }
}
