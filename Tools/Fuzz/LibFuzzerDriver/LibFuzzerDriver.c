// The declaration is all there is: libFuzzer defines the function.
#include "LibFuzzerDriver.h"
