import Foundation
import Testing

@testable import ChildProcess

/// The processes below this one, found by parent as an interruption finds them: a job in a
/// session of its own, as SwiftPM's compiler jobs are, is found too.
@Suite struct ProcessTreeTests {
  @Test func findsAGrandchildInASessionOfItsOwnAfterItsParent() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("process-tree-\(UUID())")
    defer { try? FileManager.default.removeItem(at: file) }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sh")
    child.arguments = ["-c", "setsid sh -c 'echo $$ > \"$0\"; exec sleep 30' \"$0\" & exec sleep 30", file.path]
    try child.run()
    defer { kill(child.processIdentifier, SIGKILL) }
    var grandchild: pid_t?
    for _ in 0..<200 where grandchild == nil {
      grandchild = (try? String(contentsOf: file, encoding: .utf8)).flatMap {
        pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      if grandchild == nil { usleep(20_000) }
    }
    let job = try #require(grandchild)
    defer { kill(job, SIGKILL) }

    let found = ProcessTree.descendants(of: getpid())
    let parentIndex = try #require(found.firstIndex(of: child.processIdentifier))
    let jobIndex = try #require(found.firstIndex(of: job))
    #expect(parentIndex < jobIndex)
    #expect(getpgid(job) != getpgid(child.processIdentifier))
    #expect(!ProcessTree.descendants(of: job).contains(child.processIdentifier))
  }

  @Test func readsTheParentAfterACommandNameWithParenthesesAndSpaces() {
    let status = ProcessTree.status(parsing: "4712 (a) b (c)) S 4711 4712 4712 0 -1 4194560\n")
    #expect(status?.parent == 4711)
    #expect(status?.state == "S")
    #expect(ProcessTree.status(parsing: "garbage") == nil)
  }
}
