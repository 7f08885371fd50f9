/// One line of the action log: an action and what it changed.
struct ActionLogEntry: Equatable, CustomStringConvertible {
  let action: AppAction
  /// One line per changed field, e.g. `tasks.searchText: "" → "p"`.
  let changes: [String]

  /// `tasks.searchTextChanged("p") | tasks.searchText: "" → "p"`.
  var description: String {
    "\(StateDiff.describe(action)) | \(changes.isEmpty ? "no change" : changes.joined(separator: "; "))"
  }
}
