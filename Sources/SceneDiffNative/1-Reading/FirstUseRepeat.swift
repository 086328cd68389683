/// A use of an id or transition name used before (``FirstUseLog/takeRepeats()``).
struct FirstUseRepeat {
  /// The value.
  var value: String
  /// Where it was used again.
  var use: FirstUse
  /// Where it was first used.
  var first: FirstUse
}
