#ifndef ARCHBENCH_GIT_OBJECT_GUARD_H
#define ARCHBENCH_GIT_OBJECT_GUARD_H

#include <git2.h>

/// Puts a guard in front of `repository`'s loose objects: before libgit2's own loose backend
/// reads an object, the guard inflates its file with a bound and refuses a truncated or
/// corrupt one with an error, where libgit2 1.5 would spin forever in `git_odb_read`.
///
/// `objects_directories` are the repository's `objects` folder and its alternates.
/// Returns 0, or a libgit2 error code.
int archbench_git_guard_loose_objects(git_repository *repository, const char *const *objects_directories,
                                      int count);

/// The id (40 hex digits) of the last object the guard refused on this thread, copied into
/// `out` (41 bytes); returns 1 and forgets it, or 0 when none was refused since the last call.
int archbench_git_guard_take_refused(char *out);

#endif
