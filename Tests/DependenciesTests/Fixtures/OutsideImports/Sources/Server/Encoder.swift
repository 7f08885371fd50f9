import NIOCore

/// Depends on NIOCore's `ByteBuffer` only.
struct Encoder {
  func encode(_ text: String, into buffer: inout ByteBuffer) {}
}
