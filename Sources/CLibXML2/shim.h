#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H

// libxml2 built with ICU makes encoding.h include the system's <unicode/*.h>, whose
// declarations clash with Foundation's own _FoundationICU module inside the SceneDiff target.
// SceneDiff never touches ICU or xmlCharEncodingHandler's fields, so keep ICU's headers out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/tree.h>

#endif
