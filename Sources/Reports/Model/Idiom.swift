import Foundation

/// One idiom the report measures both ways: `Idioms/<id>/idiom.json`, beside one patch per
/// architecture (`Idioms/<id>/<architecture>.patch`) that turns the committed sample into the
/// other idiom.
///
/// The committed tree is one side ("as committed"), the patched copy the other; the steps and
/// sizes are where the idiom shows. ``sentence`` is a template (``IdiomSentence``) the report
/// fills with the measured figures, so that no figure in it is written by hand.
///
/// ```json
/// { "title": "The sort comparator",
///   "committed": "the shared free function", "other": "a private static func of the @MainActor store",
///   "architectures": ["mvc"], "steps": ["list.refresh"], "sizes": [1000],
///   "sentence": "{architecture}'s {step} at N = {events}: {committed.instructions} instructions with {committed}, {other.instructions} with {other} ({instructions.factor})." }
/// ```
public struct Idiom: Codable, Equatable, Sendable {
  /// The folder's name, e.g. `comparator`.
  public var id: String
  /// A heading, e.g. `The sort comparator`.
  public var title: String
  /// What the committed samples do, as a noun phrase: `the shared free function`.
  public var committed: String
  /// What the patched copy does instead: `a private static func of the @MainActor store`.
  public var other: String
  /// Architecture ids, each with its patch; the first is the sentence's.
  public var architectures: [String]
  /// Step selectors as `archbench latency --step` takes them (an id such as `list.refresh`).
  public var steps: [String]
  /// Event counts of the scaling steps among ``steps``; the others run with the standard fixture.
  public var sizes: [Int]
  /// The one sentence under the idiom's heading, with placeholders (``IdiomSentence/placeholders``).
  public var sentence: String
  /// Why the patches are not yet the final ones, shown under the sentence; `nil` once they are.
  public var provisional: String?

  public init(
    id: String, title: String, committed: String, other: String, architectures: [String], steps: [String],
    sizes: [Int], sentence: String, provisional: String? = nil
  ) {
    self.id = id
    self.title = title
    self.committed = committed
    self.other = other
    self.architectures = architectures
    self.steps = steps
    self.sizes = sizes
    self.sentence = sentence
    self.provisional = provisional
  }

  /// The patch of `architecture`, relative to the package: `Idioms/comparator/mvc.patch`.
  public func patchPath(for architecture: String) -> String {
    "\(IdiomCatalog.folder)/\(id)/\(architecture).patch"
  }

  /// Why the idiom cannot be measured, as one clause, or `nil` when it can. `patches` are the
  /// architecture ids of the `.patch` files in its folder.
  func problem(patches: Set<String>) -> String? {
    for (name, value) in [("title", title), ("committed", committed), ("other", other), ("sentence", sentence)]
    where value.trimmingCharacters(in: .whitespaces).isEmpty {
      return "\"\(name)\" is empty"
    }
    if architectures.isEmpty { return "\"architectures\" is empty" }
    if Set(architectures).count != architectures.count { return "\"architectures\" names an architecture twice" }
    if steps.isEmpty { return "\"steps\" is empty" }
    if let size = sizes.first(where: { $0 < 1 }) { return "\"sizes\" holds \(size); a size is at least 1 event" }
    if let missing = architectures.first(where: { !patches.contains($0) }) {
      return "no patch for \(missing) (\(missing).patch)"
    }
    if let stray = patches.sorted().first(where: { !architectures.contains($0) }) {
      return "\(stray).patch is for an architecture \"architectures\" does not list"
    }
    if let unknown = IdiomSentence.unknownPlaceholder(in: sentence) {
      return
        "the sentence's placeholder {\(unknown)} is not one of \(IdiomSentence.placeholders.joined(separator: ", "))"
    }
    return nil
  }
}
