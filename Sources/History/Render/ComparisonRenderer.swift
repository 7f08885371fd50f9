import CodeMetrics
import Support

/// `archbench compare`'s table, CSV and JSON.
///
/// ```
/// Compare main (3b18e51) → feature (9c0ffee)
/// Group  Files    Code           Complexity  Tests code   Touched  +Lines  -Lines  Roles (code lines)
/// MVC    18 → 19  1204 → 1250 +46  143 → 150 +7 …
/// ```
public enum ComparisonRenderer {
  /// The formats of a comparison: an aligned table, a CSV row per group, or JSON.
  public enum Format: String, RendererFormat { case text, csv, json }

  /// `comparison` in `format`.
  public static func render(_ comparison: RevisionComparison, as format: Format) -> String {
    switch format {
    case .text: table(comparison)
    case .csv: csv(comparison)
    case .json: json(comparison)
    }
  }

  public static func table(_ comparison: RevisionComparison) -> String {
    var rows = [
      ["Group", "Files", "Code", "Complexity", "Test code", "Touched", "+Lines", "-Lines", "Roles (code lines)"]
    ]
    for group in comparison.groups {
      let delta = group.delta
      func change(_ figure: KeyPath<GroupFigures, Int>, _ difference: Int) -> String {
        let before = group.before.map { String($0[keyPath: figure]) } ?? Formatting.missing
        let after = group.after.map { String($0[keyPath: figure]) } ?? Formatting.missing
        return "\(before) → \(after) (\(Formatting.signed(difference)))"
      }
      let roles = roleColumns([group.before, group.after].compactMap { $0 }).compactMap { role in
        delta.roles[role].map { "\(role) \(Formatting.signed($0))" }
      }
      rows.append([
        Escaping.terminal(group.name), change(\.files, delta.files), change(\.code, delta.code),
        change(\.complexity, delta.complexity),
        change(\.testCode, delta.testCode), String(group.filesTouched), "+\(group.linesAdded)",
        "-\(group.linesRemoved)", roles.isEmpty ? Formatting.missing : roles.joined(separator: ", "),
      ])
    }
    let text =
      "Compare \(Escaping.terminal(comparison.old.revision)) (\(comparison.old.commit.short)) → "
      + "\(Escaping.terminal(comparison.new.revision)) (\(comparison.new.commit.short)); Swift files, production lines unless named\n"
    let alignments: [Table.Alignment] = [.left] + Array(repeating: .right, count: rows[0].count - 2) + [.left]
    return text + Table(header: rows[0], rows: Array(rows.dropFirst()), alignments: alignments).text()
  }

  public static func csv(_ comparison: RevisionComparison) -> String {
    let roles = roleColumns(comparison.groups.flatMap { [$0.before, $0.after].compactMap { $0 } })
    let figures: [(String, KeyPath<GroupFigures, Int>)] = [
      ("files", \.files), ("test_files", \.testFiles), ("code", \.code), ("test_code", \.testCode),
      ("complexity", \.complexity), ("types", \.types),
    ]
    var header = ["group", "old_commit", "new_commit"]
    for (name, _) in figures { header += ["\(name)_before", "\(name)_after"] }
    header += ["files_touched", "files_renamed", "lines_added", "lines_removed"]
    header += roles.flatMap { ["\($0) before", "\($0) after"] }
    let rows = comparison.groups.map { group in
      var row = [group.name, comparison.old.commit.hex, comparison.new.commit.hex]
      for (_, figure) in figures {
        row += [
          group.before.map { String($0[keyPath: figure]) } ?? "", group.after.map { String($0[keyPath: figure]) } ?? "",
        ]
      }
      row += [group.filesTouched, group.filesRenamed, group.linesAdded, group.linesRemoved].map(String.init)
      row += roles.flatMap { role in
        [group.before.map { String($0.roles[role] ?? 0) } ?? "", group.after.map { String($0.roles[role] ?? 0) } ?? ""]
      }
      return row
    }
    return CSV.document(header: header, rows: rows)
  }

  public static func json(_ comparison: RevisionComparison) -> String { JSON.text(comparison) }
}
