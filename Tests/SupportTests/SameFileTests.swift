import Foundation
import Testing

@testable import Support

/// Issue 44 M9: two options naming one file are caught however the paths are spelt.
@Suite("Same file")
struct SameFileTests {
  @Test("one file through ./, .., a link to it or to its folder, whether it exists or not")
  func spellings() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/b.json"
    #expect(SameFile.check(path, folder.path + "/./b.json"))
    #expect(SameFile.check(path, folder.path + "/sub/../b.json"))
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/dir", withDestinationPath: folder.path)
    #expect(SameFile.check(path, folder.path + "/dir/b.json"))
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.json", withDestinationPath: path)
    #expect(SameFile.check(path, folder.path + "/link.json"))
    try FileManager.default.linkItem(atPath: path, toPath: folder.path + "/hard.json")
    #expect(SameFile.check(folder.path + "/hard.json", path))
    #expect(!SameFile.check(path, folder.path + "/c.json"))
    #expect(!SameFile.check(path, folder.path + "/dir/c.json"))
  }

  @Test("a relative path is the file in the current folder")
  func relative() {
    let cwd = FileManager.default.currentDirectoryPath
    #expect(SameFile.check("none-\(#line).json", cwd + "/none-\(#line).json"))
  }
}
