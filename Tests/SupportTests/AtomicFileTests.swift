import Foundation
import Testing

@testable import Support

#if canImport(Glibc)
import Glibc
#endif

@Suite("Writing files atomically")
struct AtomicFileTests {
  @Test("a write replaces the file and leaves no temporary file behind")
  func replaces() throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("coverage.csv")
    try AtomicFile.write("old\n", to: file)
    try AtomicFile.write("new\n", to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
    #expect(try folder.contents() == ["coverage.csv"])
  }

  @Test("missing folders are made only when asked")
  func folders() throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("a/b/baseline.json")
    #expect(
      throws: FileWriteError(path: file.path, reason: "its folder \(folder.path)/a/b does not exist")
    ) { try AtomicFile.write("{}\n", to: file) }
    try AtomicFile.write("{}\n", to: file, creatingFolders: true)
    #expect(try String(contentsOf: file, encoding: .utf8) == "{}\n")
  }

  @Test("a folder in the way is never replaced, and the error is one line naming it")
  func folderInTheWay() throws {
    let folder = try TemporaryFolder()
    let victim = folder.url.appendingPathComponent("victim")
    try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
    try AtomicFile.write("precious\n", to: victim.appendingPathComponent("keep.txt"))
    let error = #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: victim) }
    #expect(error?.description == "cannot write \(victim.path): it is a folder; name a file")
    #expect(FileManager.default.fileExists(atPath: victim.path + "/keep.txt"))
    #expect(try folder.contents() == ["victim"])
  }

  @Test("an output over a folder, a FIFO or into a missing folder is refused before anything is written")
  func outputDestinations() throws {
    let folder = try TemporaryFolder()
    let victim = folder.path + "/victim"
    try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
    #expect(throws: FileWriteError(path: victim, reason: "it is a folder; name a file")) {
      try OutputFile.checkDestination(victim)
    }
    #expect(throws: FileWriteError.self) { _ = try OutputFile(path: victim) }
    #expect(mkfifo(folder.path + "/fifo", 0o644) == 0)
    #expect(throws: FileWriteError(path: folder.path + "/fifo", reason: "it is not a regular file")) {
      try OutputFile.checkDestination(folder.path + "/fifo")
    }
    #expect(
      throws: FileWriteError(
        path: folder.path + "/no/such/out.json", reason: "its folder \(folder.path)/no/such does not exist")
    ) {
      try OutputFile.checkDestination(folder.path + "/no/such/out.json")
    }
    var output = try OutputFile(path: folder.path + "/new.json")
    output.write("{}\n")
    try output.finish()
    #expect(try String(contentsOfFile: folder.path + "/new.json", encoding: .utf8) == "{}\n")
    #expect(try folder.contents() == ["fifo", "new.json", "victim"])
  }
}
