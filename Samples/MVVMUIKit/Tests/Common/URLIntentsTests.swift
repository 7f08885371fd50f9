import Foundation
import ServiceKit
import Testing

@testable import MVVMUIKit

/// The `tel:` and `maps:` URLs the view models build for the platform to open.
struct URLIntentsTests {
  @Test func phoneCallDialsTheNumberAsStored() {
    #expect(URL.phoneCall(to: "+420602111222")?.absoluteString == "tel:+420602111222")
  }

  @Test func mapsShowsTheLocationWithThePercentEncodedName() throws {
    let url = try #require(URL.maps(showing: Location(latitude: 50.0775, longitude: 14.451), named: "Výměna kotle"))

    #expect(url.absoluteString == "maps://?ll=50.0775,14.451&q=V%C3%BDm%C4%9Bna%20kotle")
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
    #expect(
      items == [URLQueryItem(name: "ll", value: "50.0775,14.451"), URLQueryItem(name: "q", value: "Výměna kotle")])
  }
}
