/// The outputs of `archbench check`.
public enum CheckFormat: String, Sendable, CaseIterable {
  /// Aligned columns for a terminal.
  case table
  /// A Markdown table, e.g. for `$GITHUB_STEP_SUMMARY`.
  case md
  /// github-action-benchmark's `customSmallerIsBetter` JSON.
  case githubBenchmark = "github-benchmark"
  /// JUnit XML of the conformance matrix, for CI test reports.
  case junit
}
