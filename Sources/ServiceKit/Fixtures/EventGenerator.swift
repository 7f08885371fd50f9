import Foundation

/// Builds fixtures of any size, the same for the same seed, for scaling work.
///
/// The standard fixture's accounts are kept, so the usual credentials log in.
///
/// ```swift
/// let fixture = Fixture.generated(eventCount: 1_000, seed: 42)
/// ```
public struct EventGenerator: Sendable {
  public static let eventCountRange = 1...100_000

  private static let jobs = [
    "Výměna kotle", "Servis klimatizace", "Kontrola čerpadla", "Oprava topení", "Revize plynu",
    "Čištění filtrů", "Montáž termostatu", "Údržba výtahu", "Výměna ventilu", "Diagnostika rozvaděče",
  ]
  private static let streets = [
    "Řípská", "Dlouhá", "Žitná", "Štěpánská", "Náměstí Míru", "Čechova", "Úvoz", "Křižíkova",
    "Vinohradská", "Lidická",
  ]
  private static let cities = ["Praha", "Brno", "Ostrava", "Plzeň", "Olomouc", "Liberec", "České Budějovice"]
  private static let companies = [
    "Pekárna", "Kavárna", "Škola", "Tiskárna", "Hotel", "Lékárna", "Autoservis", "Truhlárna",
  ]
  private static let surnames = ["Novák", "Dvořák", "Černá", "Procházka", "Kučerová", "Veselý", "Horák", "Šťastná"]
  private static let firstNames = ["Jan", "Petra", "Tomáš", "Eva", "Jiří", "Lucie", "Martin", "Zdeňka"]

  public var seed: UInt64

  public init(seed: UInt64 = 42) {
    self.seed = seed
  }

  /// A fixture with `eventCount` events spread over `max(1, eventCount / 10)` customers.
  public func fixture(eventCount: Int) -> Fixture {
    precondition(Self.eventCountRange.contains(eventCount), "eventCount must be in \(Self.eventCountRange)")
    var random = SplitMix64(seed: seed)
    let customerCount = max(1, eventCount / 10)
    let customers = (1...customerCount).map { id in makeCustomer(id: id, random: &random) }
    let start = Date(timeIntervalSince1970: 1_793_000_000)  // 2026-10-26
    let events = (1...eventCount).map { id -> ServiceEvent in
      let customer = customers[random.next(below: customers.count)]
      let contact = makeContact(random: &random)
      return ServiceEvent(
        id: id,
        name: Self.jobs[random.next(below: Self.jobs.count)],
        address: makeAddress(random: &random),
        date: start.addingTimeInterval(Double(random.next(below: 60 * 24 * 4)) * 900),
        description: "Vygenerovaná zakázka č. \(id) pro \(customer.name).",
        contact: contact,
        customerID: customer.id,
        customerName: customer.name,
        location: makeLocation(random: &random)
      )
    }
    return Fixture(accounts: Fixture.standard.accounts, customers: customers, events: events)
  }

  private func makeCustomer(id: Int, random: inout SplitMix64) -> Customer {
    let company = Self.companies[random.next(below: Self.companies.count)]
    let owner = Self.surnames[random.next(below: Self.surnames.count)]
    return Customer(
      id: id,
      name: "\(company) \(owner) \(id)",
      address: makeAddress(random: &random),
      contact: makeContact(random: &random),
      location: makeLocation(random: &random)
    )
  }

  private func makeContact(random: inout SplitMix64) -> Contact {
    let name =
      "\(Self.firstNames[random.next(below: Self.firstNames.count)]) "
      + Self.surnames[random.next(below: Self.surnames.count)]
    return Contact(name: name, phone: "+420\(600_000_000 + random.next(below: 99_999_999))")
  }

  private func makeAddress(random: inout SplitMix64) -> String {
    let street = Self.streets[random.next(below: Self.streets.count)]
    let city = Self.cities[random.next(below: Self.cities.count)]
    return "\(street) \(1 + random.next(below: 199)), \(city)"
  }

  private func makeLocation(random: inout SplitMix64) -> Location {
    Location(
      latitude: 48.6 + Double(random.next(below: 25_000)) / 10_000,
      longitude: 12.1 + Double(random.next(below: 66_000)) / 10_000
    )
  }
}

extension Fixture {
  /// A deterministic fixture with `eventCount` events; see ``EventGenerator``.
  public static func generated(eventCount: Int, seed: UInt64 = 42) -> Fixture {
    EventGenerator(seed: seed).fixture(eventCount: eventCount)
  }
}

/// A small, fast pseudo-random generator whose sequence is fixed by its seed on every platform.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound`, without the platform's `Int.random(in:)` whose algorithm may change.
  mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}
