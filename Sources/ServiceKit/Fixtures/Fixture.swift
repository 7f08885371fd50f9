import Foundation

/// The data a ``FixtureBackend`` serves: accounts, customers, events and the reports sent about them.
///
/// ```swift
/// let small = Fixture.standard                       // Resources/fixture.json
/// let large = Fixture.generated(eventCount: 10_000)  // deterministic
/// ```
public struct Fixture: Equatable, Sendable, Codable {
  /// A user with the password the backend accepts for them.
  public struct Account: Equatable, Sendable, Codable {
    public var user: User
    public var password: String

    public init(user: User, password: String) {
      self.user = user
      self.password = password
    }
  }

  public var accounts: [Account]
  public var customers: [Customer]
  public var events: [ServiceEvent]
  /// Every report sent before the app starts, in the order sent; an event's `report` is its last one here.
  public var reports: [ReportRecord]

  public init(
    accounts: [Account], customers: [Customer], events: [ServiceEvent], reports: [ReportRecord] = []
  ) {
    self.accounts = accounts
    self.customers = customers
    self.events = events
    self.reports = reports
  }
}

extension Fixture {
  /// The fixture kept in the repository as `Sources/ServiceKit/Resources/fixture.json`.
  public static let standard: Fixture = {
    guard let url = Bundle.module.url(forResource: "fixture", withExtension: "json") else {
      fatalError("ServiceKit's bundle lacks fixture.json; the package is built incorrectly")
    }
    do {
      return try Fixture(json: Data(contentsOf: url))
    } catch {
      fatalError("ServiceKit's fixture.json is malformed: \(error)")
    }
  }()

  /// Decodes a fixture from JSON with ISO 8601 dates.
  public init(json: Data) throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    self = try decoder.decode(Fixture.self, from: json)
  }

  /// Encodes the fixture as JSON with ISO 8601 dates and sorted keys.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}
