import Foundation
import ServiceKit
import Testing

@testable import Redux

@MainActor
struct URLIntentsTests {
  @Test func callDialsTheNumberAsStored() {
    #expect(URL.call(Contact(name: "Marie Šťastná", phone: "+420602111222"))?.absoluteString == "tel:+420602111222")
  }

  @Test func mapShowsTheLocationWithThePercentEncodedName() {
    let url = URL.map(of: Location(latitude: 50.0775, longitude: 14.451), named: "Výměna kotle")

    #expect(url?.absoluteString == "maps://?ll=50.0775,14.451&q=V%C3%BDm%C4%9Bna%20kotle")
  }
}
