/// The last result of a closure that a built-in view calls while rendering, such as a sheet's
/// content or a pushed screen's destination, reused while nothing it depends on changed.
///
/// SwiftUI calls such a closure again when the view holding it changes (its parent's body
/// ran again, which makes a new closure), when it would be called for another value, or when
/// something it read changed. A view rendered again only to reach a view below it does none
/// of these, so the closure is not called: the views it made, and the view models they made,
/// are the ones from last time.
///
/// ```swift
/// let memo = context.graph.persistent(context.id.appending(.slot(.call))) { CallMemo<Content?>() }
/// let content = memo.value(of: ClosureIdentity(makeContent), for: nil, in: context.node, call: makeContent)
/// ```
@MainActor
final class CallMemo<Result> {
  private var closure: ClosureIdentity?
  private var argument: AnyHashable?
  private var result: Result?
  /// Counts calls, so that a change to what an earlier call read does not drop a later result.
  private var calls = 0

  /// `call`'s result: the kept one if `closure` and `argument` are those of the last call and
  /// nothing that call read has changed since.
  ///
  /// A change to what the call read drops the result and renders `node`'s content again.
  func value(
    of closure: ClosureIdentity, for argument: AnyHashable?, in node: ViewNode, call: () -> Result
  ) -> Result {
    if let result, self.closure == closure, self.argument == argument {
      return result
    }
    calls += 1
    let generation = calls
    let result = node.tracking(call) { [weak self, weak node] in
      guard let self, self.calls == generation else { return }
      self.result = nil
      node?.invalidateContent()
    }
    self.closure = closure
    self.argument = argument
    self.result = result
    return result
  }
}

/// Which closure a value holds: its code and the context it captured.
///
/// It keeps the context alive, so that no other closure's context can take its address while it is compared.
struct ClosureIdentity: Equatable {
  private let code: UInt
  private let context: UInt
  private let closure: Any

  init<Closure>(_ closure: Closure) {
    precondition(MemoryLayout<Closure>.size == 2 * MemoryLayout<UInt>.size, "\(Closure.self) is not a closure")
    (code, context) = withUnsafeBytes(of: closure) { bytes in
      (bytes.load(as: UInt.self), bytes.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self))
    }
    self.closure = closure
  }

  static func == (lhs: ClosureIdentity, rhs: ClosureIdentity) -> Bool {
    lhs.code == rhs.code && lhs.context == rhs.context
  }
}
