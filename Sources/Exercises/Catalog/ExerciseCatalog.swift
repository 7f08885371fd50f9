/// Every exercise archbench ships, in the order a course would take them.
///
/// ```swift
/// for exercise in ExerciseCatalog.all { print(exercise.id, exercise.title) }
/// let exercise = try ExerciseCatalog.exercise("note-limit")
/// ```
public enum ExerciseCatalog {
  public static let all: [Exercise] = [
    passwordRule, sortToggle, eventCount, logoutConfirmation, noteLimit, reportHistory, unreadBadge, registration,
  ]

  public static func exercise(_ id: String) throws(ExerciseError) -> Exercise {
    guard let exercise = all.first(where: { $0.id == id }) else {
      throw .unknownExercise(id, known: all.map(\.id))
    }
    return exercise
  }

  /// The one exercise with this id, or every exercise when `id` is `nil`.
  public static func exercises(_ id: String?) throws(ExerciseError) -> [Exercise] {
    guard let id else { return all }
    return [try exercise(id)]
  }
}
