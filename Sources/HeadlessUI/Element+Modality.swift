extension Element {
  /// The part of a window a person can act on: the front-most alert or sheet, or else the whole window.
  ///
  /// As with `accessibilityViewIsModal` on iOS, elements under a modal are hidden from queries.
  public var frontmostLayer: Element {
    children.last { $0.role == .alert || $0.role == .sheet } ?? self
  }

  /// Whether a person can act on this element (tap, type, toggle, pick or refresh it).
  public var isInteractive: Bool { !actions.isEmpty }
}
