/// Why `archbench new` made no sample. Each is one line naming the input.
///
/// ```swift
/// ScaffoldError.invalidName("hexagonal").description
/// // "Invalid name 'hexagonal': a sample's name is a Swift type name: a capital letter, then letters and digits (e.g. Hexagonal)."
/// ```
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
  /// The name is not a capitalised Swift identifier, or names a module the package already uses.
  case invalidName(String)
  /// The name is an identifier, but cannot be a sample's: too long, or a keyword no module can have.
  case unusableName(String, reason: String)
  /// A registered architecture, a target or a folder already has the name.
  case nameTaken(String, by: String)
  /// Neither `--toolkit` nor `--like` says which toolkit the sample is written in.
  case missingToolkit
  /// `--like` names no architecture the package registers, or one that is not a single module.
  case unknownSibling(String, reason: String)
  /// The folder is not the archbench package, or a file `new` edits is not as it expects.
  case unexpectedPackage(path: String, reason: String)
  /// Reading or writing a file failed.
  case io(path: String, reason: String)
  /// Another `archbench new` holds the package's lock: it is editing the package now.
  case busy(path: String)

  public var description: String {
    switch self {
    case .invalidName(let name):
      "Invalid name '\(Self.shortened(name))': a sample's name is a Swift type name: a capital letter, then letters and digits "
        + "(e.g. Hexagonal)."
    case .unusableName(let name, let reason):
      "Invalid name '\(Self.shortened(name))': \(reason)."
    case .nameTaken(let name, let owner):
      "The name '\(name)' is taken: \(owner)."
    case .missingToolkit:
      "A new sample needs --toolkit uikit or --toolkit swiftui, or --like a sample to start from."
    case .unknownSibling(let name, let reason):
      "Cannot start from '\(name)': \(reason)."
    case .unexpectedPackage(let path, let reason):
      "Cannot add a sample to \(path): \(reason)."
    case .io(let path, let reason):
      "Cannot write \(path): \(reason)."
    case .busy(let path):
      "Cannot add a sample to \(path) now: another archbench new is editing it; run again when it has finished."
    }
  }

  /// A name as an error shows it: whole up to 40 characters, else its first 40 and an ellipsis,
  /// so that the line stays readable.
  static func shortened(_ name: String) -> String {
    name.count <= 40 ? name : name.prefix(40) + "…"
  }
}
