/// A part of the state that the store keeps up to date, whatever the part's type (see ``Selection``).
@MainActor
protocol StateSelection: AnyObject {
  /// Takes this selection's part of `appState`, telling its observers only when the part changed.
  func update(from appState: AppState)
}
