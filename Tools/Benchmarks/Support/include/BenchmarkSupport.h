#ifndef WAYFINDER_BENCHMARK_SUPPORT_H
#define WAYFINDER_BENCHMARK_SUPPORT_H

/// The number of heap allocations (malloc, calloc, realloc, aligned forms) made by the process
/// since it started. The benchmark executable links this file, which counts by wrapping the C
/// library's allocator.
long long wf_allocation_count(void);

#endif
