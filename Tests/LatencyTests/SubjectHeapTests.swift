import Foundation
import Testing

@testable import Latency

/// The heap a counted process gives its main thread (SubjectHeap.c), checked on a thread of
/// its own: once enabled it serves that thread until the process ends, and every other thread
/// keeps glibc, so the other suites running meanwhile are not touched.
@Suite("Subject heap")
struct SubjectHeapTests {
  /// What the owning thread saw, read back on the test's thread.
  struct Seen: Sendable {
    var enabled = false
    var owned = false
    var reusedLastFreed = false
    var sizesApart = false
    var zeroed = false
    var kept = false
    var aligned = false
    var rowsApart = false
    var earlierRowReused = true
    var otherThreadsFreeReused = true
    var otherThreadsOwn = true
  }

  @Test func servesItsThreadBySizeLastFreedFirstAndStartsEveryRowAfresh() async throws {
    let seen = await withCheckedContinuation { (continuation: CheckedContinuation<Seen, Never>) in
      let thread = Thread { continuation.resume(returning: Self.exercise()) }
      thread.start()
    }

    #expect(seen.enabled, "the heap could not be enabled: is malloc-interposer linked?")
    #expect(seen.owned)
    #expect(seen.reusedLastFreed)
    #expect(seen.sizesApart)
    #expect(seen.zeroed)
    #expect(seen.kept)
    #expect(seen.aligned)
    #expect(seen.rowsApart)
    #expect(!seen.earlierRowReused)
    #expect(!seen.otherThreadsFreeReused)
    #expect(!seen.otherThreadsOwn)
  }

  /// What the other thread saw; read after it has finished.
  final class OtherThread: @unchecked Sendable {
    var owned = true
  }

  private static func exercise() -> Seen {
    var seen = Seen()
    do {
      try SubjectHeap.enable()
      seen.enabled = SubjectHeap.isEnabled
      try SubjectHeap.beginRow("archbench mvc login.keystroke 8 3")
    } catch {
      return seen
    }
    let first = malloc(40)!
    seen.owned = SubjectHeap.owns(first)
    free(first)
    let again = malloc(40)!
    seen.reusedLastFreed = again == first
    // Another size class has a region of its own, 32 MiB apart.
    let other = malloc(100)!
    seen.sizesApart = abs(again.distance(to: other)) >= 32 << 20

    memset(other, 0xAB, 100)
    free(other)
    let cleared = calloc(1, 100)!.assumingMemoryBound(to: UInt8.self)
    seen.zeroed = (0..<100).allSatisfy { cleared[$0] == 0 }

    let text = Array("subject heap".utf8)
    let small = malloc(text.count)!
    small.copyMemory(from: text, byteCount: text.count)
    let grown = realloc(small, 4_000)!
    seen.kept = SubjectHeap.owns(grown) && memcmp(grown, text, text.count) == 0

    var page: UnsafeMutableRawPointer?
    seen.aligned =
      posix_memalign(&page, 4_096, 100) == 0 && Int(bitPattern: page) % 4_096 == 0 && SubjectHeap.owns(page!)

    do {
      try SubjectHeap.beginRow("archbench mvc login.keystroke 100 3")
    } catch {
      return seen
    }
    let nextRow = malloc(40)!
    seen.rowsApart = nextRow != again && SubjectHeap.owns(nextRow)
    free(again)
    let afterEarlierFree = malloc(40)!
    seen.earlierRowReused = afterEarlierFree == again

    // A block freed by another thread stays out of this thread's hands.
    let shared = Int(bitPattern: malloc(40)!)
    let theirs = OtherThread()
    let finished = DispatchSemaphore(value: 0)
    Thread {
      free(UnsafeMutableRawPointer(bitPattern: shared))
      let pointer = malloc(40)!
      theirs.owned = SubjectHeap.owns(pointer)
      free(pointer)
      finished.signal()
    }.start()
    finished.wait()
    seen.otherThreadsOwn = theirs.owned
    seen.otherThreadsFreeReused = Int(bitPattern: malloc(40)!) == shared
    return seen
  }
}
