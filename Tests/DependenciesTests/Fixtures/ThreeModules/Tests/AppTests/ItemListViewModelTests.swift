@testable import App
import Data

final class ItemListViewModelTests {
  func testRows() {
    _ = ItemListViewModel(repository: MemoryRepository()).rows
  }
}
