import ServiceKit
import Testing

@testable import Redux

@MainActor
struct CustomerReducerTests {
  private let loaded = CustomerState(customerID: 1, customer: .loaded(TestData.customer(1)))

  private func reduce(_ state: CustomerState?, _ action: AppAction) -> CustomerState? {
    var state = state
    customerReducer(&state, action)
    return state
  }

  @Test func customerTappedOpensTheCustomerLoading() {
    #expect(reduce(nil, .eventDetail(.customerTapped(4))) == CustomerState(customerID: 4, customer: .loading))
  }

  @Test func retryTappedLoadsAgain() {
    let state = reduce(CustomerState(customerID: 1, customer: .failed), .customer(.retryTapped(1)))

    #expect(state?.customer == .loading)
  }

  @Test func customerLoadedShowsTheCustomer() {
    #expect(reduce(CustomerState(customerID: 1), .customer(.customerLoaded(TestData.customer(1)))) == loaded)
  }

  @Test func customerFailedToLoadShowsTheFailure() {
    #expect(reduce(CustomerState(customerID: 1), .customer(.customerFailedToLoad(1)))?.customer == .failed)
  }

  @Test(arguments: [
    AppAction.customer(.retryTapped(2)), .customer(.customerLoaded(TestData.customer(2))),
    .customer(.customerFailedToLoad(2)),
  ])
  func answersAboutAnotherCustomerAreIgnored(action: AppAction) {
    #expect(reduce(loaded, action) == loaded)
  }

  @Test func poppingTheCustomerDropsIt() {
    #expect(reduce(loaded, .navigation(.pathChanged([.event(1)]))) == nil)
  }

  @Test func otherActionsChangeNothing() {
    #expect(reduce(loaded, .navigation(.pathChanged([.event(1), .customer(1)]))) == loaded)
    #expect(reduce(loaded, .tasks(.appeared)) == loaded)
  }
}
