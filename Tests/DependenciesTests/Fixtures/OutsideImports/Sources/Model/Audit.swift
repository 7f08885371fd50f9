import Logging

/// Logs what happens to messages, with swift-log's `Logger`, a type from outside the scan.
public struct Audit {
  public var logger: Logger
}
