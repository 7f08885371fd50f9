import CleanDomain
import ServiceKit
import Testing

@testable import CleanData

struct DomainErrorMappingTests {
  @Test(arguments: [
    (BackendError.invalidCredentials, DomainError.invalidCredentials),
    (.notAuthenticated, .notAuthenticated),
    (.notFound, .notFound),
    (.unavailable, .unavailable),
  ])
  func translatesEachBackendError(error: BackendError, expected: DomainError) {
    #expect(DomainError(error) == expected)
  }

  @Test func anyOtherErrorMeansTheServiceIsUnavailable() {
    #expect(DomainError(CancellationError()) == .unavailable)
  }
}
