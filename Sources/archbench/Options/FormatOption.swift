import ArgumentParser
import Support

/// A command's `--format`: one of the formats the command's renderer writes (`Choices.Format`),
/// in which the older spellings `table` and `md` still work.
///
/// Every command's `--format` is this one type, so that the names, the aliases, the error for a
/// format the command does not write (exit 64) and the `--help` line read the same everywhere.
/// Help lists only the canonical names: `(values: text, json, csv, markdown; default: text)`.
///
/// ```swift
/// @Option(help: "The output format.")
/// var format = FormatOption<CompareCommand>(.text)
///
/// FormatOption<CompareCommand>(argument: "table")?.value  // .text
/// FormatOption<CompareCommand>(argument: "sarif")         // nil: compare writes no SARIF
/// ```
struct FormatOption<Choices: FormatChoices>: ExpressibleByArgument, Equatable, Sendable {
  /// The format asked for, of the renderer's own formats.
  let value: Choices.Format

  /// A default.
  init(_ value: Choices.Format) {
    self.value = value
  }

  /// `argument` read as a name or an alias; `nil`, which ArgumentParser reports with the list
  /// of values, for an unknown word or a format the command does not write.
  init?(argument: String) {
    guard let format = Choices.Format(name: argument) else { return nil }
    value = format
  }

  /// The canonical name, so that help shows `default: text` whatever spelling the code used.
  var defaultValueDescription: String { value.rawValue }

  /// The canonical names only: the aliases are accepted, not advertised.
  static var allValueStrings: [String] { Choices.Format.allCases.map(\.rawValue) }

  /// Shell completion offers the same names as help.
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
