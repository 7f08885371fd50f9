import NIOCore

/// Imports NIOCore but names no type at all: no dependency.
enum Limits {
  static let port = 8080
}
