/// The identities of all of a list's rows, and what changed in them since the list's last update.
///
/// SwiftUI's `List` makes row views lazily, for the rows on screen, but gathers the identifier
/// of every element of its `ForEach` up front, on every update of its content: it needs them
/// all to tell which rows were inserted, removed or kept, and so which rows keep their views and
/// state ("Demystify SwiftUI performance", WWDC23; "Demystify SwiftUI", WWDC21, on explicit
/// identity). This models that cost: each update computes the id of all N elements, whether
/// shown or not, and compares them with the last update's; only the shown rows are then made.
///
/// How SwiftUI diffs the identifiers is not documented. The model is the least a diff must do:
/// one pass comparing the new ids with the old in order, and only when they differ, a hashed
/// set of each to find the rows inserted and removed (linear in N, as a diff keyed by identity
/// is; a shortest edit script would cost more).
///
/// ```swift
/// let change = state.identities.update(to: (0..<rows.count).map(rows.id(at:)))
/// ```
struct RowIdentities {
  /// How the rows changed in an update: how many identities are new, and how many are gone.
  struct Change: Equatable {
    var inserted = 0
    var removed = 0
  }

  /// The identities of the last update, in row order.
  private(set) var ids: [ViewID] = []
  /// What the last update changed.
  private(set) var lastChange = Change()

  /// Replaces the identities with `newIDs`, and tells which rows were inserted and removed.
  @discardableResult
  mutating func update(to newIDs: [ViewID]) -> Change {
    defer { ids = newIDs }
    guard newIDs != ids else {
      lastChange = Change()
      return lastChange
    }
    let old = Set(ids)
    let new = Set(newIDs)
    lastChange = Change(
      inserted: newIDs.lazy.filter { !old.contains($0) }.count, removed: ids.lazy.filter { !new.contains($0) }.count)
    return lastChange
  }
}
