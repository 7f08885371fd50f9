import Testing

@testable import Git

@Suite("Blob ids without a repository")
struct BlobIDTests {
  /// Each id as `printf … | git hash-object --stdin` prints it.
  @Test(arguments: [
    ("", "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391"),
    ("abc", "f2ba8f84ab5c1bce84a7b441cb1959cfc7093b7f"),
    ("hello world\n", "3b18e512dba79e4c8300dd08aeb37f8e728b8dad"),
  ])
  func matchesGitHashObject(text: String, id: String) {
    #expect(ObjectID.blob(of: Array(text.utf8)).hex == id)
  }

  @Test func aMillionBytes() {
    let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(ObjectID.blob(of: bytes).hex == "de1fbf0c2f34f67f01f355f31ed0cf7319643c5e")
  }
}
