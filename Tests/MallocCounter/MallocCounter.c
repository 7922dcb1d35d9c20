// Counts the heap allocations a thread makes, for tests that a code path allocates nothing.
//
// The test executable defines malloc, calloc and realloc itself: the dynamic linker then binds
// every library's calls (Swift's runtime, Foundation) to these, which count when the calling
// thread asked for it and hand the work to glibc's own allocator. Counting per thread keeps
// tests running in parallel on other threads out of the count. free is glibc's, untouched.
// Aligned allocations (posix_memalign, for alignments over 16 bytes) are not counted: the
// Swift runtime uses them only for types that ask for such alignment.
#include "MallocCounter.h"

#include <stddef.h>
#include <stdlib.h>  // malloc's declaration, and __GLIBC__

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define URLROUTES_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define URLROUTES_SANITIZED 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(URLROUTES_SANITIZED)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

// Thread-local storage of the executable itself: reading it allocates nothing.
static _Thread_local int counting;
static _Thread_local long counted;

void *malloc(size_t size) {
    if (counting) counted += 1;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    if (counting) counted += 1;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (counting) counted += 1;
    return __libc_realloc(pointer, size);
}

int malloc_counter_is_available(void) { return 1; }

void malloc_counter_start(void) {
    counted = 0;
    counting = 1;
}

long malloc_counter_stop(void) {
    counting = 0;
    return counted;
}

#else

int malloc_counter_is_available(void) { return 0; }
void malloc_counter_start(void) {}
long malloc_counter_stop(void) { return 0; }

#endif
