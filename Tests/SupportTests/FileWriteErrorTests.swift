import Foundation
import Support
import Testing

@Suite("FileWriteError")
struct FileWriteErrorTests {
  @Test("it reads the same as text, as a localized description and interpolated: never Foundation's stand-in")
  func describesItself() {
    let error = FileWriteError(path: "/r/.git/archbench/blob-metrics.json", reason: "it is a folder")
    let line = "cannot write /r/.git/archbench/blob-metrics.json: it is a folder"
    #expect(error.description == line)
    #expect(error.localizedDescription == line)
    #expect((error as any Error).localizedDescription == line)
    #expect("\(error)" == line)
    #expect(!(error as NSError).localizedDescription.contains("The operation could not be completed"))
  }
}
