import HeadlessUI

/// Finds an element in a tree by identity, and replaces its children, without copying the tree.
///
/// An element is found by the storage of its children: the element a node kept shares it with
/// every copy of the tree that reuses the node's elements, and no other element has it. Only
/// the children are replaced: what the views around the element did to it (an accessibility
/// identifier, a list making it a row) stays. The search reads the tree in place and copies
/// only the arrays on the way to the element. A path from an earlier replacement is tried
/// first, as the tree above a stack that renders apart usually keeps its shape.
///
/// ```swift
/// path = ElementPath.replaceChildren(of: kept, with: current.children, in: &elements, near: path)
/// ```
@MainActor
enum ElementPath {
  /// Replaces the children of `old` in `elements` with `children`, and returns where `old` was,
  /// or `nil` if it is not there.
  static func replaceChildren(
    of old: Element, with children: [Element], in elements: inout [Element], near hint: [Int]?
  ) -> [Int]? {
    guard let identity = old.children.storageIdentity else { return nil }
    let path: [Int]
    if let hint, self.identity(at: hint[...], in: elements) == identity {
      path = hint
    } else if let found = search(identity, in: elements) {
      path = found
    } else {
      return nil
    }
    replaceChildren(at: path[...], in: &elements, with: children)
    return path
  }

  private static func identity(at path: ArraySlice<Int>, in elements: [Element]) -> UnsafeRawPointer? {
    guard let index = path.first else { return nil }
    return elements.withUnsafeBufferPointer { buffer in
      guard buffer.indices.contains(index) else { return nil }
      return path.count == 1
        ? buffer[index].children.storageIdentity : self.identity(at: path.dropFirst(), in: buffer[index].children)
    }
  }

  private static func search(_ identity: UnsafeRawPointer, in elements: [Element]) -> [Int]? {
    elements.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        if buffer[index].children.storageIdentity == identity { return [index] }
        if let path = search(identity, in: buffer[index].children) { return [index] + path }
      }
      return nil
    }
  }

  private static func replaceChildren(
    at path: ArraySlice<Int>, in elements: inout [Element], with children: [Element]
  ) {
    guard let index = path.first else { return }
    if path.count == 1 {
      elements[index].children = children
    } else {
      replaceChildren(at: path.dropFirst(), in: &elements[index].children, with: children)
    }
  }
}
