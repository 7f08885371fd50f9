/// A repository with a known history for `archbench hotspots`: churn, a rename, a merge and
/// commits of every size. Each edit appends comment lines, so every diff is additions only and
/// the complexity stays that of the first version.
///
/// ```
/// 1  main   A, B (root), Tools/Generate.swift and README.md (outside Sources)
/// 2  main   A +1, B +1, Tools/Generate.swift +1
/// 3  main   A +1, B +1
/// 4  main   A +1                                   tag v4
/// 5  main   rename B to Core/B2 (no edit), add C
/// 6  main   A +1, B2 +1, C +1                      branch topic
/// 7  topic  C +1
/// 8  main   A +1
/// 9  main   merge topic (parents 8, 7)
/// 10 main   A +1, B2 +1, C +1
/// ```
///
/// Files under `Sources/`: `A.swift` (5 code lines, two `if`s), `B.swift` then
/// `Core/B2.swift` (3 code lines, a ternary), `C.swift` (1 code line, no decision).
public struct HotspotRepository {
  public let repository: TestRepository
  /// The commits, in the order of the list above; `commits[0]` is commit 1.
  public let commits: [String]

  public static let a = "func a(_ x: Int) -> Int {\n  if x > 0 { return 1 }\n  if x < 0 { return -1 }\n  return 0\n}\n"
  public static let b = "func b(_ x: Int) -> Int {\n  x > 0 ? 1 : 0\n}\n"
  public static let c = "struct C {}\n"

  /// `content` with `edits` comment lines appended.
  public static func edited(_ content: String, _ edits: Int) -> String {
    content + (0..<edits).map { "// edit \($0 + 1)\n" }.joined()
  }

  public init(bare: Bool = false) throws {
    repository = try TestRepository(bare: bare)
    var commits: [String] = []
    func tree(a: Int, b: Int?, b2: Int? = nil, c: Int? = nil, tools: Int = 0) -> [String: String] {
      var files = [
        "README.md": "# Hotspots\n", "Tools/Generate.swift": Self.edited("let x = 1\n", tools),
        "Sources/A.swift": Self.edited(Self.a, a),
      ]
      if let b { files["Sources/B.swift"] = Self.edited(Self.b, b) }
      if let b2 { files["Sources/Core/B2.swift"] = Self.edited(Self.b, b2) }
      if let c { files["Sources/C.swift"] = Self.edited(Self.c, c) }
      return files
    }
    commits.append(try repository.commit(tree(a: 0, b: 0), message: "1 Add A and B"))
    commits.append(try repository.commit(tree(a: 1, b: 1, tools: 1), message: "2 Edit A, B and the tool"))
    commits.append(try repository.commit(tree(a: 2, b: 2, tools: 1), message: "3 Edit A and B"))
    commits.append(try repository.commit(tree(a: 3, b: 2, tools: 1), message: "4 Edit A"))
    try repository.tag("v4", at: commits[3])
    commits.append(try repository.commit(tree(a: 3, b: nil, b2: 2, c: 0, tools: 1), message: "5 Move B, add C"))
    commits.append(try repository.commit(tree(a: 4, b: nil, b2: 3, c: 1, tools: 1), message: "6 Edit A, B2 and C"))
    try repository.branch("topic", at: commits[5])
    commits.append(
      try repository.commit(tree(a: 4, b: nil, b2: 3, c: 2, tools: 1), message: "7 Edit C", branch: "topic"))
    commits.append(try repository.commit(tree(a: 5, b: nil, b2: 3, c: 1, tools: 1), message: "8 Edit A"))
    commits.append(
      try repository.commit(
        tree(a: 5, b: nil, b2: 3, c: 2, tools: 1), message: "9 Merge topic", parents: [commits[7], commits[6]]))
    commits.append(
      try repository.commit(tree(a: 6, b: nil, b2: 4, c: 3, tools: 1), message: "10 Edit A, B2 and C"))
    self.commits = commits
  }

  public var path: String { repository.path }
}
