/// Where messages are kept.
public protocol MessageStore {
  func all() -> [Message]
}
