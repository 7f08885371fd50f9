/// The counts in callgrind's output: one total of instructions per dump, under its trigger.
///
/// `--combine-dumps=yes` writes every dump into one file, each a part that starts with
/// `part: N`, says what triggered it (`desc: Trigger: Client Request: LABEL`) and gives its
/// event totals (`summary: 123` or `totals: 123`, instructions first, as `events: Ir` says).
/// With `--separate-threads=yes` a dump has a part per thread, each with its `thread: N`.
///
/// ```swift
/// let dumps = try CallgrindOutput.dumps(in: text)
/// dumps.first?.trigger  // "archbench mvc login.keystroke 8 3"
/// ```
public enum CallgrindOutput {
  /// One dump: what triggered it and the instructions it counted.
  public struct Dump: Equatable, Sendable {
    public var trigger: String
    /// valgrind's number of the thread counted, 1 for the main thread.
    public var thread: Int
    public var instructions: Int

    public init(trigger: String, thread: Int, instructions: Int) {
      self.trigger = trigger
      self.thread = thread
      self.instructions = instructions
    }
  }

  /// Why the output could not be read.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "line \(line): \(reason)" }

    public init(line: Int, reason: String) {
      self.line = line
      self.reason = reason
    }
  }

  /// Every dump triggered by a client request, in order. Throws on a dump whose counts do not
  /// start with instructions or cannot be read.
  public static func dumps(in text: String) throws(Problem) -> [Dump] {
    var dumps: [Dump] = []
    var trigger: String?
    var thread = 1
    var events: [Substring] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.hasPrefix("part:") {
        trigger = nil
        thread = 1
      } else if line.hasPrefix("thread:") {
        thread = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 1
      } else if line.hasPrefix(triggerPrefix) {
        trigger = String(line.dropFirst(triggerPrefix.count))
      } else if line.hasPrefix("events:") {
        events = line.dropFirst("events:".count).split(separator: " ")
      } else if line.hasPrefix("totals:") || line.hasPrefix("summary:"), let current = trigger {
        guard events.first == "Ir" else {
          throw Problem(line: index + 1, reason: "the counts do not start with instructions (events: Ir)")
        }
        guard let value = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
          throw Problem(line: index + 1, reason: "unreadable total '\(line)'")
        }
        dumps.append(Dump(trigger: current, thread: thread, instructions: value))
        trigger = nil
      }
    }
    return dumps
  }

  private static let triggerPrefix = "desc: Trigger: Client Request: "
}
