import Core
import Data

final class ItemListViewModel {
  struct Row {
    var title: String
  }

  let repository: any Repository

  init(repository: any Repository = MemoryRepository()) {
    self.repository = repository
  }

  var rows: [Row] { repository.load().map { Row(title: $0.label) } }
}
