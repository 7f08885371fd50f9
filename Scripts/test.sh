#!/usr/bin/env bash
# The test command: every unit test, the samples' own tests and the UI conformance suite.
# Works on a fresh machine with only the Swift toolchain: it installs what the project needs first.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-system-packages.sh
# The import check makes an undeclared import a build error, which is what lets
# Clean's Domain/Data/Presentation targets enforce its dependency rule on Linux.
swift build --build-tests --explicit-target-dependency-import-check error
# Some suites run apart from the UI tests (platform, samples, conformance), whose idle waits
# have a 10-second deadline:
# - the scanner's differential tests, the rules on the samples and the sample-independence check
#   (which parses every sample with a debug swift-syntax) keep both cooperative threads busy, and
#   the apps' backend calls, which run there, then stall past the idle deadline; the report's
#   design figures of the samples (DesignSamplesTests) parse every sample the same way; the
#   scorecard's robustness and the findings (RobustnessTests, FindingsTests) rank the samples over
#   3,124 weightings and 243 band settings, seconds of CPU each in a debug build: beside them a
#   Clean smoke test's backend call stalled past its idle deadline in CI;
# - the end-to-end tests wait for child `archbench` processes synchronously, which holds one of
#   the two cooperative threads per test: with `archbench scan` of the samples (16 s) and
#   another long one at once, every async test stalled for 10 s and nine UI tests timed out;
# - the latency tests hold the main actor while they measure, and count allocations
#   process-wide, so they run one at a time, with `archbench latency` end to end.
ui_tests='^(MVC|MVVM|MVVMC|MVVMUIKit|MVP|VIPER|VIP|Clean|Redux|Conformance|HeadlessUI|ServiceKit|CombineExtras)Tests\.'
swift test --skip-build --filter "$ui_tests"
swift test --skip-build --skip "$ui_tests" --skip CodeMetricsTests --skip LatencyTests --skip RulesTests \
  --skip ArchbenchEndToEndTests --skip SampleIndependenceTests --skip DesignSamplesTests --skip RobustnessTests \
  --skip FindingsTests
swift test --skip-build --no-parallel --filter "LatencyTests|LatencyCommandTests"
swift test --skip-build --filter "CodeMetricsTests|RulesTests|SampleIndependenceTests|DesignSamplesTests|RobustnessTests|FindingsTests"
swift test --skip-build --filter ArchbenchEndToEndTests --skip LatencyCommandTests
