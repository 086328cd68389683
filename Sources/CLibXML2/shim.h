#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H

// Which libxml2 this finds, and how (Docs/platforms.md has the details and what was verified):
//
// - Debian/Ubuntu: libxml2-dev's headers live in /usr/include/libxml2/libxml/. SwiftPM reads
//   libxml-2.0.pc (Package.swift's `pkgConfig`) and passes its -I/usr/include/libxml2, so
//   <libxml/parser.h> resolves; these headers are then compiled as part of this module.
// - Apple SDKs (macOS 10.15.4, iOS 13.4 and later): the headers live in the SDK's
//   usr/include/libxml/, on the default search path, with the SDK's own module map (module
//   `libxml2`) beside them; usr/include/libxml2/libxml is a symlink to them. No pkg-config file
//   is needed: <libxml/parser.h> resolves by itself and clang imports the SDK's module.
// - Homebrew's libxml2, when installed, comes first through its own libxml-2.0.pc (SwiftPM
//   searches `brew --prefix`/opt/libxml2/lib/pkgconfig for the `.brew` provider).
//
// Anywhere else pkg-config must name the folder holding libxml/: SwiftPM passes only -I/-L/-l
// from .pc files, and a system library target cannot add search paths of its own.
#if !__has_include(<libxml/xmlversion.h>)
#error "libxml2's headers were not found: apt-get install libxml2-dev (see Docs/platforms.md)"
#endif

// libxml2 built with ICU makes encoding.h include the system's <unicode/*.h>, whose
// declarations clash with Foundation's own _FoundationICU module inside the SceneDiff target.
// SceneDiff never touches ICU or xmlCharEncodingHandler's fields, so keep ICU's headers out.
// (Where the headers come as a module of their own, as in the Apple SDKs, that module was
// built with its own settings and this has no effect; Apple's Foundation has no such clash.)
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/tree.h>

#endif
