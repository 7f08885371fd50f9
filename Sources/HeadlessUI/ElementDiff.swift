/// Counts how many elements differ between two renderings of a tree.
///
/// Children are matched by position, as a render pass of the same screen produces
/// them in the same order; an element whose own properties changed, or that exists
/// on one side only, counts once.
enum ElementDiff {
  @MainActor
  static func changedCount(from old: Element, to new: Element) -> Int {
    var count = old.looksLike(new) ? 0 : 1
    let shared = min(old.children.count, new.children.count)
    for index in 0..<shared {
      count += changedCount(from: old.children[index], to: new.children[index])
    }
    for extra in old.children.dropFirst(shared) {
      count += extra.subtreeCount
    }
    for extra in new.children.dropFirst(shared) {
      count += extra.subtreeCount
    }
    return count
  }
}
