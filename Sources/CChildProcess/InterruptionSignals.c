// The handler of the signals that interrupt archbench (Interruption.swift), in C because it must
// be async-signal-safe: it records the signal in an atomic and writes its number to a pipe, both
// before the interrupted thread goes on, and the Swift side reads the pipe to do the rest.
//
// A DispatchSourceSignal learnt of a signal only once its handler had run on a worker thread,
// which on a loaded machine could be after the main thread had seen a child end on the same
// Ctrl-C and reported the child's exit as a failure of its own ("does not build").

#if defined(__linux__)
#define _GNU_SOURCE  // pipe2
#endif

#include "ChildProcessShims.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>
#include <unistd.h>

// The first signal caught, 0 until one is.
static atomic_int first_signal = 0;
// The pipe's write end, written by the handler; -1 until the pipe exists.
static int wake_write_end = -1;
// The signals the handler is installed for, which archbench_interruption_settle unblocks.
static sigset_t handled;

static void archbench_interruption_handler(int number) {
  int saved = errno;
  int none = 0;
  atomic_compare_exchange_strong(&first_signal, &none, number);
  unsigned char byte = (unsigned char)number;
  // Full only after thousands of signals nobody read: the first is recorded above either way.
  (void)write(wake_write_end, &byte, 1);
  errno = saved;
}

int archbench_interruption_pipe(void) {
  static int read_end = -1;
  if (read_end >= 0) return read_end;
  int ends[2];
#if defined(__linux__)
  if (pipe2(ends, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
#else
  if (pipe(ends) != 0) return -1;
  for (int i = 0; i < 2; i++) {
    (void)fcntl(ends[i], F_SETFD, FD_CLOEXEC);
    (void)fcntl(ends[i], F_SETFL, O_NONBLOCK);
  }
#endif
  sigemptyset(&handled);
  wake_write_end = ends[1];
  read_end = ends[0];
  return read_end;
}

int archbench_interruption_catch(int number) {
  if (wake_write_end < 0) {
    errno = EBADF;
    return -1;
  }
  struct sigaction previous;
  if (sigaction(number, NULL, &previous) != 0) return -1;
  if (!(previous.sa_flags & SA_SIGINFO) && previous.sa_handler == SIG_IGN) return 0;
  struct sigaction action = {0};
  action.sa_handler = archbench_interruption_handler;
  // Restarted, a read or a wait that the signal lands in does not fail with EINTR.
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  if (sigaction(number, &action, NULL) != 0) return -1;
  sigaddset(&handled, number);
  return 1;
}

int archbench_interruption_signal(void) { return atomic_load(&first_signal); }

void archbench_interruption_settle(void) {
  // A signal sent to the process waits, pending, until a thread that does not block it runs; the
  // calling thread (a worker, which blocks them) takes it now instead, before it returns.
  sigset_t previous;
  if (pthread_sigmask(SIG_UNBLOCK, &handled, &previous) == 0) {
    (void)pthread_sigmask(SIG_SETMASK, &previous, NULL);
  }
}
