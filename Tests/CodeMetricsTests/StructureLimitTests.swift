import Foundation
import Synchronization
import Testing

@testable import CodeMetrics

/// The one size limit and memory bound of parsing (issue 44, H3), and the fixed workers a scan
/// runs on (issue 44: 200,000 files once started 200,000 threads).
@Suite("Structure limit, parse budget and workers")
struct StructureLimitTests {
  /// The kernel's id of the calling thread, which no other thread of the process has had.
  static func threadID() -> Int {
    let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
    return link.split(separator: "/").last.flatMap { Int($0) } ?? -1
  }

  @Test("a scan of 300 files parses them on as many threads as cores, not a thread each")
  func aFixedNumberOfThreads() async throws {
    let folder = try TemporaryFolder()
    for index in 0..<300 { try folder.write("F\(index).swift", "struct T\(index) { func f() {} }\n") }
    let root = folder.path
    let threads = try await offThePool {
      let found = try SourceDiscovery.discover(root: root)
      return CodeScanner.scan(found, root: root, options: ScanOptions()) { _, _, tree in
        tree.map { _ in Self.threadID() }
      }.extras
    }
    #expect(threads.count == 300)
    #expect(threads.allSatisfy { $0 != nil })
    #expect(Set(threads.compactMap { $0 }).count <= Workers.count)
  }

  @Test("the workers take every item once, on at most as many threads as cores")
  func workersTakeEveryItemOnce() {
    let taken = Slots<Int>(count: 1000, initial: 0)
    let onLargeStack = Slots<Bool>(count: 1000, initial: false)
    let threads = Mutex<Set<Int>>([])
    Workers.forEach(1000) { index in
      taken[index] += 1
      onLargeStack[index] = LargeStack.isCurrentThreadLarge
      let id = Self.threadID()
      threads.withLock { _ = $0.insert(id) }
    }
    #expect(taken.values == Array(repeating: 1, count: 1000))
    #expect(onLargeStack.values.allSatisfy { $0 })
    #expect(threads.withLock { $0.count } <= Workers.count)
  }

  @Test("parses never hold more than the budget at once: a large file waits for the others")
  func theBudgetBoundsTheBytesParsedAtOnce() {
    let budget = ParseBudget(capacity: 10)
    let sizes = [6, 6, 3, 3, 3, 3, 10, 1, 9, 4, 4, 2]
    let held = Mutex((now: 0, most: 0))
    DispatchQueue.concurrentPerform(iterations: sizes.count) { index in
      budget.reserving(sizes[index]) {
        held.withLock {
          $0.now += sizes[index]
          $0.most = max($0.most, $0.now)
        }
        usleep(2000)
        held.withLock { $0.now -= sizes[index] }
      }
    }
    #expect(held.withLock { $0.most } <= 10)
    #expect(held.withLock { $0.now } == 0)
  }

  @Test("a reservation inside a reservation on the same thread does not wait for itself")
  func nestedReservationsDoNotDeadlock() {
    let budget = ParseBudget(capacity: 10)
    let value = budget.reserving(8) { budget.reserving(8) { 42 } }
    #expect(value == 42)
  }

  @Test("a file over the limit is not read to be parsed: a warning names it")
  func overTheLimitIsNotRead() throws {
    let folder = try TemporaryFolder()
    let url = try folder.write(
      "Big.swift", "struct Big {}\n// " + String(repeating: "x", count: StructureLimit.bytes) + "\n")
    let file = SourceFile(absolutePath: url.path, path: "Big.swift", group: .production)
    let (bytes, issue) = StructureLimit.read(file)
    #expect(bytes == nil)
    #expect(issue?.kind == .tooLarge)
    #expect(issue?.severity == .warning)
    #expect(
      issue?.message == "\(StructureLimit.bytes + 18) bytes, over the 3 MiB structure limit; not parsed, left out")
    let small = try folder.write("Small.swift", "struct Small {}\n")
    let read = StructureLimit.read(SourceFile(absolutePath: small.path, path: "Small.swift", group: .production))
    #expect(read.bytes == Array("struct Small {}\n".utf8))
    #expect(read.issue == nil)
  }

  @Test("a Package.swift over the limit is not parsed: targets by convention, with a warning")
  func aManifestOverTheLimit() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Package.swift",
      "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: "
        + "[.target(name: \"Lib\", path: \"Elsewhere\")])\n// " + String(repeating: "x", count: StructureLimit.bytes))
    try folder.write("Sources/App/A.swift", "let a = 1\n")
    try folder.write("Elsewhere/B.swift", "let b = 1\n")
    let root = folder.path
    let found = try await offThePool { try SourceDiscovery.discover(root: root) }
    #expect(found.files.map(\.path) == ["Sources/App/A.swift"])
    #expect(found.issues.map(\.kind) == [.tooLarge])
    #expect(found.issues.first?.message.contains("over the 3 MiB structure limit, so not parsed") == true)
  }
}
