import Model
import NIOCore

/// Depends on Model's `MessageStore` and on NIOCore's `ByteBuffer`.
final class Handler {
  var buffer: ByteBuffer
  let store: any MessageStore

  init(buffer: ByteBuffer, store: any MessageStore) {
    self.buffer = buffer
    self.store = store
  }
}
