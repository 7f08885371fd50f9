// A heap of the main thread's own, for a process whose instructions callgrind counts: every
// counted row starts from an empty heap at the same addresses, and each size of block has a
// region of its own.
//
// Why: a subject's count followed the heap the harness had left behind. OpenCombine's subjects
// keep their subscribers in a `Set` hashed by address (as Apple's Combine does), so the order in
// which a `@Published` value reaches two subscribers, and with it how often a `CombineLatest`
// downstream fires, is decided by where malloc put them; the runtime's caches and the samples'
// identity-keyed dictionaries hash addresses too. Anything allocated before (a longer step label,
// one more environment variable, a renamed harness type) moved those addresses, and the counts
// with them by up to 2.8 % (Docs/check.md).
//
// Once enabled, every allocation the main thread makes comes from here. A row
// (archbench_subject_heap_begin_row) starts a generation: fresh regions, one per size class,
// handed out last freed first, at addresses fixed by the row's label, so that a row's blocks land
// where they did whichever rows ran before it. A block's address then depends only on the blocks
// of its own size the main thread allocated and freed since the row began, not on what earlier
// rows or the harness left, nor on a runtime cache growing by a block of another size. Blocks of
// earlier rows that are freed are not reused. (What earlier rows put in the runtime's caches
// still differs, and moves a row by a little: mvvm-uikit's `report.send` counted 0.5 % more after
// the other report steps alone than after every step.)
// Other threads keep glibc (as they kept their own arenas before), and a block of this heap
// another thread frees is not reused, so when a worker thread runs cannot change what the main
// thread is given.
//
// It works below malloc-interposer, whose `malloc` every library calls: the interposer keeps
// libc's functions in exported pointers (`g_libc_malloc`, …), and enabling points those at the
// functions below. Allocation counting is untouched.

#include "MeasurementProcess.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>

typedef void *(*malloc_fn)(size_t);
typedef void (*free_fn)(void *);
typedef void *(*calloc_fn)(size_t, size_t);
typedef void *(*realloc_fn)(void *, size_t);
typedef int (*posix_memalign_fn)(void **, size_t, size_t);
typedef void *(*aligned_fn)(size_t, size_t);
typedef size_t (*usable_size_fn)(void *);

// The generation in slot s has size class c's region at HEAP_BASE + s * GENERATION_SPAN +
// c * CLASS_SPAN. From 1 TiB up to 97 TiB is free in every process seen, natively and under
// valgrind 3.19, which grants it as asked: 6,000 slots of 16 GiB. A generation is one mapping,
// reserved, not committed.
#define HEAP_BASE ((uintptr_t)1 << 40)
#define CLASS_SPAN ((size_t)32 << 20)
#define GENERATIONS 6000
#define SMALL_STEP 16
#define SMALL_LIMIT 4096
#define PAGE_STEP 4096
#define PAGE_LIMIT ((size_t)1 << 20)
#define SMALL_CLASSES (SMALL_LIMIT / SMALL_STEP)
#define PAGE_CLASSES (PAGE_LIMIT / PAGE_STEP)
// Small classes 1…256, page classes 257…512, one class for every larger size.
#define LARGE_CLASS (SMALL_CLASSES + PAGE_CLASSES + 1)
#define CLASSES (LARGE_CLASS + 1)
#define GENERATION_SPAN ((size_t)CLASSES * CLASS_SPAN)
#define LARGE_STEP ((size_t)1 << 16)
#define HEADER_MAGIC 0x41424831u  // "ABH1"

// Sits right before every block handed out: the block's usable size, and for a block aligned
// inside a bigger one, how far back that one starts.
typedef struct {
  uint32_t magic;
  uint32_t offset;
  uint64_t size;
} header_t;

typedef struct free_block {
  struct free_block *next;
} free_block_t;

typedef struct {
  char *next;
  char *end;
  free_block_t *free;
} size_class_t;

static struct {
  malloc_fn malloc;
  free_fn free;
  calloc_fn calloc;
  realloc_fn realloc;
  posix_memalign_fn posix_memalign;
  aligned_fn aligned_alloc;
  aligned_fn memalign;
  usable_size_fn usable_size;
} libc;

static bool enabled;
static char *generation_start;
static bool slot_used[GENERATIONS];
static size_class_t classes[CLASSES];
static __thread bool is_owner;

static bool is_ours(const void *pointer) {
  uintptr_t address = (uintptr_t)pointer;
  return enabled && address >= HEAP_BASE && address < HEAP_BASE + (uintptr_t)GENERATIONS * GENERATION_SPAN;
}

static bool is_current(const void *pointer) {
  return generation_start && (const char *)pointer >= generation_start
    && (const char *)pointer < generation_start + GENERATION_SPAN;
}

static header_t *header_of(void *user) { return (header_t *)((char *)user - sizeof(header_t)); }

// The class a request of `size` falls in, and the usable size it gets: 16-byte steps up to
// 4 KiB, pages up to 1 MiB, 64 KiB steps above.
static size_t class_of(size_t size, size_t *usable) {
  if (size == 0) size = 1;
  if (size <= SMALL_LIMIT) {
    *usable = (size + SMALL_STEP - 1) / SMALL_STEP * SMALL_STEP;
    return *usable / SMALL_STEP;
  }
  if (size <= PAGE_LIMIT) {
    *usable = (size + PAGE_STEP - 1) / PAGE_STEP * PAGE_STEP;
    return SMALL_CLASSES + *usable / PAGE_STEP;
  }
  *usable = (size + LARGE_STEP - 1) / LARGE_STEP * LARGE_STEP;
  return LARGE_CLASS;
}

static void *heap_malloc(size_t size) {
  if (!generation_start || size > CLASS_SPAN) return NULL;
  size_t usable;
  size_class_t *class = &classes[class_of(size, &usable)];
  // Large blocks are never reused: they are rare, and each may be of another size.
  if (class != &classes[LARGE_CLASS] && class->free) {
    free_block_t *block = class->free;
    class->free = block->next;
    return block;
  }
  if ((size_t)(class->end - class->next) < usable + sizeof(header_t)) return NULL;
  header_t *header = (header_t *)class->next;
  header->magic = HEADER_MAGIC;
  header->offset = 0;
  header->size = usable;
  class->next += usable + sizeof(header_t);
  return header + 1;
}

static void heap_free(void *user) {
  header_t *header = header_of(user);
  if (header->offset) {
    heap_free((char *)user - header->offset);
    return;
  }
  if (!is_current(user)) return;
  size_t usable;
  size_class_t *class = &classes[class_of(header->size, &usable)];
  ((free_block_t *)user)->next = class->free;
  class->free = user;
}

static void *heap_aligned(size_t alignment, size_t size) {
  if (alignment <= 16) return heap_malloc(size);
  if ((alignment & (alignment - 1)) || size > CLASS_SPAN || alignment > CLASS_SPAN) return NULL;
  char *raw = heap_malloc(size + alignment + sizeof(header_t));
  if (!raw) return NULL;
  uintptr_t aligned = ((uintptr_t)raw + sizeof(header_t) + alignment - 1) & ~(uintptr_t)(alignment - 1);
  header_t *header = header_of((void *)aligned);
  header->magic = HEADER_MAGIC;
  header->offset = (uint32_t)(aligned - (uintptr_t)raw);
  header->size = header_of(raw)->size - header->offset;
  return (void *)aligned;
}

// The functions the interposer calls in place of libc's. The main thread is served from the
// heap; other threads, and the main thread when a class's region is full, from libc.

static void *subject_malloc(size_t size) {
  void *pointer = is_owner ? heap_malloc(size) : NULL;
  return pointer ? pointer : libc.malloc(size);
}

static void subject_free(void *pointer) {
  if (!is_ours(pointer)) {
    libc.free(pointer);
  } else if (is_owner) {
    heap_free(pointer);
  }
}

static void *subject_calloc(size_t count, size_t size) {
  size_t total;
  if (__builtin_mul_overflow(count, size, &total)) {
    errno = ENOMEM;
    return NULL;
  }
  void *pointer = is_owner ? heap_malloc(total) : NULL;
  if (!pointer) return libc.calloc(count, size);
  memset(pointer, 0, total);
  return pointer;
}

static size_t subject_usable_size(void *pointer) {
  if (!pointer) return 0;
  return is_ours(pointer) ? header_of(pointer)->size : libc.usable_size(pointer);
}

static void *subject_realloc(void *pointer, size_t size) {
  if (!pointer) return subject_malloc(size);
  if (!is_ours(pointer) && !is_owner) return libc.realloc(pointer, size);
  size_t old = subject_usable_size(pointer);
  if (is_ours(pointer) && size <= old) return pointer;
  void *moved = subject_malloc(size);
  if (!moved) return NULL;
  memcpy(moved, pointer, old < size ? old : size);
  subject_free(pointer);
  return moved;
}

static void *subject_memalign(size_t alignment, size_t size) {
  void *pointer = is_owner ? heap_aligned(alignment, size) : NULL;
  return pointer ? pointer : libc.memalign(alignment, size);
}

static void *subject_aligned_alloc(size_t alignment, size_t size) {
  void *pointer = is_owner ? heap_aligned(alignment, size) : NULL;
  return pointer ? pointer : libc.aligned_alloc(alignment, size);
}

static int subject_posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1))) return EINVAL;
  void *pointer = is_owner ? heap_aligned(alignment, size) : NULL;
  if (pointer) {
    *result = pointer;
    return 0;
  }
  return libc.posix_memalign(result, alignment, size);
}

static bool point(const char *name, void *function) {
  _Atomic(void *) *slot = dlsym(RTLD_DEFAULT, name);
  if (!slot) return false;
  atomic_store(slot, function);
  return true;
}

int archbench_subject_heap_begin_row(const char *label) {
  if (!enabled || !is_owner) return EPERM;
  // FNV-1a of the label picks the slot; a slot taken by an earlier row passes to the next one,
  // so only rows whose labels collide (a few in a hundred workers) depend on what ran before.
  uint64_t hash = 0xcbf29ce484222325u;
  for (const char *byte = label; *byte; byte++) hash = (hash ^ (uint8_t)*byte) * 0x100000001b3u;
  size_t slot = hash % GENERATIONS;
  for (size_t tried = 0; slot_used[slot]; tried++, slot = (slot + 1) % GENERATIONS) {
    if (tried == GENERATIONS) return ENOMEM;
  }
  uintptr_t address = HEAP_BASE + (uintptr_t)slot * GENERATION_SPAN;
  void *region = mmap((void *)address, GENERATION_SPAN, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (region == MAP_FAILED) return errno;
  if ((uintptr_t)region != address) {
    munmap(region, GENERATION_SPAN);
    return EADDRINUSE;
  }
  slot_used[slot] = true;
  generation_start = region;
  // A header and every usable size are multiples of 16 bytes, so every block is 16-byte aligned.
  for (size_t index = 0; index < CLASSES; index++) {
    classes[index].next = generation_start + index * CLASS_SPAN;
    classes[index].end = classes[index].next + CLASS_SPAN;
    classes[index].free = NULL;
  }
  return 0;
}

int archbench_subject_heap_enable(void) {
  if (enabled) return is_owner ? 0 : EBUSY;
  void *handle = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD);
  if (!handle) return ENOENT;
  libc.malloc = (malloc_fn)dlsym(handle, "malloc");
  libc.free = (free_fn)dlsym(handle, "free");
  libc.calloc = (calloc_fn)dlsym(handle, "calloc");
  libc.realloc = (realloc_fn)dlsym(handle, "realloc");
  libc.posix_memalign = (posix_memalign_fn)dlsym(handle, "posix_memalign");
  libc.aligned_alloc = (aligned_fn)dlsym(handle, "aligned_alloc");
  libc.memalign = (aligned_fn)dlsym(handle, "memalign");
  libc.usable_size = (usable_size_fn)dlsym(handle, "malloc_usable_size");
  if (!libc.malloc || !libc.free || !libc.calloc || !libc.realloc || !libc.posix_memalign || !libc.aligned_alloc
      || !libc.memalign || !libc.usable_size)
    return ENOENT;
  if (!dlsym(RTLD_DEFAULT, "g_libc_malloc")) return ENOSYS;
  is_owner = true;
  enabled = true;
  int status = archbench_subject_heap_begin_row("set-up");
  if (status != 0) {
    enabled = false;
    return status;
  }
  bool pointed = point("g_libc_malloc", (void *)subject_malloc) && point("g_libc_free", (void *)subject_free)
    && point("g_libc_calloc", (void *)subject_calloc) && point("g_libc_realloc", (void *)subject_realloc)
    && point("g_libc_posix_memalign", (void *)subject_posix_memalign)
    && point("g_libc_aligned_alloc", (void *)subject_aligned_alloc)
    && point("g_libc_memalign", (void *)subject_memalign)
    && point("g_libc_malloc_usable_size", (void *)subject_usable_size);
  return pointed ? 0 : ENOSYS;
}

bool archbench_subject_heap_enabled(void) { return enabled && is_owner; }

bool archbench_subject_heap_owns(const void *pointer) { return is_ours(pointer); }
