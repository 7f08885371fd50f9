import CleanDomain
import ServiceKit

extension ServiceKit.Credentials {
  init(_ credentials: CleanDomain.Credentials) {
    self.init(username: credentials.username, password: credentials.password)
  }
}
