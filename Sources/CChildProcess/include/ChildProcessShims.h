#ifndef ARCHBENCH_CHILD_PROCESS_SHIMS_H
#define ARCHBENCH_CHILD_PROCESS_SHIMS_H

/// Makes this process the child subreaper of its descendants (Linux's PR_SET_CHILD_SUBREAPER):
/// a process whose parent ends is then re-parented to this one rather than to init, and stays
/// among this process's descendants, where an interruption finds it. Returns 0, or the errno of
/// the call that failed (and always ENOSYS off Linux).
int archbench_become_child_subreaper(void);

#endif
