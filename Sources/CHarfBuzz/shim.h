#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H

// HarfBuzz's C API, found through pkg-config `harfbuzz` (Debian: libharfbuzz-dev, which puts the
// headers in /usr/include/harfbuzz). Only SceneDiffText imports this module (Docs/architecture.md).
#if !__has_include(<hb.h>)
#error "HarfBuzz's headers were not found: apt-get install libharfbuzz-dev (Docs/android-layouts.md)"
#endif

#include <hb.h>
#include <hb-ot.h>

#endif
