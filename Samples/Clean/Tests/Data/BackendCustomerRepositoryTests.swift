import CleanData
import CleanDomain
import ServiceKit
import Testing

@MainActor
struct BackendCustomerRepositoryTests {
  @Test func mapsTheBackendsCustomer() async throws {
    let repository = BackendCustomerRepository(backend: try await FixtureBackend.loggedIn())

    let customer = try await repository.customer(id: 1)

    #expect(
      customer
        == CleanDomain.Customer(
          id: 1, name: "Pekárna U Šťastných", address: "Řípská 12, Praha 3",
          contact: CleanDomain.Contact(name: "Marie Šťastná", phone: "+420602111222"),
          location: CleanDomain.Location(latitude: 50.0775, longitude: 14.451)))
  }

  @Test func translatesFailures() async throws {
    let backend = try await FixtureBackend.loggedIn()
    backend.failNext(.customer)
    let repository = BackendCustomerRepository(backend: backend)

    await #expect(throws: DomainError.unavailable) { try await repository.customer(id: 1) }
    await #expect(throws: DomainError.notFound) { try await repository.customer(id: 99) }
  }
}
