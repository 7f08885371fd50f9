/// The calls of ``Backend``, named so that a test can fail, delay or hold one of them.
public enum BackendOperation: String, CaseIterable, Hashable, Sendable {
  case login
  case register
  case resume
  case logout
  case events
  case event
  case customer
  case submitReport
  case reports
}
