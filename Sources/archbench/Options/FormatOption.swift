import ArgumentParser
import Support

/// A command's `--format`: one of the formats the command writes (`Choices.formats`), named by
/// ``OutputFormat``'s vocabulary, in which the older spellings `table` and `md` still work.
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
  /// The format asked for; always one of `Choices.formats`.
  let value: OutputFormat

  /// A default; a format the command does not write is a programmer's error.
  init(_ value: OutputFormat) {
    precondition(Choices.formats.contains(value), "\(value.rawValue) is not one of \(Self.allValueStrings)")
    self.value = value
  }

  /// `argument` read as a name or an alias; `nil`, which ArgumentParser reports with the list
  /// of values, for an unknown word or a format the command does not write.
  init?(argument: String) {
    guard let format = OutputFormat(name: argument), Choices.formats.contains(format) else { return nil }
    value = format
  }

  /// The canonical name, so that help shows `default: text` whatever spelling the code used.
  var defaultValueDescription: String { value.rawValue }

  /// The canonical names only: the aliases are accepted, not advertised.
  static var allValueStrings: [String] { Choices.formats.map(\.rawValue) }

  /// Shell completion offers the same names as help.
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
