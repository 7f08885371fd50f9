import Foundation

/// A roles file: rules that override the naming conventions, first match wins.
///
/// A rule matches a file path (a glob, relative to the scanned root) or a type name (a glob
/// over the name). Path rules set the role of the file and of every type in it; type rules
/// set the role of matching types.
///
/// ```json
/// {
///   "rules": [
///     { "path": "Sources/Flows/**", "role": "Coordinator" },
///     { "type": "*Wireframe", "role": "Router" },
///     { "type": "AppEnvironment", "role": "Builder" }
///   ]
/// }
/// ```
public struct RoleConfiguration: Sendable, Equatable {
  public struct Rule: Sendable, Equatable {
    public enum Subject: Sendable, Equatable {
      case path(GlobPattern)
      case type(GlobPattern)
    }

    public var subject: Subject
    public var role: ArchitectureRole

    public init(subject: Subject, role: ArchitectureRole) {
      self.subject = subject
      self.role = role
    }
  }

  public var rules: [Rule]

  public init(rules: [Rule] = []) { self.rules = rules }

  /// Reads a roles file. Throws ``RoleConfigurationError`` naming the file and the problem.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw RoleConfigurationError(path: url.path, reason: "cannot be read")
    }
    try self.init(json: data, path: url.path)
  }

  public init(json data: Data, path: String) throws {
    struct File: Decodable {
      struct Entry: Decodable {
        var path: String?
        var type: String?
        var role: String
      }
      var rules: [Entry]
    }
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw RoleConfigurationError(
        path: path, reason: "is not a roles file ({\"rules\": [{\"path\" or \"type\": glob, \"role\": name}]})")
    }
    rules = try file.rules.enumerated().map { index, entry in
      guard let role = ArchitectureRole(name: entry.role) else {
        let known = ArchitectureRole.allCases.map(\.rawValue).joined(separator: ", ")
        throw RoleConfigurationError(
          path: path, reason: "rule \(index + 1) has unknown role '\(entry.role)' (known: \(known))")
      }
      for pattern in [entry.path, entry.type].compactMap({ $0 }) {
        if let problem = GlobPattern.problem(in: pattern) {
          throw RoleConfigurationError(path: path, reason: "rule \(index + 1): the pattern '\(pattern)' \(problem)")
        }
      }
      switch (entry.path, entry.type) {
      case (let path?, nil): return Rule(subject: .path(GlobPattern(path)), role: role)
      case (nil, let type?): return Rule(subject: .type(GlobPattern(type)), role: role)
      default:
        throw RoleConfigurationError(path: path, reason: "rule \(index + 1) needs exactly one of \"path\" and \"type\"")
      }
    }
  }

  func role(forPath path: String) -> ArchitectureRole? {
    for rule in rules {
      if case .path(let glob) = rule.subject, glob.matches(path) { return rule.role }
    }
    return nil
  }

  func role(forTypeNamed name: String) -> ArchitectureRole? {
    for rule in rules {
      if case .type(let glob) = rule.subject, glob.matches(name) { return rule.role }
    }
    return nil
  }
}

/// A roles file that cannot be used.
public struct RoleConfigurationError: Error, CustomStringConvertible {
  public var path: String
  public var reason: String
  public var description: String { "roles file \(path) \(reason)" }
}
