import ChildProcess
import Foundation

/// Measures every round of a run in a fresh process of its own, one after another, and
/// collects the parts they write.
///
/// On this machine each process settles at a speed of its own: two processes started seconds
/// apart timed the same step 10–40 % apart, each steady within itself, and whichever process
/// measured a step set its p50. With a process per round, each step's samples come from as
/// many processes as there are rounds, so that two runs see the same mix of process speeds,
/// as rounds already make them see the same mix of moments. The processes run one at a
/// time, since two would share the two processors. Ctrl-C or SIGTERM stops the running round
/// and removes the rounds' directory before ending the run (``RoundInterruption``).
///
/// ```swift
/// let processes = RoundProcesses(executable: URL(fileURLWithPath: "/proc/self/exe")) { round, output in
///   let file = output.deletingPathExtension().appendingPathExtension("request.json")
///   try RequestFile.write(LatencyRequest(round: .init(number: round + 1, output: output.path)), to: file.path)
///   return [file.path]
/// }
/// let parts = try await processes.run(rounds: 5)
/// ```
public struct RoundProcesses: Sendable {
  /// The program each round runs in, normally the measuring program itself.
  public var executable: URL
  /// The arguments of the process for a 0-based round, which must write its ``RunPart`` as
  /// JSON to the given file and exit with status 0. It may write files beside that one (a request).
  public var arguments: @Sendable (_ round: Int, _ output: URL) throws -> [String]

  public init(executable: URL, arguments: @escaping @Sendable (_ round: Int, _ output: URL) throws -> [String]) {
    self.executable = executable
    self.arguments = arguments
  }

  /// Runs rounds `0..<rounds`, each in a new process whose standard error is this one's, and
  /// returns their parts in round order.
  public func run(rounds: Int) async throws -> [RunPart] {
    // A UUID alone, not a process identifier, whose digits vary: the rounds' arguments then have
    // one length in every run, and so take the same room in their processes' heaps.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archbench-rounds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let interruption = RoundInterruption(removing: directory)
    defer {
      interruption.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    var parts: [RunPart] = []
    for round in 0..<rounds {
      let output = directory.appendingPathComponent("round-\(round + 1).json")
      let roundArguments: [String]
      do {
        roundArguments = try arguments(round, output)
      } catch {
        throw RoundProcessError.couldNotStart(round: round + 1, path: executable.path, reason: "\(error)")
      }
      let status = try await runProcess(arguments: roundArguments, round: round)
      guard status == 0 else { throw RoundProcessError.exited(round: round + 1, status: status) }
      do {
        parts.append(try JSONDecoder().decode(RunPart.self, from: Data(contentsOf: output)))
      } catch {
        throw RoundProcessError.unreadable(round: round + 1, path: output.path, reason: "\(error)")
      }
    }
    return parts
  }

  /// Starts the process and waits for it without holding a thread: the next round must not
  /// start before this one is over, but the tests' other work may go on meanwhile. The round
  /// writes its progress to this process's standard error itself; this one only waits.
  private func runProcess(arguments: [String], round: Int) async throws -> Int32 {
    let child = ChildProcess(
      .path(executable.path), arguments: arguments, standardOutput: .discarded, standardError: .passedThrough)
    do throws(ChildProcessError) {
      return try await child.run().shellStatus
    } catch {
      throw RoundProcessError.couldNotStart(round: round + 1, path: executable.path, reason: "\(error.reason)")
    }
  }
}

/// Why a round's process did not deliver its part; each reads as one line.
public enum RoundProcessError: Error, Equatable, CustomStringConvertible {
  case couldNotStart(round: Int, path: String, reason: String)
  /// The process ended with a status other than 0; a signal N reads as 128 + N, as in a shell.
  case exited(round: Int, status: Int32)
  case unreadable(round: Int, path: String, reason: String)

  public var description: String {
    switch self {
    case .couldNotStart(let round, let path, let reason):
      "round \(round): could not start \(path): \(reason)"
    case .exited(let round, let status):
      "round \(round): its process exited with status \(status)"
    case .unreadable(let round, let path, let reason):
      "round \(round): its results in \(path) are unreadable: \(reason)"
    }
  }
}
