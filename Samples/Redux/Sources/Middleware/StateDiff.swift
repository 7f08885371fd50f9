/// Describes actions and state changes in short text for the action log, by reflection over the state's fields.
enum StateDiff {
  /// The fields that differ between two states, as `path: old → new`; structs are compared field by field so
  /// that a line names the field that changed.
  static func changes(from old: Any, to new: Any, path: String = "") -> [String] {
    guard !isEqual(old, new) else { return [] }
    let (oldMirror, newMirror) = (Mirror(reflecting: old), Mirror(reflecting: new))
    switch (oldMirror.displayStyle, newMirror.displayStyle) {
    case (.struct, .struct):
      return zip(oldMirror.children, newMirror.children).flatMap { old, new in
        let label = old.label ?? "?"
        return changes(from: old.value, to: new.value, path: path.isEmpty ? label : "\(path).\(label)")
      }
    case (.optional, .optional) where oldMirror.children.count == 1 && newMirror.children.count == 1:
      return changes(from: oldMirror.children.first!.value, to: newMirror.children.first!.value, path: path)
    default:
      return ["\(path): \(describe(old)) → \(describe(new))"]
    }
  }

  /// An action as `feature.case(payload)`, e.g. `tasks.eventTapped(3)`.
  static func describe(_ action: AppAction) -> String {
    guard let feature = Mirror(reflecting: action).children.first, let name = feature.label else { return "\(action)" }
    return "\(name).\(describe(feature.value))"
  }

  /// A value in short: strings quoted, identifiable structs by id, long collections by count.
  static func describe(_ value: Any) -> String {
    if let string = value as? String {
      return "\"\(string)\""
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { describe($0.value) } ?? "nil"
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else { return "\(value)" }
      // Labelled associated values come as a tuple, which brings its own parentheses.
      let isTuple = Mirror(reflecting: payload.value).displayStyle == .tuple
      return isTuple ? name + describe(payload.value) : "\(name)(\(describe(payload.value)))"
    case .collection where mirror.children.count > 3:
      return "[\(mirror.children.count) items]"
    case .collection:
      return "[\(mirror.children.map { describe($0.value) }.joined(separator: ", "))]"
    case .struct:
      if let identifiable = value as? any Identifiable {
        return "\(type(of: value))(id: \(identifiable.id))"
      }
      return "\(type(of: value))(\(fields(of: mirror)))"
    case .tuple:
      return "(\(fields(of: mirror)))"
    default:
      return "\(value)"
    }
  }

  /// `name: value, …`; a tuple's unlabelled elements without their `.0` names.
  private static func fields(of mirror: Mirror) -> String {
    mirror.children.map { child in
      let name = child.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? ""
      return name + describe(child.value)
    }
    .joined(separator: ", ")
  }

  private static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    self == other as? Self
  }
}
