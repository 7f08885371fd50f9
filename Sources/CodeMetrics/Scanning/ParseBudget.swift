import Foundation

/// The bytes of source being parsed at once in the process, over every worker and every pass:
/// a parse reserves its file's size and waits while the others hold too much of
/// ``StructureLimit/bytesInFlight``.
///
/// Small files parse side by side on every core; a file near the limit parses alone. One
/// budget for the whole process, so two passes running at once (`check --scan`'s scan and
/// rules) cannot double it. A thread that already holds a reservation does not wait again:
/// a parse that hands its tree to another pass cannot deadlock on itself.
///
/// ```swift
/// let structure = ParseBudget.shared.reserving(bytes.count) { FileStructure(parsing: bytes) }
/// ```
public final class ParseBudget: @unchecked Sendable {
  /// The process's budget: ``StructureLimit/bytesInFlight``.
  public static let shared = ParseBudget(capacity: StructureLimit.bytesInFlight)

  private let capacity: Int
  // Guards `available`; waiters sleep on it. Every access to `available` holds it.
  private let condition = NSCondition()
  private var available: Int
  /// Marks the threads that hold a reservation, so that they do not wait on themselves.
  private let holding = ThreadFlag()

  init(capacity: Int) {
    self.capacity = capacity
    available = capacity
  }

  /// Runs `body` once `bytes` (at most the whole budget) are free, holding them meanwhile.
  public func reserving<Result>(_ bytes: Int, _ body: () throws -> Result) rethrows -> Result {
    if holding.isSet { return try body() }
    let amount = min(max(bytes, 1), capacity)
    condition.lock()
    while available < amount { condition.wait() }
    available -= amount
    condition.unlock()
    holding.isSet = true
    defer {
      holding.isSet = false
      condition.lock()
      available += amount
      condition.broadcast()
      condition.unlock()
    }
    return try body()
  }
}
