/// Swift source with keycap-digit markers (`1️⃣`, `2️⃣`, …) at the places a test expects a
/// finding, as swift-format's tests mark theirs: the markers are removed and their places kept.
///
/// ```swift
/// let marked = MarkedText("final 1️⃣class AppState {}")
/// marked.text               // "final class AppState {}"
/// marked.markers["1️⃣"]     // MarkedText.Place(line: 1, column: 7)
/// ```
struct MarkedText {
  /// A 1-based line and a 1-based column counted in UTF-8 bytes, as swift-syntax counts them.
  struct Place: Hashable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "\(line):\(column)" }
  }

  /// The source without its markers, as the rules should parse it.
  let text: String
  /// Where each marker stood, in `text`.
  let markers: [String: Place]
  /// Markers written more than once: a test that names one could not tell which place it means.
  let duplicates: [String]

  init(_ marked: String) {
    var text = ""
    var markers: [String: Place] = [:]
    var duplicates: [String] = []
    var line = 1
    var column = 1
    // A keycap digit is one Character (digit, U+FE0F, U+20E3), so a marker never splits a token's bytes.
    for character in marked {
      if Self.isMarker(character) {
        let name = String(character)
        if markers.updateValue(Place(line: line, column: column), forKey: name) != nil { duplicates.append(name) }
        continue
      }
      text.append(character)
      // "\r\n" is one Character; swift-syntax ends a line at it, at "\n" and at "\r".
      if character == "\n" || character == "\r\n" || character == "\r" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    self.text = text
    self.markers = markers
    self.duplicates = duplicates
  }

  /// `0️⃣` to `9️⃣`, and `🔟`.
  static func isMarker(_ character: Character) -> Bool {
    if character == "🔟" { return true }
    let scalars = Array(character.unicodeScalars)
    return scalars.count == 3 && ("0"..."9").contains(scalars[0]) && scalars[1] == "\u{FE0F}"
      && scalars[2] == "\u{20E3}"
  }
}
