import Foundation
import Testing

@testable import VIP

struct URLExternalAppsTests {
  @Test func callDialsTheNumberAsStored() {
    #expect(URL.call(phone: "+420602111222")?.absoluteString == "tel:+420602111222")
  }

  @Test func mapPercentEncodesTheName() {
    #expect(
      URL.map(latitude: 50.0775, longitude: 14.451, name: "Výměna kotle")?.absoluteString
        == "maps://?ll=50.0775,14.451&q=V%C3%BDm%C4%9Bna%20kotle")
  }
}
