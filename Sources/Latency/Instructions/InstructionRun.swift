import ChildProcess
import Foundation
import LatencyModel

/// Starts the measuring process under callgrind and reads back what it counted.
///
/// Three things keep valgrind 3.19 from running the release `archbench` as it is, each found
/// by running `valgrind --tool=none` on it (Docs/check.md has the details):
///
/// - **Its DWARF 5 debug information.** valgrind 3.19 gives up on it ("Possibly corrupted
///   debuginfo file"). The process runs from a copy with the debug sections removed
///   (`objcopy --strip-debug`), beside the malloc interposer it links.
/// - **`dispatch_main()`.** An async `main` ends in it on Linux, which parks the main thread in
///   `sigsuspend`; valgrind then stops with "received a signal 11". The main thread drains the
///   main queue instead (`ARCHBENCH_MAIN_THREAD_DRAIN=1`), as every measuring process does.
/// - **Re-executing `/proc/self/exe`.** Under valgrind that is valgrind's own tool, which
///   refuses to run. The environment ``MeasurementProcess`` would re-execute for is set here
///   instead, so that the process never re-executes.
///
/// The process runs in a fresh folder, with the same arguments in every run (a request file by a
/// relative path into that folder, never its random name): arguments are strings the process
/// hashes and keeps on its heap, and a different one moved the counts of later dispatches by up to 0.7 %.
/// Its environment is always the same too (``environment``).
/// The resource bundles (the fixture) are copied beside it too: otherwise `Bundle.module` falls
/// back to the absolute path of the build folder, and how long that path is decides the sizes
/// the heap is asked for, so the same source built in another folder counted differently.
///
/// ```swift
/// let run = InstructionRun(request: LatencyRequest(steps: ["1"], sizes: [10], instructions: true))
/// let (dumps, failures) = try await run.run(subjects: ["reference", "mvc"])
/// ```
public struct InstructionRun: Sendable {
  /// What the measuring process counts, with an ``InstructionPass``; the run adds each process's
  /// subject and the file the pass writes its failures to (``LatencyRequest/instructionWorker``).
  public var request: LatencyRequest
  /// The program to count, normally the measuring program itself.
  public var executable: URL
  /// A folder to keep each subject's callgrind output in, with the copy of ``executable`` that
  /// was counted (`archbench latency --keep-callgrind`); `nil` keeps none.
  public var keeping: URL?

  public init(
    request: LatencyRequest,
    executable: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), keeping: URL? = nil
  ) {
    self.request = request
    self.executable = executable
    self.keeping = keeping
  }

  /// The installed valgrind's version, e.g. `valgrind-3.19.0`; throws when there is none.
  public static func valgrindVersion() async throws(InstructionRunError) -> String {
    guard let version = await Valgrind.version() else { throw .valgrindMissing }
    return version
  }

  /// The first line of `swift --version`, or `unknown` without a `swift` on the path.
  public static func toolchain() async -> String {
    (try? await SwiftExecutable.version()) ?? "unknown"
  }

  /// Runs one measuring process per subject under callgrind, as many at a time as there are
  /// processors, their standard error passed through, and returns the dumps they made, in the
  /// order of `subjects`, and the steps that failed.
  ///
  /// A process per subject, because one subject's dispatches leave the heap in a state that the
  /// next subject's allocations then pay for: in one process for all, doubling Redux's reducer
  /// moved MVC's counts by up to 1.1 % (glibc's `malloc_consolidate`), though MVC had not changed.
  public func run(
    subjects: [String]
  ) async throws(InstructionRunError) -> (
    dumps: [CallgrindOutput.Dump], failures: [MeasurementFailure]
  ) {
    guard InstructionCounter.isBuilt else { throw .builtWithoutValgrindHeaders }
    guard let valgrind = (try? Program.named("valgrind").resolved()).map(URL.init(fileURLWithPath:)) else {
      throw .valgrindMissing
    }
    // Always under /tmp, not `$TMPDIR`: the folder's path is the program's, which it keeps on its
    // heap, so its length must be the same wherever the count runs.
    let directory = URL(fileURLWithPath: "/tmp/archbench-instructions-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent(executable.lastPathComponent)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try await stripDebugInformation(into: copy)
      for library in try FileManager.default.contentsOfDirectory(atPath: executable.deletingLastPathComponent().path)
      where (library.hasPrefix("lib") && library.hasSuffix(".so")) || library.hasSuffix(".resources") {
        try FileManager.default.copyItem(
          at: executable.deletingLastPathComponent().appendingPathComponent(library),
          to: directory.appendingPathComponent(library))
      }
    } catch let error as InstructionRunError {
      throw error
    } catch {
      throw .couldNotPrepare("\(error)")
    }
    try keep(copy)
    let parallel = max(1, ProcessInfo.processInfo.activeProcessorCount)
    var outcomes: [String: Outcome] = [:]
    await withTaskGroup(of: Outcome.self) { group in
      var pending = subjects[...]
      func startNext() {
        guard let subject = pending.popFirst() else { return }
        group.addTask {
          do {
            let (dumps, failures) = try await count(subject, with: valgrind, copy: copy, in: directory)
            return Outcome(subject: subject, dumps: dumps, failures: failures, error: nil)
          } catch let error as InstructionRunError {
            return Outcome(subject: subject, dumps: [], failures: [], error: error)
          } catch {
            return Outcome(subject: subject, dumps: [], failures: [], error: .couldNotStart(valgrind.path, "\(error)"))
          }
        }
      }
      for _ in 0..<parallel { startNext() }
      for await outcome in group {
        outcomes[outcome.subject] = outcome
        startNext()
      }
    }
    var dumps: [CallgrindOutput.Dump] = []
    var failures: [MeasurementFailure] = []
    for subject in subjects {
      guard let outcome = outcomes[subject] else { continue }
      if let error = outcome.error { throw error }
      dumps += outcome.dumps
      failures += outcome.failures
    }
    return (dumps, failures)
  }

  /// What counting one subject gave.
  private struct Outcome: Sendable {
    let subject: String
    let dumps: [CallgrindOutput.Dump]
    let failures: [MeasurementFailure]
    let error: InstructionRunError?
  }

  /// Counts `subject` in a process of its own, in `directory`, under names only it uses.
  private func count(
    _ subject: String, with valgrind: URL, copy: URL, in directory: URL
  ) async throws(InstructionRunError) -> (dumps: [CallgrindOutput.Dump], failures: [MeasurementFailure]) {
    let output = directory.appendingPathComponent("callgrind-\(subject).out")
    let log = directory.appendingPathComponent("valgrind-\(subject).log")
    let failures = directory.appendingPathComponent("failures-\(subject).json")
    let requestFile = directory.appendingPathComponent("request-\(subject).json")
    var worker = request
    worker.instructionWorker = .init(subject: subject, failures: failures.lastPathComponent)
    do throws(RequestFileError) {
      try RequestFile.write(worker, to: requestFile.path)
    } catch {
      throw .couldNotPrepare(error.description)
    }
    let child = ChildProcess(
      .path("/usr/bin/env"),
      arguments: ["-i"] + Self.environment + [
        valgrind.path, "--tool=callgrind", "--collect-atstart=no", "--separate-threads=yes", "--combine-dumps=yes",
        "--dump-line=no",
        "--callgrind-out-file=\(output.lastPathComponent)", "--log-file=\(log.lastPathComponent)",
        "./\(copy.lastPathComponent)", requestFile.lastPathComponent,
      ], workingDirectory: directory.path, standardOutput: .discarded, standardError: .passedThrough)
    let status: Int32
    do throws(ChildProcessError) {
      status = try await child.run().shellStatus
    } catch {
      throw .couldNotStart(valgrind.path, error.reason.description)
    }
    guard status == 0 else {
      let lines = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n") ?? []
      let last = lines.last { !$0.hasSuffix("== ") && !$0.hasSuffix("==") }.map(String.init) ?? ""
      throw .exited(status, last)
    }
    let text: String
    do {
      text = try String(contentsOf: output, encoding: .utf8)
    } catch {
      throw .unreadableOutput(output.path, "\(error)")
    }
    let dumps: [CallgrindOutput.Dump]
    do {
      dumps = try CallgrindOutput.dumps(in: text)
    } catch {
      throw .unreadableOutput(output.path, error.description)
    }
    try keep(output)
    do {
      return (dumps, try JSONDecoder().decode([MeasurementFailure].self, from: Data(contentsOf: failures)))
    } catch {
      throw .unreadableOutput(failures.path, "\(error)")
    }
  }

  /// Copies `file` into ``keeping``, if there is one, under its own name; a file there appears only whole.
  private func keep(_ file: URL) throws(InstructionRunError) {
    guard let folder = keeping else { return }
    let destination = folder.appendingPathComponent(file.lastPathComponent)
    let partial = folder.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: file, to: partial)
      if FileManager.default.fileExists(atPath: destination.path) {
        _ = try FileManager.default.replaceItemAt(destination, withItemAt: partial)
      } else {
        try FileManager.default.moveItem(at: partial, to: destination)
      }
    } catch {
      try? FileManager.default.removeItem(at: partial)
      throw .couldNotKeep(folder.path, "\(error)")
    }
  }

  /// The whole environment of the counted process, always the same and in the same order.
  ///
  /// The environment lives in the process's memory and is copied onto its heap, so whatever the
  /// parent had (its shell's `PATH`, `HOME`, the last command in `_`) moved the counts: the same
  /// binary started from two shells differed by up to 1.3 % in a row, and a baseline counted on
  /// one machine would not have held on another. `env -i` starts the process with these alone,
  /// in this order, which a dictionary handed to `Process` would not keep.
  static var environment: [String] {
    MeasurementProcess.preparedEnvironment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
      .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
  }

  private func stripDebugInformation(into copy: URL) async throws {
    guard let objcopy = Self.objcopy() else {
      throw InstructionRunError.couldNotPrepare("neither llvm-objcopy nor objcopy is installed")
    }
    let result = try await ChildProcess(
      .path(objcopy), arguments: ["--strip-debug", executable.path, copy.path], standardOutput: .discarded,
      standardError: .discarded
    ).run()
    guard result.succeeded else {
      throw InstructionRunError.couldNotPrepare("\(objcopy) --strip-debug \(executable.path) failed")
    }
  }

  /// `llvm-objcopy` on the path or beside `swift` (the toolchain has one), else binutils' `objcopy`.
  private static func objcopy() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"]
    let toolchain = SwiftExecutable.find().map {
      URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().path
    }
    return Program.find("llvm-objcopy", searchPath: path) ?? Program.find("llvm-objcopy", searchPath: toolchain)
      ?? Program.find("objcopy", searchPath: path)
  }
}

/// Why instructions could not be counted; each reads as one line.
public enum InstructionRunError: Error, Equatable, CustomStringConvertible {
  case valgrindMissing
  case builtWithoutValgrindHeaders
  case couldNotPrepare(String)
  case couldNotStart(String, String)
  /// The measuring process ended with a status other than 0, with the last line valgrind logged.
  case exited(Int32, String)
  case unreadableOutput(String, String)
  /// `--keep-callgrind`'s folder could not take a file.
  case couldNotKeep(String, String)

  public var description: String {
    switch self {
    case .valgrindMissing:
      "valgrind is not installed; Scripts/install-system-packages.sh installs it"
    case .builtWithoutValgrindHeaders:
      "this archbench was built without valgrind's headers (valgrind/callgrind.h); install valgrind and build again"
    case .couldNotPrepare(let reason):
      "could not prepare the counted copy of archbench: \(reason)"
    case .couldNotStart(let path, let reason):
      "could not start \(path): \(reason)"
    case .exited(let status, let last):
      "the counting process under valgrind exited with status \(status)" + (last.isEmpty ? "" : ": \(last)")
    case .unreadableOutput(let path, let reason):
      "cannot read callgrind's output \(path): \(reason)"
    case .couldNotKeep(let path, let reason):
      "cannot keep callgrind's output in \(path): \(reason)"
    }
  }
}
