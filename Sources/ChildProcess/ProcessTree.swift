import Foundation

/// The processes below one process, read from Linux's `/proc`: its children, theirs, and so on.
///
/// A process group does not reach them all: SwiftPM starts each compiler job in a process group
/// of its own, so the tree is walked by parent process instead. A zombie has ended already and
/// is left out. Off Linux, or without `/proc`, the tree is empty.
///
/// ```swift
/// ProcessTree.descendants(of: getpid())  // [4711, 4712, 4730]: swift-build, swiftc, swift-frontend
/// ```
enum ProcessTree {
  /// Every live descendant of `root`, parents before their children.
  static func descendants(of root: pid_t) -> [pid_t] {
    var children: [pid_t: [pid_t]] = [:]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(entry), let (parent, state) = status(of: pid), state != "Z", state != "X" else { continue }
      children[parent, default: []].append(pid)
    }
    var found: [pid_t] = []
    var queue = children[root] ?? []
    var seen = Set(queue)
    while !queue.isEmpty {
      let pid = queue.removeFirst()
      found.append(pid)
      for child in children[pid] ?? [] where seen.insert(child).inserted { queue.append(child) }
    }
    return found
  }

  /// The parent and state of `pid` from `/proc/PID/stat`, e.g. `(4711, "S")`; nil once it is gone.
  static func status(of pid: pid_t) -> (parent: pid_t, state: Character)? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
    return status(parsing: String(decoding: data, as: UTF8.self))
  }

  /// The parent and state in the text of a `/proc/PID/stat`.
  ///
  /// The command name, in parentheses, may hold spaces and parentheses of its own, so the fields
  /// are read after its last `)`:
  ///
  /// ```swift
  /// ProcessTree.status(parsing: "4712 (swift-frontend) S 4711 4712 …")  // (4711, "S")
  /// ```
  static func status(parsing text: String) -> (parent: pid_t, state: Character)? {
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count >= 2, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
    return (parent, state)
  }
}
