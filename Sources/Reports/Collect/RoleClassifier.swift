/// Names the architectural role of a production file from its name and folders.
///
/// The file name's suffix decides first (`LoginViewModel.swift` → `ViewModel`), then the
/// folders (`Domain/UseCases/…` → `UseCase`); anything else is `Other`.
///
/// ```swift
/// RoleClassifier.role(of: "Samples/VIPER/Sources/Login/LoginInteractor.swift")  // "Interactor"
/// ```
enum RoleClassifier {
  /// Longest first, so `ViewController` wins over `Controller` and `View`.
  static let suffixes: [(String, String)] = [
    ("ViewController", "ViewController"), ("ViewModel", "ViewModel"), ("Coordinator", "Coordinator"),
    ("Presenter", "Presenter"), ("Interactor", "Interactor"), ("Middleware", "Middleware"),
    ("Repository", "Repository"), ("Controller", "ViewController"), ("Reducer", "Reducer"), ("UseCase", "UseCase"),
    ("Builder", "Builder"), ("Contract", "Contract"), ("Router", "Router"), ("Entity", "Entity"),
    ("Action", "Action"), ("Store", "Store"), ("State", "State"), ("Model", "Model"), ("Cell", "View"),
    ("Screen", "View"), ("View", "View"), ("App", "App"), ("Container", "App"),
  ]

  static let folders: [(String, String)] = [
    ("UseCases", "UseCase"), ("Repositories", "Repository"), ("Entities", "Entity"), ("Mapping", "Mapping"),
    ("Reducers", "Reducer"), ("Actions", "Action"), ("Middleware", "Middleware"), ("Models", "Model"),
    ("Errors", "Model"), ("Views", "View"), ("App", "App"), ("Common", "Common"),
  ]

  static func role(of path: String) -> String {
    let components = path.split(separator: "/").map(String.init)
    let file = components.last ?? path
    let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    let base = stem.split(separator: "+").first.map(String.init) ?? stem
    for (suffix, role) in suffixes.sorted(by: { $0.0.count > $1.0.count }) where base.hasSuffix(suffix) {
      return role
    }
    for component in components.dropLast().reversed() {
      if let match = folders.first(where: { $0.0 == component }) { return match.1 }
    }
    return "Other"
  }
}
