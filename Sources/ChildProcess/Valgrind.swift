import Foundation

/// The installed valgrind, which counts instructions.
///
/// ```swift
/// let version = await Valgrind.version()   // "valgrind-3.19.0", or nil without one
/// ```
public enum Valgrind {
  /// `valgrind --version`, e.g. `valgrind-3.19.0`; `nil` when there is no valgrind that answers.
  public static func version() async -> String? {
    guard
      let result = try? await ChildProcess(.named("valgrind"), arguments: ["--version"], standardError: .discarded)
        .run()
    else { return nil }
    let output = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return output.isEmpty ? nil : output
  }
}
