#ifndef ARCHBENCH_CHILD_PROCESS_SHIMS_H
#define ARCHBENCH_CHILD_PROCESS_SHIMS_H

/// Makes this process the child subreaper of its descendants (Linux's PR_SET_CHILD_SUBREAPER):
/// a process whose parent ends is then re-parented to this one rather than to init, and stays
/// among this process's descendants, where an interruption finds it. Returns 0, or the errno of
/// the call that failed (and always ENOSYS off Linux).
int archbench_become_child_subreaper(void);

/// Creates, once, the pipe through which the interruption handler wakes the Swift side (close on
/// exec, non-blocking), and returns its read end: one byte, the signal's number, per signal
/// caught. Returns -1, with errno, when it cannot be created.
int archbench_interruption_pipe(void);

/// Catches `number` with the interruption handler, which records it for
/// archbench_interruption_signal and writes it to the pipe, unless the signal is ignored: then
/// it stays ignored (as `nohup` wants). Returns 1 when caught, 0 when left ignored, -1 with
/// errno when it fails (also before archbench_interruption_pipe).
int archbench_interruption_catch(int number);

/// The first signal the handler caught, or 0; set before the handler returns.
int archbench_interruption_signal(void);

/// Lets a caught signal that is still pending, waiting for a thread that does not block it, be
/// handled on the calling thread before this returns.
void archbench_interruption_settle(void);

#endif
