#ifndef URLROUTES_MALLOC_COUNTER_H
#define URLROUTES_MALLOC_COUNTER_H

/// Whether this build counts allocations: Linux with glibc, and no sanitizer (AddressSanitizer
/// and ThreadSanitizer bring allocators of their own, which this counter must not bypass).
int malloc_counter_is_available(void);

/// Starts counting the calls to malloc, calloc and realloc made on the calling thread.
void malloc_counter_start(void);

/// Stops counting on the calling thread and returns the calls counted since the start.
long malloc_counter_stop(void);

#endif
