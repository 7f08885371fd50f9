import ChildProcess
import Foundation

/// The package's manifest as `swift package dump-package` describes it: its targets, what
/// each depends on, and where each one's files are.
///
/// ```swift
/// let manifest = try await MeasuredManifest.load(packageRoot: root)
/// manifest.closure(of: "archbench-measure")  // ["Latency", "SampleRegistry", "MVC", …]
/// ```
struct MeasuredManifest {
  /// Each target's manifest entry, by name.
  var targets: [String: [String: Any]]

  /// Runs `swift package dump-package` with a scratch folder of its own (a running build holds the package's).
  static func load(packageRoot: URL) async throws -> MeasuredManifest {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("archbench-manifest-\(UUID())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = try await ChildProcess(
      SwiftExecutable.program(),
      arguments: ["package", "--package-path", packageRoot.path, "--scratch-path", scratch.path, "dump-package"],
      standardError: .discarded
    ).run()
    guard result.succeeded,
      let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any],
      let targets = json["targets"] as? [[String: Any]]
    else {
      throw MeasuredInputsError.unreadableManifest(packageRoot.path)
    }
    return MeasuredManifest(
      targets: Dictionary(
        targets.compactMap { target in (target["name"] as? String).map { ($0, target) } },
        uniquingKeysWith: { first, _ in first }))
  }

  /// A target's dependencies: target names, and `product:<name>:<package>` for products.
  func dependencies(of target: String) -> [String] {
    let entries = targets[target]?["dependencies"] as? [[String: Any]] ?? []
    return entries.compactMap { entry in
      if let name = (entry["byName"] as? [Any])?.first as? String ?? (entry["target"] as? [Any])?.first as? String {
        return name
      }
      if let product = entry["product"] as? [Any], let name = product.first as? String,
        let package = product.dropFirst().first as? String
      {
        return "product:\(name):\(package.lowercased())"
      }
      return nil
    }
  }

  /// `target` and every target and product it depends on, directly or not.
  func closure(of target: String) -> Set<String> {
    var seen: Set<String> = [target]
    var queue = [target]
    while let next = queue.popLast() {
      for dependency in dependencies(of: next) where seen.insert(dependency).inserted {
        queue.append(dependency)
      }
    }
    return seen.filter { targets[$0] != nil }
  }

  /// Where a target's files are, relative to the package.
  func path(of target: String) -> String {
    if let path = targets[target]?["path"] as? String { return path }
    let type = targets[target]?["type"] as? String
    return (type == "test" ? "Tests/" : "Sources/") + target
  }

  /// The target's manifest entry as JSON with sorted keys: its settings, dependencies and resources.
  func declaration(of target: String) -> String {
    guard let entry = targets[target],
      let data = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys])
    else { return "target \(target)" }
    return "target " + String(decoding: data, as: UTF8.self)
  }

  /// The resolved version of every package in Package.resolved that `measured` may link: all of
  /// them but those that only targets outside `measured` name.
  func pins(packageRoot: URL, linkedBy measured: Set<String>) throws -> [String] {
    let named = { (targets: [String]) in
      Set(targets.flatMap(dependencies(of:)).filter { $0.hasPrefix("product:") }.map { $0.split(separator: ":")[2] })
    }
    let linked = named(Array(measured))
    let unmeasuredOnly = named(targets.keys.filter { !measured.contains($0) }).subtracting(linked)
    let resolved = packageRoot.appendingPathComponent("Package.resolved")
    guard let data = try? Data(contentsOf: resolved),
      let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let pins = json["pins"] as? [[String: Any]]
    else { return ["packages unresolved"] }
    return pins.compactMap { pin -> String? in
      guard let identity = pin["identity"] as? String, !unmeasuredOnly.contains(Substring(identity)) else { return nil }
      let state = pin["state"] as? [String: Any]
      let version = state?["version"] as? String ?? state?["revision"] as? String ?? "?"
      return "package \(identity) \(version)"
    }.sorted()
  }
}

/// Why the measured inputs could not be read.
public enum MeasuredInputsError: Error, Equatable, CustomStringConvertible {
  case unreadableManifest(String)

  public var description: String {
    switch self {
    case .unreadableManifest(let path): "could not read the manifest of \(path) (swift package dump-package failed)"
    }
  }
}
