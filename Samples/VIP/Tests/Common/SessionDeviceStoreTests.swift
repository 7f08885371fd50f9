import ServiceKit
import Testing

@testable import VIP

@MainActor
struct SessionDeviceStoreTests {
  @Test func keepsOnlyTheTokenOnTheDeviceUntilItIsForgotten() {
    let storage = DeviceStorage()
    let store = SessionDeviceStore(storage: storage)

    store.keep(token: "session-1-1")
    #expect(store.token == "session-1-1")
    #expect(SessionDeviceStore(storage: storage).token == "session-1-1", "a later launch finds it")
    #expect(storage.values.count == 1)

    store.forget()
    #expect(store.token == nil)
    #expect(storage.values.isEmpty)
  }
}
