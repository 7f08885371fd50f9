// Runs the jobs of Swift's global executor on the main queue, so that a measured dispatch never
// hands work to another thread.
//
// A continuation resumes through the global executor, even one created on the main actor, and
// nonisolated async functions run there: nearly every `await` of a dispatch wakes a worker thread
// and then the main thread again. On this machine an idle vCPU halts, and waking it costs the host
// 50-70 us, so whether a hop found the other vCPU awake, which the scheduler decides per process,
// moved a keystroke's p50 between 40 and 170 us. Where the global executor's bookkeeping ran
// decided, too, whether a live-changes stream buffered a change, which moved allocation counts.
//
// The Swift runtime lets a program replace the global enqueue (`swift_task_enqueueGlobal_hook`).
// The replacement enqueues on the main executor instead, whose queue the main thread drains
// (MainQueueDrain.c). Jobs still run in the order they were enqueued, and every hop still costs an
// enqueue and a dequeue, but on one thread. A job of the global executor then runs as if on the
// main actor, which only means the runtime skips a hop to the main actor it would have made.
// Delayed jobs (`Task.sleep`) keep their own path; the benchmark's backend never sleeps.
//
// It is installed before `main` runs, and only when ARCHBENCH_GLOBAL_JOBS_ON_MAIN_THREAD=1 is in the
// environment: `archbench latency` sets it when it re-executes itself (MeasurementProcess).

#include "MeasurementProcess.h"

#include <stdlib.h>
#include <string.h>

#if defined(__linux__)

typedef void (*archbench_enqueue_original)(void *job) __attribute__((swiftcall));

// The Swift runtime's hook (swift/Runtime/ConcurrencyHooks.def) and its main-executor enqueue.
extern __attribute__((swiftcall)) void (*swift_task_enqueueGlobal_hook)(
    void *job, archbench_enqueue_original original);
extern __attribute__((swiftcall)) void swift_task_enqueueMainExecutor(void *job);

static bool global_jobs_on_main_thread = false;

__attribute__((swiftcall)) static void archbench_enqueue_on_main(void *job, archbench_enqueue_original original) {
  (void)original;
  swift_task_enqueueMainExecutor(job);
}

__attribute__((constructor)) static void archbench_install_global_enqueue(void) {
  const char *value = getenv(ARCHBENCH_GLOBAL_JOBS_ON_MAIN_THREAD_VARIABLE);
  if (value != NULL && strcmp(value, "1") == 0) {
    swift_task_enqueueGlobal_hook = archbench_enqueue_on_main;
    global_jobs_on_main_thread = true;
  }
}

bool archbench_global_jobs_on_main_thread(void) {
  return global_jobs_on_main_thread && archbench_main_queue_drained_by_main_thread();
}

#else

bool archbench_global_jobs_on_main_thread(void) { return false; }

#endif
