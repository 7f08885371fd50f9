// Keeps the signal mask the process started with, so that re-executing it does not pass on
// another thread's.
//
// `archbench latency` re-executes itself from its async `main`, which, before the measuring
// process's hooks are in place, runs on one of libdispatch's worker threads: the main thread has
// gone into `dispatch_main()`, and both block nearly every signal. `execv` keeps the calling
// thread's mask, so the measuring process, and every round's process it started, ignored Ctrl-C
// and SIGTERM until the run was over. The mask is read before `main` runs, on the main thread,
// and set again just before `execv`, with SIGINT, SIGTERM and SIGHUP unblocked whatever it was: a
// process started from a worker thread (as a test's `Process` is) starts with them blocked,
// and a run of minutes must stop when asked.

#include "MeasurementProcess.h"

#include <pthread.h>
#include <signal.h>

static sigset_t starting_mask;
static bool starting_mask_known = false;

__attribute__((constructor)) static void archbench_keep_starting_signal_mask(void) {
  starting_mask_known = pthread_sigmask(SIG_SETMASK, NULL, &starting_mask) == 0;
}

int archbench_restore_starting_signal_mask(void) {
  if (!starting_mask_known) return -1;
  sigset_t mask = starting_mask;
  sigdelset(&mask, SIGINT);
  sigdelset(&mask, SIGTERM);
  sigdelset(&mask, SIGHUP);
  return pthread_sigmask(SIG_SETMASK, &mask, NULL);
}
