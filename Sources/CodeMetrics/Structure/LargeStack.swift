#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a large stack, for recursion as deep as the input.
///
/// swift-syntax's parser and visitors recurse once per level of nesting, so the parser stops
/// at a nesting limit lest it overflow the stack: 256 levels in a release build, 20 in a debug
/// one. A thread's stack is only reserved, not committed, until it is touched, so a large one
/// costs address space, not memory.
///
/// ```swift
/// let depth = LargeStack.run { onLargeStack in onLargeStack ? 4096 : 20 }
/// ```
enum LargeStack {
  /// The stack reserved for each run.
  static let size = 1 << 30

  /// Runs `body` on a new thread with a ``size`` stack and waits for it; `body` learns whether
  /// it got one (else it runs here, on the caller's stack, and must not recurse deeply).
  static func run<Result>(_ body: (_ onLargeStack: Bool) -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
      var result: Result?
      let work = Work { result = body(true) }
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, size)
      #if canImport(Darwin)
      var thread: pthread_t?
      #else
      var thread = pthread_t()
      #endif
      let context = Unmanaged.passRetained(work).toOpaque()
      let started = pthread_create(
        &thread, &attributes,
        { context in
          Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
          return nil
        }, context)
      guard started == 0 else {
        Unmanaged<Work>.fromOpaque(context).release()
        return body(false)
      }
      #if canImport(Darwin)
      pthread_join(thread!, nil)
      #else
      pthread_join(thread, nil)
      #endif
      return result!
    }
  }

  /// The work handed to the thread; it only runs there, while the caller waits in `pthread_join`.
  private final class Work {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
  }
}
