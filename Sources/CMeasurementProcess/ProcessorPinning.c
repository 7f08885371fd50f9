// Pins every thread of the process to one processor (see Sources/Latency/Harness/ProcessorPinning.swift).
//
// In C because Glibc's Swift module leaves out the GNU scheduling calls (sched_getcpu,
// sched_setaffinity, CPU_SET), and because affinity is per thread: the threads libdispatch
// already started are pinned one by one, from /proc/self/task.

#define _GNU_SOURCE
#include "MeasurementProcess.h"

#include <errno.h>

#if defined(__linux__)

#include <dirent.h>
#include <sched.h>
#include <stdlib.h>

int archbench_pin_threads_to_current_processor(int *processor) {
  int current = sched_getcpu();
  if (current < 0) return errno;
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(current, &set);
  DIR *tasks = opendir("/proc/self/task");
  if (tasks == NULL) return errno;
  int result = 0;
  struct dirent *entry;
  while ((entry = readdir(tasks)) != NULL) {
    if (entry->d_name[0] == '.') continue;
    pid_t thread = (pid_t)atoi(entry->d_name);
    if (sched_setaffinity(thread, sizeof set, &set) != 0 && errno != ESRCH) {
      result = errno;
      break;
    }
  }
  closedir(tasks);
  if (result == 0) *processor = current;
  return result;
}

#else

int archbench_pin_threads_to_current_processor(int *processor) {
  (void)processor;
  return ENOSYS;
}

#endif
