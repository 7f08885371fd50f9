/// Decides which of a sample's types can be unit-tested without the UI platform.
///
/// A type is platform-bound when its file imports a platform module, when it names a
/// platform module (as in `HeadlessUIKit.Label`), or when it names a type of the same
/// sample that is platform-bound. Everything else is platform-free: it, and every type
/// of the sample it uses, would compile in a module that does not depend on the
/// platform. The rule follows names, not the type checker, so it errs one way only:
/// when two of the sample's types share a name and one is bound, a use of that name
/// counts as bound.
///
/// Extensions are not types; they neither count nor make the extended type bound, since
/// they can live in another file.
///
/// ```swift
/// let freedom = PlatformFreedom(files: files)
/// freedom.platformFreeTypes(in: files[0])  // 2
/// ```
struct PlatformFreedom {
  /// The modules that make up the headless UI platform.
  static let platformModules: Set<String> = ["HeadlessUI", "HeadlessUIKit", "HeadlessSwiftUI"]

  /// For each file path, whether each of its types (in declaration order) is bound.
  private var bound: [String: [Bool]] = [:]

  /// Classifies every type of one sample's production files.
  init(files: [SwiftSourceFile], platformModules: Set<String> = Self.platformModules) {
    for file in files {
      let importsPlatform = !file.importedModules.isDisjoint(with: platformModules)
      bound[file.path] = file.types.map { importsPlatform || !$0.referencedNames.isDisjoint(with: platformModules) }
    }
    // Binding spreads through names until nothing changes; each pass binds at least one
    // more type or stops, so this ends after at most as many passes as there are types.
    var changed = true
    while changed {
      changed = false
      var boundNames = Set<String>()
      for file in files {
        for (type, isBound) in zip(file.types, bound[file.path]!) where isBound { boundNames.insert(type.name) }
      }
      for file in files {
        for (index, type) in file.types.enumerated()
        where !bound[file.path]![index] && !type.referencedNames.isDisjoint(with: boundNames) {
          bound[file.path]![index] = true
          changed = true
        }
      }
    }
  }

  /// The number of types in this file that are free of the platform.
  func platformFreeTypes(in file: SwiftSourceFile) -> Int {
    (bound[file.path] ?? []).filter { !$0 }.count
  }

  /// Whether each of this file's types, in declaration order, is free of the platform.
  func isPlatformFree(in file: SwiftSourceFile) -> [Bool] {
    (bound[file.path] ?? []).map { !$0 }
  }
}
