// Callgrind's client requests, which count the instructions of a measured span.
//
// A process run under `valgrind --tool=callgrind --collect-atstart=no` counts nothing until it
// toggles collection on; it toggles it on when a dispatch starts and off when it has settled,
// and dumps the count under a label when a row is measured. The requests are a few no-op
// instructions when the process runs natively. Without valgrind's headers at build time
// (Debian's `valgrind` package, which Scripts/install-system-packages.sh installs), the
// requests are absent and `archbench_instruction_requests_built` says so.

#include "MeasurementProcess.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define ARCHBENCH_HAS_CALLGRIND 1
#else
#define ARCHBENCH_HAS_CALLGRIND 0
#endif

bool archbench_instruction_requests_built(void) { return ARCHBENCH_HAS_CALLGRIND; }

bool archbench_running_on_valgrind(void) {
#if ARCHBENCH_HAS_CALLGRIND
  return RUNNING_ON_VALGRIND != 0;
#else
  return false;
#endif
}

void archbench_callgrind_toggle_collect(void) {
#if ARCHBENCH_HAS_CALLGRIND
  CALLGRIND_TOGGLE_COLLECT;
#endif
}

void archbench_callgrind_zero_stats(void) {
#if ARCHBENCH_HAS_CALLGRIND
  CALLGRIND_ZERO_STATS;
#endif
}

void archbench_callgrind_dump_stats(const char *label) {
#if ARCHBENCH_HAS_CALLGRIND
  CALLGRIND_DUMP_STATS_AT(label);
#else
  (void)label;
#endif
}
