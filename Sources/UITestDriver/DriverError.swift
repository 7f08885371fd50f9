/// Why the driver could not do what a test asked.
public enum DriverError: Error, Equatable, CustomStringConvertible {
  case notFound(String)
  case ambiguous(String, count: Int)
  case notEnabled(String)
  case unsupported(String, String)
  case noSuchOption(String, String)
  case idleTimeout(Duration)

  public var description: String {
    switch self {
    case .notFound(let element): "No \(element) on screen"
    case .ambiguous(let element, let count): "\(count) elements match \(element)"
    case .notEnabled(let element): "The \(element) is disabled"
    case .unsupported(let action, let element): "Cannot \(action) the \(element)"
    case .noSuchOption(let option, let element): "The \(element) has no option \"\(option)\""
    case .idleTimeout(let timeout): "The app did not become idle within \(timeout)"
    }
  }
}
