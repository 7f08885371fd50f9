import Foundation

/// Reads a baseline file that says what it is (`kind`) and which layout it has
/// (`schemaVersion`): one of another kind, another version or no JSON at all is refused with
/// one line that names it, never misread.
///
/// `archbench rules --write-baseline` and `check --scan --write-baseline` write such files; each
/// names the command that writes a good one in `remedy`.
///
/// ```swift
/// let baseline = try KindedBaseline.read(
///   RulesBaseline.self, at: url, kind: "rules", schemaVersion: 1,
///   remedy: "write one with archbench rules --write-baseline")
/// ```
public enum KindedBaseline {
  /// Why a baseline file cannot be used: one line that names it.
  public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
  }

  /// The two keys read before the rest.
  struct Header: Decodable {
    var schemaVersion: SchemaVersion
    var kind: String?
  }

  /// The document at `url`, if it is a `kind` baseline of `schemaVersion`.
  public static func read<Document: Decodable>(
    _ type: Document.Type, at url: URL, kind: String, schemaVersion: Int, remedy: String
  ) throws(Refusal) -> Document {
    let name = "\(kind) baseline"
    let data: Data
    do {
      data = try InputFile.contents(of: url.path)
    } catch {
      throw Refusal(path: url.path, reason: error.reason)
    }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      guard let problem = SchemaVersion.headerProblem(error, in: data) else {
        throw Refusal(path: url.path, reason: "not a \(name) (no schemaVersion; is it JSON?)")
      }
      throw Refusal(path: url.path, reason: "not a \(name): \(problem)")
    }
    guard header.kind == kind else {
      // The gate's Benchmarks/baseline.json is the one baseline without a kind.
      let what = header.kind.map { "a \($0) baseline" } ?? "archbench baseline update's baseline, or no baseline"
      throw Refusal(path: url.path, reason: "\(what), not a \(name); \(remedy)")
    }
    if let refusal = header.schemaVersion.refusal(supported: schemaVersion) {
      throw Refusal(path: url.path, reason: "\(refusal); \(remedy)")
    }
    guard header.schemaVersion.whole == schemaVersion else {
      throw Refusal(
        path: url.path,
        reason: "\(name) schema version \(JSONProblem.number(header.schemaVersion.value)), this archbench reads "
          + "\(schemaVersion); \(remedy)")
    }
    do {
      return try JSONDecoder().decode(Document.self, from: data)
    } catch {
      throw Refusal(path: url.path, reason: "not a valid \(name): \(JSONProblem.describe(error, in: data))")
    }
  }
}
