// glibc's malloc extensions (`malloc_trim`), which the Swift `Glibc` module does not export.
// Elsewhere (Apple platforms have no <malloc.h>) the module is empty; Swift code calls into it
// only under `canImport(Glibc)`.
#if defined(__linux__) && defined(__has_include)
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#endif
