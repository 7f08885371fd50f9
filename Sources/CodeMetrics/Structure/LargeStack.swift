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
/// Starting a thread costs system calls (a 1 GiB mapping, a clone, an unmapping): a pass over
/// many files runs on ``Workers``, whose threads are large-stack threads started once, and
/// a ``run(_:)`` there runs at once on the worker's own stack.
///
/// ```swift
/// let depth = LargeStack.run { onLargeStack in onLargeStack ? 4096 : 20 }
/// ```
enum LargeStack {
  /// The stack reserved for each thread.
  static let size = 1 << 30

  /// Set on the threads this starts.
  private static let onLargeStack = ThreadFlag()

  /// Whether the current thread is one with a ``size`` stack.
  static var isCurrentThreadLarge: Bool { onLargeStack.isSet }

  /// Runs `body` on a thread with a ``size`` stack: this one if it has one, else a new one it
  /// waits for; `body` learns whether it got one (else it runs here, on the caller's stack,
  /// and must not recurse deeply).
  static func run<Result>(_ body: (_ onLargeStack: Bool) -> Result) -> Result {
    if isCurrentThreadLarge { return body(true) }
    var result: Result?
    let started = withoutActuallyEscaping(body) { body in
      onThreads(1) { _ in result = body(true) }
    }
    return started > 0 ? result! : body(false)
  }

  /// Runs `body(0)`, `body(1)`… `body(count - 1)` at once, each on a new thread with a ``size``
  /// stack, and waits for them all.
  ///
  /// - Returns: how many threads started; the bodies of the others did not run.
  static func onThreads(_ count: Int, _ body: (_ thread: Int) -> Void) -> Int {
    withoutActuallyEscaping(body) { body in
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, size)
      var threads: [pthread_t] = []
      for index in 0..<count {
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let context = Unmanaged.passRetained(Work { body(index) }).toOpaque()
        let started = pthread_create(
          &thread, &attributes,
          { context in
            LargeStack.onLargeStack.isSet = true
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
            return nil
          }, context)
        guard started == 0 else {
          Unmanaged<Work>.fromOpaque(context).release()
          break
        }
        #if canImport(Darwin)
        threads.append(thread!)
        #else
        threads.append(thread)
        #endif
      }
      for thread in threads { pthread_join(thread, nil) }
      return threads.count
    }
  }

  /// The work handed to a thread; it only runs there, while the caller waits in `pthread_join`.
  private final class Work {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
  }
}
