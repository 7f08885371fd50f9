#ifndef ARCHBENCH_MEASUREMENT_PROCESS_H
#define ARCHBENCH_MEASUREMENT_PROCESS_H

#include <stdbool.h>

/// The environment variable that asks for the main queue to be drained by the main thread.
/// It must be set when the process starts: the choice is made before `main` runs.
#define ARCHBENCH_MAIN_THREAD_DRAIN_VARIABLE "ARCHBENCH_MAIN_THREAD_DRAIN"

/// Whether the Swift concurrency runtime handed the main queue to this library's drain loop:
/// every main-actor job then runs on the main thread, and no other thread ever drains it.
bool archbench_main_queue_drained_by_main_thread(void);

/// The environment variable that asks for the global executor's jobs to run on the main queue.
/// It must be set when the process starts: the choice is made before `main` runs.
#define ARCHBENCH_GLOBAL_JOBS_ON_MAIN_THREAD_VARIABLE "ARCHBENCH_GLOBAL_JOBS_ON_MAIN_THREAD"

/// Whether the global executor's jobs are enqueued on the main queue and the main thread drains
/// it: the whole of a dispatch then runs on the main thread.
bool archbench_global_jobs_on_main_thread(void);

/// Pins every thread of the process to the processor the caller runs on, and stores that
/// processor in `processor`. Returns 0, or the errno of the call that failed.
int archbench_pin_threads_to_current_processor(int *processor);

/// Gives the calling thread the signal mask the process started with, as read before `main`
/// ran, but with SIGINT, SIGTERM and SIGHUP unblocked, so that a re-executed process can be interrupted.
/// Returns 0, or nonzero if it could not.
int archbench_restore_starting_signal_mask(void);

/// Whether this library was built with valgrind's headers: without them the requests below do nothing.
bool archbench_instruction_requests_built(void);

/// Whether the process runs under valgrind.
bool archbench_running_on_valgrind(void);

/// Turns callgrind's counting on if it is off, off if it is on (CALLGRIND_TOGGLE_COLLECT).
void archbench_callgrind_toggle_collect(void);

/// Sets callgrind's counts to zero (CALLGRIND_ZERO_STATS).
void archbench_callgrind_zero_stats(void);

/// Writes callgrind's counts since the last dump under `label`, and sets them to zero
/// (CALLGRIND_DUMP_STATS_AT).
void archbench_callgrind_dump_stats(const char *label);

/// Serves every later allocation of the calling thread from a heap of its own at fixed
/// addresses, below malloc-interposer (SubjectHeap.c tells why). Returns 0, or an errno: ENOSYS
/// without the interposer, EADDRINUSE when the address is taken, EBUSY from another thread.
int archbench_subject_heap_enable(void);

/// Starts the heap afresh for the counted row `label`, at addresses that follow from the label.
/// Returns 0, or an errno: EPERM when the heap is not enabled or not the calling thread's,
/// ENOMEM when every slot is taken (after 6,000 rows).
int archbench_subject_heap_begin_row(const char *label);

/// Whether the calling thread allocates from that heap.
bool archbench_subject_heap_enabled(void);

/// Whether `pointer` lies in that heap.
bool archbench_subject_heap_owns(const void *pointer);

#endif
