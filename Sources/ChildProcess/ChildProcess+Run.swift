import Foundation
import Subprocess
import SystemPackage

/// Runs the child with swift-subprocess, whose input and output options are types of their own:
/// each of ours is turned into its own, one stream at a time.
extension ChildProcess {
  /// Runs the child to its end and returns how it ended, with the output it captured.
  ///
  /// ```swift
  /// let result = try await ChildProcess(.named("swift"), arguments: ["--version"]).run()
  /// ```
  ///
  /// Ctrl-C, SIGTERM or SIGHUP ends the child and all it started, and then this process
  /// (``Interruption``): once one has come, this never returns, and no child starts.
  ///
  /// - Throws: ``ChildProcessError`` when the program cannot be found or started, or its
  ///   captured output goes past its limit; a child that fails is a result, not an error.
  public func run() async throws(ChildProcessError) -> ChildProcessResult {
    Interruption.install()
    await Interruption.waitIfInterrupted()
    let ended: Result<ChildProcessResult, ChildProcessError>
    do { ended = .success(try await launch()) } catch { ended = .failure(error) }
    // A child that ended because this process was interrupted did not fail: its status and
    // output are not this command's to report.
    await Interruption.waitIfInterrupted()
    return try ended.get()
  }

  private func launch() async throws(ChildProcessError) -> ChildProcessResult {
    let path = try program.resolved(searchPath: searchPath)
    do {
      var options = PlatformOptions()
      // In a group of its own, the child is out of reach of the signals this process ignores.
      if Interruption.keepsChildrenApart { options.processGroupID = 0 }
      let configuration = Configuration(
        executable: .path(FilePath(path)), arguments: Arguments(arguments), environment: subprocessEnvironment,
        workingDirectory: workingDirectory.map { FilePath($0) }, platformOptions: options)
      switch standardInput {
      case .none:
        return try await run(configuration, input: .none)
      case .bytes(let bytes):
        return try await run(configuration, input: .array(bytes))
      case .file(let file):
        let descriptor: FileDescriptor
        do {
          descriptor = try FileDescriptor.open(FilePath(file), .readOnly)
        } catch {
          throw ChildProcessError(program: path, reason: .unreadableInput(path: file, "\(error)"))
        }
        return try await run(configuration, input: .fileDescriptor(descriptor, closeAfterSpawningProcess: true))
      }
    } catch let error as ChildProcessError {
      throw error
    } catch let error as SubprocessError {
      throw ChildProcessError(program: path, reason: reason(for: error))
    } catch {
      throw ChildProcessError(program: path, reason: .failed(Self.oneLine("\(error)")))
    }
  }

  /// `PATH` as the child will see it: a name is looked up where the child would look.
  private var searchPath: String? {
    switch environment {
    case .inherited: ProcessInfo.processInfo.environment["PATH"]
    case .inheritedAdding(let variables): variables["PATH"] ?? ProcessInfo.processInfo.environment["PATH"]
    case .exactly(let variables): variables["PATH"]
    }
  }

  private var subprocessEnvironment: Subprocess.Environment {
    func keyed(_ variables: [String: String]) -> [Subprocess.Environment.Key: String] {
      Dictionary(uniqueKeysWithValues: variables.map { (Subprocess.Environment.Key(stringLiteral: $0.key), $0.value) })
    }
    return switch environment {
    case .inherited: .inherit
    case .inheritedAdding(let variables): .inherit.updating(keyed(variables).mapValues { Optional($0) })
    case .exactly(let variables): .custom(keyed(variables))
    }
  }

  private func run<In: InputProtocol>(_ configuration: Configuration, input: In) async throws -> ChildProcessResult {
    switch standardError {
    case .captured(let limit): try await run(configuration, input: input, error: .bytes(limit: limit))
    case .passedThrough: try await run(configuration, input: input, error: .currentStandardError)
    case .discarded: try await run(configuration, input: input, error: .discarded)
    case .file(let file): try await run(configuration, input: input, error: try writable(file))
    case .mergedWithOutput: try await run(configuration, input: input, error: .combinedWithOutput)
    }
  }

  private func run<In: InputProtocol, Err: ErrorOutputProtocol>(
    _ configuration: Configuration, input: In, error: Err
  ) async throws -> ChildProcessResult {
    switch standardOutput {
    case .captured(let limit):
      try await collect(configuration, input: input, output: .bytes(limit: limit), error: error)
    case .lines(let limit, let each):
      try await stream(configuration, input: input, error: error, limit: limit, each: each)
    case .passedThrough: try await collect(configuration, input: input, output: .currentStandardOutput, error: error)
    case .discarded: try await collect(configuration, input: input, output: .discarded, error: error)
    case .file(let file): try await collect(configuration, input: input, output: try writable(file), error: error)
    }
  }

  /// Runs with swift-subprocess collecting whatever is captured; the parent does nothing else meanwhile.
  private func collect<In: InputProtocol, Out: OutputProtocol, Err: ErrorOutputProtocol>(
    _ configuration: Configuration, input: In, output: Out, error: Err
  ) async throws -> ChildProcessResult {
    let onStart = onStart
    let result = try await Subprocess.run(configuration, input: input, output: output, error: error) { execution in
      onStart?(Int32(execution.processIdentifier.value))
    }
    return ChildProcessResult(
      termination: Self.termination(result.terminationStatus), standardOutput: Self.bytes(result.standardOutput),
      standardError: Self.bytes(result.standardError))
  }

  /// Runs with standard output read here as it comes, line by line, and kept up to `limit`.
  private func stream<In: InputProtocol, Err: ErrorOutputProtocol>(
    _ configuration: Configuration, input: In, error: Err, limit: Int, each: @Sendable (String) -> Void
  ) async throws -> ChildProcessResult {
    let onStart = onStart
    let program = program.description
    let result = try await Subprocess.run(configuration, input: input, output: .sequence, error: error) {
      execution in
      onStart?(Int32(execution.processIdentifier.value))
      var collected: [UInt8] = []
      var pending: [UInt8] = []
      for try await buffer in execution.standardOutput {
        buffer.withUnsafeBytes { bytes in
          collected.append(contentsOf: bytes)
          pending.append(contentsOf: bytes)
        }
        guard collected.count <= limit else {
          throw ChildProcessError(program: program, reason: .outputTooLarge(limit: limit))
        }
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          // Once interrupted, what a dying child says is not progress to pass on.
          if !Interruption.isInterrupted { each(String(decoding: pending[..<newline], as: UTF8.self)) }
          pending.removeSubrange(...newline)
        }
      }
      if !pending.isEmpty, !Interruption.isInterrupted { each(String(decoding: pending, as: UTF8.self)) }
      return collected
    }
    return ChildProcessResult(
      termination: Self.termination(result.terminationStatus), standardOutput: result.closureResult,
      standardError: Self.bytes(result.standardError))
  }

  /// A file the child writes to directly, created or emptied first.
  private func writable(_ file: String) throws -> FileDescriptorOutput {
    do {
      let descriptor = try FileDescriptor.open(
        FilePath(file), .writeOnly, options: [.create, .truncate],
        permissions: [.ownerReadWrite, .groupRead, .otherRead])
      return .fileDescriptor(descriptor, closeAfterSpawningProcess: true)
    } catch {
      throw ChildProcessError(program: program.description, reason: .unwritableOutput(path: file, "\(error)"))
    }
  }

  private func reason(for error: SubprocessError) -> ChildProcessError.Reason {
    switch error.code {
    case .executableNotFound, .spawnFailed, .failedToChangeWorkingDirectory:
      .couldNotStart(Self.oneLine("\(error)"))
    case .outputLimitExceeded:
      .outputTooLarge(limit: Self.limit(of: standardOutput, standardError))
    default:
      .failed(Self.oneLine("\(error)"))
    }
  }

  /// The smaller capture limit, which is the one a run can go past first.
  private static func limit(of output: Output, _ error: ErrorOutput) -> Int {
    var limits: [Int] = []
    switch output {
    case .captured(let limit), .lines(let limit, _): limits.append(limit)
    default: break
    }
    if case .captured(let limit) = error { limits.append(limit) }
    return limits.min() ?? defaultCaptureLimit
  }

  private static func termination(_ status: TerminationStatus) -> ChildProcessResult.Termination {
    switch status {
    case .exited(let code): .exited(Int32(code))
    case .signaled(let signal): .signalled(Int32(signal))
    }
  }

  /// Captured bytes, or nothing for a stream that was not captured (whose output type is `Void`).
  private static func bytes<Value>(_ value: Value) -> [UInt8] { value as? [UInt8] ?? [] }

  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
