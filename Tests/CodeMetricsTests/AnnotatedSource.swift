/// Swift source whose lines carry their expected cognitive increments in a trailing comment,
/// `if a {  // +2`, as the Rules tests mark their findings in place: the comments stay in
/// the source, which parses as it reads.
///
/// ```swift
/// let source = AnnotatedSource("func f() {\n  if a && b {  // +1 +1\n  }\n}")
/// source.expected  // [2: 2]
/// ```
struct AnnotatedSource {
  let text: String
  /// The sum of the `+N` words in each line's last `//` comment, by 1-based line.
  let expected: [Int: Int]

  init(_ text: String) {
    self.text = text
    var expected: [Int: Int] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let comment = line.ranges(of: "// ").last else { continue }
      let points = line[comment.upperBound...].split(separator: " ").compactMap { word in
        word.first == "+" ? Int(word.dropFirst()) : nil
      }
      if !points.isEmpty { expected[index + 1] = points.reduce(0, +) }
    }
    self.expected = expected
  }
}
