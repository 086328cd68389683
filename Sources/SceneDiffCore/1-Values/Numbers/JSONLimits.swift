/// Limits that keep a hostile or broken JSON file from exhausting time or memory.
///
/// ``JSONReader`` checks each while it reads, so a violation is reported at the exact value
/// that crosses it. `Docs/output-formats.md` lists the defaults.
public struct JSONLimits: Sendable, Hashable {
  /// The deepest nesting the reader accepts whatever ``maxDepth`` says, so that reading never
  /// runs out of stack.
  public static let deepestNesting = 256

  /// Largest accepted document, in bytes (a file's size is checked before it is read).
  public var maxBytes = 64 << 20
  /// Deepest accepted nesting of arrays and objects; the outermost one is at depth 1.
  ///
  /// Values above ``deepestNesting`` behave as ``deepestNesting``.
  public var maxDepth = 256
  /// Most values (objects, arrays, strings, numbers, literals) in one document.
  public var maxValues = 4_000_000

  /// The nesting limit actually enforced: ``maxDepth``, capped at ``deepestNesting``.
  public var effectiveMaxDepth: Int { min(maxDepth, Self.deepestNesting) }

  /// The limits SceneDiff uses unless told otherwise.
  public static let `default` = JSONLimits()

  /// Creates the default limits.
  public init() {}
}
