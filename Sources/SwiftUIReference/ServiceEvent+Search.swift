import Foundation
import ServiceKit

extension ServiceEvent {
  /// Whether the name, the customer's name or the address contains `query`, ignoring case and diacritics.
  func matches(_ query: String) -> Bool {
    func contains(_ text: String) -> Bool {
      text.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
    return contains(name) || contains(customerName) || contains(address)
  }
}
