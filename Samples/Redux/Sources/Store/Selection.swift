import Observation

/// A part of the app state that views show, observed apart from the rest: ReSwift's `select` followed by
/// `skipRepeats`.
///
/// The store sets ``state`` after every action that changed the app state, and only when this part is not equal
/// to what it was, so a view that reads it is evaluated again only when what it shows changed. A view reads the
/// part's fields directly (`report.note`) and sends its actions to the store, as before.
@MainActor
@Observable
@dynamicMemberLookup
final class Selection<State: Equatable> {
  private(set) var state: State
  @ObservationIgnored private let keyPath: KeyPath<AppState, State>

  /// The part of `appState` at `keyPath`.
  init(_ keyPath: KeyPath<AppState, State>, of appState: AppState) {
    self.keyPath = keyPath
    state = appState[keyPath: keyPath]
  }

  subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }
}

extension Selection: StateSelection {
  func update(from appState: AppState) {
    let selected = appState[keyPath: keyPath]
    if selected != state {
      state = selected
    }
  }
}
