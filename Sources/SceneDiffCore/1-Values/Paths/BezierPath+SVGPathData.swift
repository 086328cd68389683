extension BezierPath {
  /// Builds a path from SVG path data, as Android's `PathParser.createPathFromPathData` does.
  ///
  /// Syntax: the full SVG grammar — `M L H V C S Q T A Z`, absolute (upper case) and relative
  /// (lower case), repeated argument groups without repeating the letter (after `M`/`m` they are
  /// line-tos), numbers such as `1e-3`, `+2`, `.5`, `-.5.5` (two numbers) and `1-2` (two
  /// numbers), separators made of white space and commas, and arc flags packed against the
  /// next number (`a1 1 0 011 1`). Numbers are read straight into `Float`, as `strtof` does.
  ///
  /// Semantics follow Android's `PathResolver` (`libs/hwui/VectorDrawableUtils.cpp`): `S`/`T`
  /// reflect the previous control point only after `C`/`S` or `Q`/`T` commands, `Z` closes and
  /// then moves to the contour's start, and arcs become cubic Béziers of at most 45° each by
  /// Android's `drawArc`/`arcToBezier` (radii too small are scaled up; an arc to its own start
  /// point, or one with a zero radius, adds nothing).
  ///
  /// Where Android is more lenient than SVG, this parser is too: data may start with any
  /// command (a drawing command first starts at (0, 0)), a command may have no numbers at all
  /// (it then adds nothing), commas may repeat, and an arc flag may be any number (non-zero
  /// means set). Where Android is stricter (packed arc flags), the SVG grammar is accepted.
  ///
  /// - Parameter svgPathData: The path data, e.g. `M0 0 C 0.4,0 0.2,1 1,1`.
  /// - Throws: ``PathDataError`` at the offending byte: empty data, data not starting with a
  ///   command, an unknown command letter, an unexpected character, a malformed or out-of-range
  ///   number, or a command whose number count is not a multiple of its group size.
  public init(svgPathData: String) throws(PathDataError) {
    var scanner = PathDataScanner(svgPathData)
    let segments = try scanner.scan()
    var resolver = PathResolver()
    var previous: UInt8 = UInt8(ascii: "m")
    for segment in segments {
      resolver.add(segment.command, previous: previous, numbers: segment.numbers)
      previous = segment.command
    }
    self = resolver.path
  }
}
