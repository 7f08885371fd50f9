import ArgumentParser

/// The options of `archbench check --scan PATH`, which gates a project's own code.
///
/// ```swift
/// let options = try CheckScanOptions.parse(["--scan", "Sources", "--arch", "mvvm"])
/// ```
struct CheckScanOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("Gate this project's scan metrics instead of the samples' measurements.", valueName: "path"))
  var scan: String?

  @Option(
    help: ArgumentHelp("With --scan: record what is over its limit now in this baseline file.", valueName: "file"))
  var writeBaseline: String?

  @Option(help: "With --scan: check the rules of this architecture too, as archbench rules --arch.")
  var arch: String?

  @Option(
    help: ArgumentHelp(
      "With --scan: check the rules this configuration maps, as archbench rules --config.", valueName: "file"))
  var config: String?

  @Flag(help: "With --scan: make each top-level folder a module, instead of the package's targets.")
  var modulesByFolder = false

  /// The scan options go together, and with --scan only.
  func validate(baseline: String?, strictTiming: Bool) throws {
    guard scan != nil else {
      if writeBaseline != nil || arch != nil || config != nil || modulesByFolder {
        throw ValidationError("--write-baseline, --arch, --config and --modules-by-folder go with --scan.")
      }
      return
    }
    if strictTiming { throw ValidationError("--scan measures no timing; --strict-timing goes without it.") }
    if arch != nil && config != nil { throw ValidationError("--arch and --config exclude each other.") }
    if baseline != nil && writeBaseline != nil {
      throw ValidationError("--baseline compares with a baseline, --write-baseline records one: give one.")
    }
  }
}
