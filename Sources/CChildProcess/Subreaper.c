// `prctl` is variadic, which Swift cannot call: this is its one use, with fixed arguments.
//
// SwiftPM starts its compiler jobs in process groups of their own, and a job whose `swift-build`
// has ended is re-parented to init, out of reach of a walk of this process's descendants. As the
// child subreaper, this process adopts such a job instead, and an interruption still ends it.

#include "ChildProcessShims.h"

#include <errno.h>

#if defined(__linux__)
#include <sys/prctl.h>
#endif

int archbench_become_child_subreaper(void) {
#if defined(__linux__)
  return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0 ? 0 : errno;
#else
  return ENOSYS;
#endif
}
