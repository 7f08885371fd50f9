import Foundation
import Testing

@testable import Support

@Suite("JSON")
struct JSONTests {
  struct Sample: Codable, Equatable {
    var path: String
    var count: Int
    var at: Date
  }

  @Test("pretty, sorted keys, slashes as they are, ISO 8601 dates, and a final line break")
  func style() throws {
    let sample = Sample(path: "a/b", count: 2, at: Date(timeIntervalSince1970: 0))
    let text = try JSON.string(sample)
    #expect(text == "{\n  \"at\" : \"1970-01-01T00:00:00Z\",\n  \"count\" : 2,\n  \"path\" : \"a/b\"\n}\n")
    #expect(try JSON.decoder().decode(Sample.self, from: Data(text.utf8)) == sample)
  }

  @Test("a value that cannot be encoded throws, and its text form is null")
  func failure() {
    #expect(throws: EncodingError.self) { try JSON.data([Double.nan]) }
    #expect(JSON.text([Double.nan]) == "null\n")
  }
}
