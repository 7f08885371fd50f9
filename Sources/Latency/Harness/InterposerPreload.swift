import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Makes sure allocation counting works, re-executing the process with `LD_PRELOAD` if it does not.
///
/// Linking `libMallocInterposerSwift.so` normally suffices: the linker lists it before
/// libc among the executable's needed libraries, so its `malloc` is the one every library
/// binds to. Should a build or a loader order it after libc, counting sees nothing; then
/// this re-executes `/proc/self/exe` with the library beside the executable in
/// `LD_PRELOAD`, which puts it first whatever the order. `ARCHBENCH_INTERPOSER_PRELOADED`
/// marks the second process, so it never loops.
///
/// ```swift
/// if let warning = InterposerPreload.ensureActive() { print(warning) }  // may not return: exec
/// ```
public enum InterposerPreload {
  static let marker = "ARCHBENCH_INTERPOSER_PRELOADED"
  static let library = "libMallocInterposerSwift.so"

  /// Returns `nil` when allocations are counted, or a warning when they cannot be; re-executes (never returns) when preloading may help.
  public static func ensureActive() -> String? {
    if AllocationCounter.isActive { return nil }
    #if os(Linux)
    let environment = ProcessInfo.processInfo.environment
    guard environment[marker] == nil else {
      return "warning: allocations are not counted: the malloc interposer is inactive even with LD_PRELOAD."
    }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let path = executable.deletingLastPathComponent().appendingPathComponent(library).path
    guard FileManager.default.fileExists(atPath: path) else {
      return "warning: allocations are not counted: \(library) is not beside \(executable.path)."
    }
    let preload = [path, environment["LD_PRELOAD"]].compactMap { $0 }.joined(separator: ":")
    setenv("LD_PRELOAD", preload, 1)
    setenv(marker, "1", 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    return "warning: allocations are not counted: re-executing with LD_PRELOAD failed (errno \(errno))."
    #else
    return "warning: allocations are not counted: the malloc interposer is not loaded (DYLD_INSERT_LIBRARIES)."
    #endif
  }
}
