import LatencyModel
import ServiceKit

/// In a process callgrind runs: every step at every size on the harness's subjects, one subject
/// at a time, with the instructions of each subject's measured dispatches dumped under one label.
///
/// Timing interleaves the subjects so that a burst of load falls on all of them alike; a count
/// needs no such care, and one subject at a time keeps each dump to one subject's dispatches.
/// ``InstructionRun`` gives each subject a process of its own, so that no other subject's
/// allocations shape the heap its dispatches allocate from.
/// Only the dispatches are counted (``DispatchTimer`` toggles counting), not the launch, the
/// set-up or the warm-up, which fills the runtime's caches as in a timed run. With a
/// ``SubjectHeap``, each row starts from an empty heap of its own.
///
/// ```swift
/// let failures = await InstructionPass(harness: harness, iterations: 3, warmUp: 2).run()
/// ```
@MainActor
public struct InstructionPass {
  public var harness: LatencyHarness
  /// Counted dispatches per subject, step and size.
  public var iterations: Int
  /// Uncounted dispatches before them.
  public var warmUp: Int

  public init(harness: LatencyHarness, iterations: Int, warmUp: Int) {
    self.harness = harness
    self.iterations = iterations
    self.warmUp = warmUp
  }

  /// Runs the pass; returns the steps that failed, which have no dump.
  public func run(progress: (@MainActor (String) -> Void)? = nil) async -> [MeasurementFailure] {
    var failures: [MeasurementFailure] = []
    let plan = harness.plan
    let total = plan.count * harness.subjects.count
    var done = 0
    InstructionCounter.reset()
    for (step, fixture, _) in plan {
      for subject in harness.subjects {
        done += 1
        let events = fixture.events.count
        let label = InstructionLabel(subject: subject.id, step: step.id, events: events, iterations: iterations)
        do {
          if SubjectHeap.isEnabled { try SubjectHeap.beginRow(label.text) }
          _ = try await StepRunner.run(
            step, on: subject, fixture: fixture, iterations: iterations, warmUp: warmUp, countingAllocations: false)
          InstructionCounter.dump(label.text)
          progress?("[\(done)/\(total)] \(subject.id) \(step.id) N=\(events)")
        } catch {
          // What a failed step counted is thrown away with the next row's reset.
          InstructionCounter.reset()
          failures.append(MeasurementFailure(subject: subject.id, step: step.id, events: events, reason: "\(error)"))
          progress?("[\(done)/\(total)] \(subject.id) \(step.id) N=\(events): FAILED: \(error)")
        }
      }
    }
    return failures
  }
}

/// What a dump of callgrind's counts is about: one subject's dispatches of one step at one size.
///
/// ```swift
/// let label = InstructionLabel(subject: "mvc", step: "list.search", events: 100, iterations: 3)
/// InstructionLabel(parsing: label.text) == label  // true
/// ```
public struct InstructionLabel: Equatable, Sendable {
  public var subject: String
  public var step: String
  public var events: Int
  public var iterations: Int

  public init(subject: String, step: String, events: Int, iterations: Int) {
    self.subject = subject
    self.step = step
    self.events = events
    self.iterations = iterations
  }

  /// The label as written into the dump: `archbench mvc list.search 100 3`.
  public var text: String { "\(Self.prefix) \(subject) \(step) \(events) \(iterations)" }

  /// The label of a dump `text`, or `nil` for a dump that is not one of these.
  public init?(parsing text: String) {
    let parts = text.split(separator: " ")
    guard parts.count == 5, parts[0] == Self.prefix, let events = Int(parts[3]), let iterations = Int(parts[4]),
      iterations > 0
    else { return nil }
    self.init(subject: String(parts[1]), step: String(parts[2]), events: events, iterations: iterations)
  }

  private static let prefix = "archbench"
}

extension InstructionPass {
  /// The rows of the dumps the pass made, in the harness's order: each step at each size, the
  /// references first. A dump whose label names no subject or step of the harness is ignored.
  ///
  /// Only the main thread's counts are kept. The whole of a dispatch runs on it (the measuring
  /// process runs the global executor's jobs there too); what other threads did meanwhile
  /// (libdispatch's timers and workers) depends on when the host scheduled them, and counting
  /// it made the same row differ by up to 0.7 % between runs.
  public func rows(from dumps: [CallgrindOutput.Dump]) -> [InstructionReport.Row] {
    var counted: [String: (instructions: Int, iterations: Int)] = [:]
    for dump in dumps where dump.thread == 1 {
      guard let label = InstructionLabel(parsing: dump.trigger) else { continue }
      counted["\(label.subject) \(label.step) \(label.events)"] = (dump.instructions, label.iterations)
    }
    return harness.plan.flatMap { step, fixture, _ in
      harness.subjects.compactMap { subject -> InstructionReport.Row? in
        let events = fixture.events.count
        guard let count = counted["\(subject.id) \(step.id) \(events)"] else { return nil }
        return InstructionReport.Row(
          subject: subject.id, subjectName: subject.name, toolkit: subject.toolkit.rawValue, step: step.id,
          stepNumber: step.number, events: events, iterations: count.iterations, instructions: count.instructions)
      }
    }
  }
}

extension InstructionPass {
  /// The sizes counted unless others are asked for: 10,000 events take minutes under callgrind.
  public static let defaultSizes = [10, 100, 1_000]
  /// Uncounted dispatches unless others are asked for: enough to fill the runtime's caches.
  public static let defaultWarmUp = 2
}
