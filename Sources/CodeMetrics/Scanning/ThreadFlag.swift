#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A flag with a value of its own on each thread, off until a thread sets it.
///
/// ```swift
/// let onWorker = ThreadFlag()
/// onWorker.isSet = true   // on this thread only
/// ```
final class ThreadFlag: @unchecked Sendable {
  // A thread-specific key: each thread reads and writes only its own value.
  private var key = pthread_key_t()

  init() { pthread_key_create(&key, nil) }

  deinit { pthread_key_delete(key) }

  var isSet: Bool {
    get { pthread_getspecific(key) != nil }
    set { pthread_setspecific(key, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
  }
}
