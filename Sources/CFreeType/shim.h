#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

// FreeType's C API, found through pkg-config `freetype2` (Debian: libfreetype-dev). Only
// SceneDiffText imports this module, to read a face's vertical metrics as Skia does on Android.
#if !__has_include(<ft2build.h>)
#error "FreeType's headers were not found: apt-get install libfreetype-dev (Docs/android-layouts.md)"
#endif

#include <ft2build.h>
#include FT_FREETYPE_H

#endif
