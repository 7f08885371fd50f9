import CleanDomain
import ServiceKit

extension ServiceKit.CompletionType {
  init(_ completionType: CleanDomain.CompletionType) {
    switch completionType {
    case .repaired: self = .repaired
    case .newPart: self = .newPart
    case .other: self = .other
    }
  }
}
