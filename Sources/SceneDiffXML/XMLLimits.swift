import SceneDiffCore

/// Limits that keep hostile XML files from exhausting time or memory.
///
/// Every limit is checked by ``XMLDocumentReader`` in its lexical pre-scan, before libxml2's
/// `xmlTextReaderRead` sees the bytes, so a violation is reported at the exact element or
/// attribute that crosses it. `Docs/xml-limits.md` lists the defaults and the reasons.
package struct XMLLimits: Sendable, Hashable {
  /// The deepest nesting libxml2 allows without `XML_PARSE_HUGE` (which SceneDiff never sets).
  ///
  /// libxml2 2.9 stops at 257 levels (`xmlParserMaxDepth` is 256); ``maxDepth`` is capped here
  /// so that SceneDiff's own located `xml-too-deep` error always comes first.
  static let libxml2MaxDepth = 256

  /// Largest accepted document, in bytes: a regular file (checked with `fstat` before it is
  /// read, so a larger one costs nothing) or a buffer handed to the reader.
  ///
  /// Chosen from the memory a document can need per byte (`Docs/xml-limits.md`): 128 MiB fits
  /// a million-view native scene and keeps `check` of any accepted file within the bound
  /// documented there.
  package var maxBytes = 128 << 20
  /// Largest accepted stream (standard input, a pipe, a FIFO, a device such as `/dev/zero`),
  /// in bytes.
  ///
  /// A stream has no size to check first: it is read until its end or one byte past this
  /// limit, so refusing it costs up to this much memory; it stays at 64 MiB so that a refused
  /// stream costs under 100 MB. Streams are also held to ``maxBytes`` if that is smaller.
  package var maxStreamBytes = 64 << 20
  /// Deepest accepted element nesting; the root element is at depth 1.
  ///
  /// Values above ``libxml2MaxDepth`` behave as ``libxml2MaxDepth``.
  package var maxDepth = 256
  /// Most elements in one file.
  package var maxElements = 4_000_000
  /// Most attributes in one start tag, namespace declarations included.
  ///
  /// libxml2 2.9 checks duplicate attributes pairwise, so parsing time grows with the square
  /// of this number.
  package var maxAttributes = 256
  /// Most namespace declarations (`xmlns`, `xmlns:p`) in scope at any element, counting those
  /// on the element and on all its ancestors.
  ///
  /// libxml2 2.9 looks prefixes up linearly in the in-scope declarations.
  package var maxNamespaceDeclarations = 64
  /// Longest attribute value, in UTF-8 bytes as written between the quotes.
  package var maxAttributeValueBytes = 1 << 20

  /// The nesting limit actually enforced: ``maxDepth``, capped at ``libxml2MaxDepth``.
  package var effectiveMaxDepth: Int { min(maxDepth, Self.libxml2MaxDepth) }

  /// The limits SceneDiff uses unless told otherwise.
  package static let `default` = XMLLimits()

  /// Creates the default limits.
  package init() {}
}
