import Foundation
import ServiceKit
import Testing

@Suite("Fixture and generator")
struct FixtureTests {
  @Test func standardFixtureLoadsCzechData() throws {
    let fixture = Fixture.standard

    #expect(fixture.accounts.map(\.user.username) == ["jnovak"])
    #expect(fixture.events.count == 8)
    #expect(fixture.customers.count == 6)
    #expect(fixture.events.filter(\.isCompleted).map(\.id) == [5])
    #expect(fixture.customers.contains { $0.name == "Pekárna U Šťastných" })
  }

  @Test func everyEventNamesAnExistingCustomer() {
    let fixture = Fixture.standard
    for event in fixture.events {
      let customer = fixture.customers.first { $0.id == event.customerID }
      #expect(customer?.name == event.customerName, "event \(event.id)")
    }
  }

  @Test func fixtureRoundTripsThroughJSON() throws {
    let fixture = Fixture.standard
    #expect(try Fixture(json: fixture.json()) == fixture)
  }

  @Test func malformedJSONThrows() {
    #expect(throws: DecodingError.self) { try Fixture(json: Data("{\"accounts\": 1}".utf8)) }
  }

  @Test(arguments: [10, 100, 1_000, 10_000])
  func generatorMakesTheRequestedNumberOfEvents(count: Int) {
    let fixture = Fixture.generated(eventCount: count)

    #expect(fixture.events.count == count)
    #expect(Set(fixture.events.map(\.id)).count == count)
    #expect(fixture.customers.count == max(1, count / 10))
    #expect(fixture.accounts == Fixture.standard.accounts)
  }

  @Test func generatorIsDeterministicPerSeed() {
    #expect(Fixture.generated(eventCount: 500, seed: 7) == Fixture.generated(eventCount: 500, seed: 7))
    #expect(Fixture.generated(eventCount: 500, seed: 7) != Fixture.generated(eventCount: 500, seed: 8))
  }

  @Test func generatedEventsReferToGeneratedCustomers() {
    let fixture = Fixture.generated(eventCount: 1_000)
    let customers = Dictionary(uniqueKeysWithValues: fixture.customers.map { ($0.id, $0.name) })
    #expect(fixture.events.allSatisfy { customers[$0.customerID] == $0.customerName })
  }
}
