import ServiceKit
import Testing

@MainActor
@Suite("DeviceStorage")
struct DeviceStorageTests {
  @Test func keepsWhatIsSetUntilRemoved() {
    let storage = DeviceStorage()

    storage.set("session-1-1", forKey: "sessionToken")
    storage.set("x", forKey: "other")
    storage.set(nil, forKey: "other")

    #expect(storage.string(forKey: "sessionToken") == "session-1-1")
    #expect(storage.values == ["sessionToken": "session-1-1"])
    storage.removeValue(forKey: "sessionToken")
    #expect(storage.string(forKey: "sessionToken") == nil)
    #expect(storage.values.isEmpty)
  }
}
