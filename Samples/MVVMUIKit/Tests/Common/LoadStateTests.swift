import Testing

@testable import MVVMUIKit

/// `LoadState`: the value it holds, and deriving what to show from it.
struct LoadStateTests {
  @Test func valueIsThereOnlyOnceLoaded() {
    #expect(LoadState<Int>.loading.value == nil)
    #expect(LoadState<Int>.failed(message: "No").value == nil)
    #expect(LoadState<Int>.loaded(3).value == 3)
  }

  @Test func mapTransformsOnlyTheLoadedValue() {
    #expect(LoadState<Int>.loaded(3).map { $0 * 2 } == .loaded(6))
    #expect(LoadState<Int>.loading.map { $0 * 2 } == .loading)
    #expect(LoadState<Int>.failed(message: "No").map { $0 * 2 } == .failed(message: "No"))
  }
}
