import Foundation
import ServiceKit
import Testing

@testable import MVP

struct URLIntentsTests {
  @Test func callUsesThePhoneNumberAsStored() {
    let url = URL.phoneCall(to: Contact(name: "Marie Šťastná", phone: "+420602111222"))

    #expect(url?.absoluteString == "tel:+420602111222")
  }

  @Test func mapPercentEncodesTheName() {
    let url = URL.map(of: Location(latitude: 49.19, longitude: 16.6), named: "Hotel Černý orel & spol.")

    #expect(url?.absoluteString == "maps://?ll=49.19,16.6&q=Hotel%20%C4%8Cern%C3%BD%20orel%20%26%20spol.")
  }
}
