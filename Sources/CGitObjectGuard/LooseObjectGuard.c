// A libgit2 object-database backend that reads nothing itself: it checks loose object files
// before libgit2's loose backend reads them, because libgit2 1.5's loose reader never returns
// on a truncated zlib stream (Debian 12's libgit2-1.5, `git_odb_read` at 100 % CPU).
//
// libgit2 asks backends in priority order and stops at the first hard error, so a guard with
// a higher priority than the loose backend (1) and the packs (2) sees every read first. For a
// sound or missing file it answers GIT_PASSTHROUGH, and libgit2 goes on to its own backends.

#include "CGitObjectGuard.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <git2/sys/odb_backend.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

enum { hex_size = 40, guard_priority = 1000 };

typedef struct {
  git_odb_backend parent;
  char **directories;
  int count;
} guard_backend;

static _Thread_local char refused[hex_size + 1];

int archbench_git_guard_take_refused(char *out) {
  if (refused[0] == 0) return 0;
  memcpy(out, refused, hex_size + 1);
  refused[0] = 0;
  return 1;
}

static int refuse(const char *hex, const char *path, const char *problem) {
  char message[PATH_MAX + 160];
  memcpy(refused, hex, hex_size);
  refused[hex_size] = 0;
  snprintf(message, sizeof message, "the loose object file %s %s", path, problem);
  git_error_set_str(GIT_ERROR_ODB, message);
  return GIT_ERROR;
}

/// Inflates the loose object file at `path` without keeping it, and checks that it is one
/// whole zlib stream holding "<type> <size>\0" and exactly `size` bytes after it; with
/// `header_only`, as far as the header, which is all libgit2 then reads itself.
/// 0: sound or missing (libgit2 reports a missing one itself); GIT_ERROR: refused.
static int check_file(const char *hex, const char *path, int header_only) {
  int descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (descriptor < 0) return 0;
  struct stat info;
  if (fstat(descriptor, &info) != 0 || !S_ISREG(info.st_mode)) {
    close(descriptor);
    return refuse(hex, path, "is not a regular file");
  }
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (inflateInit(&stream) != Z_OK) {
    close(descriptor);
    git_error_set_str(GIT_ERROR_NOMEMORY, "cannot start zlib");
    return GIT_ERROR;
  }
  static const size_t header_limit = 64;
  unsigned char input[16384], output[16384], header[64];
  size_t header_length = 0;
  int header_done = 0;
  unsigned long long declared = 0, produced = 0;
  int at_end = 0, result = 0;
  const char *problem = NULL;
  for (;;) {
    if (stream.avail_in == 0 && !at_end) {
      ssize_t count = read(descriptor, input, sizeof input);
      if (count < 0 && errno == EINTR) continue;
      if (count < 0) {
        problem = "cannot be read";
        break;
      }
      if (count == 0) at_end = 1;
      stream.next_in = input;
      stream.avail_in = (uInt)count;
    }
    stream.next_out = output;
    stream.avail_out = sizeof output;
    uInt input_before = stream.avail_in;
    int status = inflate(&stream, Z_NO_FLUSH);
    size_t made = sizeof output - stream.avail_out;
    for (size_t index = 0; index < made && !header_done; index++) {
      if (output[index] == 0) {
        header_done = 1;
        header[header_length] = 0;
        char *space = strchr((char *)header, ' ');
        char *end = NULL;
        if (space == NULL) {
          problem = "has no object header";
          break;
        }
        *space = 0;
        const char *type = (const char *)header;
        if (strcmp(type, "blob") && strcmp(type, "tree") && strcmp(type, "commit") && strcmp(type, "tag")) {
          problem = "has an unknown object type";
          break;
        }
        errno = 0;
        declared = strtoull(space + 1, &end, 10);
        if (errno != 0 || end == space + 1 || *end != 0) {
          problem = "has a malformed object size";
          break;
        }
        // The header and its NUL count towards what the stream must hold.
        declared += header_length + 1;
      } else if (header_length + 1 < header_limit) {
        header[header_length++] = output[index];
      } else {
        problem = "has no object header";
        break;
      }
    }
    if (problem) break;
    if (header_done && header_only) break;
    produced += made;
    if (header_done && produced > declared) {
      problem = "holds more than its header says";
      break;
    }
    if (status == Z_STREAM_END) break;
    if (status != Z_OK && status != Z_BUF_ERROR) {
      problem = "is not a valid zlib stream";
      break;
    }
    // No input left, none to come, and zlib still wants some: the stream was cut short.
    int progressed = made > 0 || stream.avail_in != input_before;
    if (at_end && stream.avail_in == 0 && stream.avail_out > 0) {
      problem = "is truncated";
      break;
    }
    if (!progressed && stream.avail_in > 0) {
      problem = "is not a valid zlib stream";
      break;
    }
  }
  inflateEnd(&stream);
  close(descriptor);
  if (!problem && (!header_done || (!header_only && produced != declared))) problem = "is truncated";
  if (problem) result = refuse(hex, path, problem);
  return result;
}

/// Checks the file of `oid` in every objects folder that has it.
static int check_oid(guard_backend *guard, const git_oid *oid, int header_only) {
  char hex[hex_size + 1];
  git_oid_tostr(hex, sizeof hex, oid);
  for (int index = 0; index < guard->count; index++) {
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%.2s/%s", guard->directories[index], hex, hex + 2);
    int error = check_file(hex, path, header_only);
    if (error) return error;
  }
  return 0;
}

static int guard_read(void **data, size_t *length, git_object_t *type, git_odb_backend *backend,
                      const git_oid *oid) {
  (void)data, (void)length, (void)type;
  int error = check_oid((guard_backend *)backend, oid, 0);
  return error ? error : GIT_PASSTHROUGH;
}

static int guard_read_header(size_t *length, git_object_t *type, git_odb_backend *backend, const git_oid *oid) {
  (void)length, (void)type;
  int error = check_oid((guard_backend *)backend, oid, 1);
  return error ? error : GIT_PASSTHROUGH;
}

/// A short id: checks every loose file whose name starts with it.
static int guard_read_prefix(git_oid *full, void **data, size_t *length, git_object_t *type,
                             git_odb_backend *backend, const git_oid *prefix, size_t prefix_length) {
  (void)full, (void)data, (void)length, (void)type;
  guard_backend *guard = (guard_backend *)backend;
  char hex[hex_size + 1];
  git_oid_tostr(hex, sizeof hex, prefix);
  if (prefix_length >= hex_size) {
    int error = check_oid(guard, prefix, 0);
    return error ? error : GIT_PASSTHROUGH;
  }
  if (prefix_length < 2) return GIT_PASSTHROUGH;
  for (int index = 0; index < guard->count; index++) {
    char folder[PATH_MAX];
    snprintf(folder, sizeof folder, "%s/%.2s", guard->directories[index], hex);
    DIR *directory = opendir(folder);
    if (directory == NULL) continue;
    struct dirent *entry;
    int error = 0;
    while (error == 0 && (entry = readdir(directory)) != NULL) {
      if (strlen(entry->d_name) != hex_size - 2 || strncmp(entry->d_name, hex + 2, prefix_length - 2) != 0) continue;
      char full_hex[hex_size + 1], path[PATH_MAX];
      snprintf(full_hex, sizeof full_hex, "%.2s%s", hex, entry->d_name);
      snprintf(path, sizeof path, "%s/%s", folder, entry->d_name);
      error = check_file(full_hex, path, 0);
    }
    closedir(directory);
    if (error) return error;
  }
  return GIT_PASSTHROUGH;
}

static int guard_foreach(git_odb_backend *backend, git_odb_foreach_cb callback, void *payload) {
  (void)backend, (void)callback, (void)payload;
  return 0;
}

static void guard_free(git_odb_backend *backend) {
  guard_backend *guard = (guard_backend *)backend;
  for (int index = 0; index < guard->count; index++) free(guard->directories[index]);
  free(guard->directories);
  free(guard);
}

int archbench_git_guard_loose_objects(git_repository *repository, const char *const *objects_directories,
                                      int count) {
  guard_backend *guard = calloc(1, sizeof *guard);
  if (guard == NULL) return GIT_ERROR;
  git_odb_init_backend(&guard->parent, GIT_ODB_BACKEND_VERSION);
  guard->directories = calloc(count > 0 ? (size_t)count : 1, sizeof(char *));
  if (guard->directories == NULL) {
    free(guard);
    return GIT_ERROR;
  }
  for (int index = 0; index < count; index++) {
    guard->directories[index] = strdup(objects_directories[index]);
    guard->count = index + 1;
    if (guard->directories[index] == NULL) {
      guard_free(&guard->parent);
      return GIT_ERROR;
    }
  }
  guard->parent.read = guard_read;
  guard->parent.read_header = guard_read_header;
  guard->parent.read_prefix = guard_read_prefix;
  guard->parent.foreach = guard_foreach;
  guard->parent.free = guard_free;
  git_odb *database = NULL;
  int error = git_repository_odb(&database, repository);
  if (error) {
    guard_free(&guard->parent);
    return error;
  }
  // On success the database owns the guard and frees it with itself.
  error = git_odb_add_backend(database, &guard->parent, guard_priority);
  if (error) guard_free(&guard->parent);
  git_odb_free(database);
  return error;
}
