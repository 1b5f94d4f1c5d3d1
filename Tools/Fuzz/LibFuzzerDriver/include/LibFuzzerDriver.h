// libFuzzer's entry point for a program with a main of its own. It lives in libFuzzer's runtime
// without main (libclang_rt.fuzzer_no_main), which Tools/Fuzz/run.sh links into the fuzzing
// build only; a plain build never calls it.
#ifndef LIBFUZZER_DRIVER_H
#define LIBFUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Parses libFuzzer's flags from the command line and runs the fuzzer, calling `callback` for
/// every input on the calling thread. Returns libFuzzer's exit status.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
