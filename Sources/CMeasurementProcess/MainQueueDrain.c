// Drains the main dispatch queue on the main thread, instead of handing it to worker threads.
//
// An async `main` ends in `swift_task_asyncMainDrainQueue`, which on Linux calls `dispatch_main()`:
// the main thread exits, and libdispatch's worker threads take turns draining the main queue. A
// thread that takes over allocates some of libdispatch's bookkeeping (its continuation cache is
// per thread) while it runs main-actor jobs, so allocation counts of the same dispatch differed by
// one now and then, more often on a loaded machine.
//
// The Swift runtime lets a program replace that drain (`swift_task_asyncMainDrainQueue_hook`).
// The replacement does what CoreFoundation's run loop does on Linux, without the run loop: it
// waits on the main queue's eventfd and calls libdispatch's `_dispatch_main_queue_callback_4CF`,
// which runs the queued jobs on the calling thread. The main queue stays bound to the main thread.
//
// It is installed before `main` runs, and only when ARCHBENCH_MAIN_THREAD_DRAIN=1 is in the
// environment: `archbench latency` sets it when it re-executes itself (MeasurementProcess).

#include "MeasurementProcess.h"

#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__)

typedef void (*archbench_drain_original)(void) __attribute__((swiftcall));
typedef void (*archbench_drain_override)(archbench_drain_original) __attribute__((swiftcall));

// The Swift runtime's hook (swift/Runtime/ConcurrencyHooks.def) and libdispatch's run loop SPI
// (dispatch/private.h), which CoreFoundation uses.
extern __attribute__((swiftcall)) void (*swift_task_asyncMainDrainQueue_hook)(
    archbench_drain_original original, archbench_drain_override override);
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static bool drained_by_main_thread = false;

__attribute__((swiftcall, noreturn)) static void archbench_drain_main_queue(
    archbench_drain_original original, archbench_drain_override override) {
  (void)original;
  (void)override;
  drained_by_main_thread = true;
  // A non-blocking eventfd that libdispatch writes to whenever it enqueues on the main queue.
  int handle = _dispatch_get_main_queue_handle_4CF();
  struct pollfd wake = {.fd = handle, .events = POLLIN, .revents = 0};
  for (;;) {
    _dispatch_main_queue_callback_4CF(NULL);
    // Cleared after waking and before draining: a job enqueued meanwhile writes again and wakes
    // the next poll, so none waits.
    if (poll(&wake, 1, -1) > 0) {
      uint64_t count;
      (void)read(handle, &count, sizeof count);
    }
  }
}

__attribute__((constructor)) static void archbench_install_main_queue_drain(void) {
  const char *value = getenv(ARCHBENCH_MAIN_THREAD_DRAIN_VARIABLE);
  if (value != NULL && strcmp(value, "1") == 0) {
    swift_task_asyncMainDrainQueue_hook = archbench_drain_main_queue;
  }
}

bool archbench_main_queue_drained_by_main_thread(void) { return drained_by_main_thread; }

#else

bool archbench_main_queue_drained_by_main_thread(void) { return false; }

#endif
