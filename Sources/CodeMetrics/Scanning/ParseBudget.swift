import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The bytes of source being parsed at once in the process, over every worker and every pass:
/// a parse reserves its file's size and waits while the others hold too much of
/// ``StructureLimit/bytesInFlight``.
///
/// Small files parse side by side on every core; a file near the limit parses alone. One
/// budget for the whole process, so two passes running at once (`check --scan`'s scan and
/// rules) cannot double it. A thread that already holds a reservation does not wait again:
/// a parse that hands its tree to another pass cannot deadlock on itself.
///
/// glibc's malloc keeps an arena per thread and keeps what a thread freed for that thread:
/// after one worker parsed a large file, the next large one, parsed by another, would add its
/// memory to what the first still holds (four files of 3 MiB took 1.4 GB where one took
/// 0.9 GB). So a large parse hands its memory back to the system when it ends.
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
      if amount >= capacity / 16 { Self.returnFreedMemory() }
    }
    return try body()
  }

  #if canImport(Glibc)
  /// glibc's `malloc_trim`, which the Glibc module does not import (it is in `malloc.h`).
  private static let mallocTrim = dlsym(nil, "malloc_trim").map {
    unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self)
  }
  #endif

  /// Gives the pages that every thread's arena holds free back to the system.
  private static func returnFreedMemory() {
    #if canImport(Glibc)
    _ = mallocTrim?(0)
    #endif
  }
}
