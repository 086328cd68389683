/// Why SVG path data could not be read.
///
/// `offset` is the byte offset (UTF-8) in the path-data string where the problem is, so a
/// caller can point into the attribute value that held it.
public struct PathDataError: Error, Equatable, Sendable {
  /// The byte offset in the path-data string.
  public var offset: Int
  /// Lowercase, quotes the bad text and says what was expected.
  public var message: String

  /// Creates an error.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}

extension Path {
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

/// One command letter of SVG path data with all the numbers that follow it.
struct PathDataSegment: Sendable, Hashable {
  /// The command letter as an ASCII byte (`M`, `l`, …).
  var command: UInt8
  /// Where the letter is (byte offset).
  var offset: Int
  /// The numbers, a multiple of the command's group size.
  var numbers: [Float]
}

/// The lexical part of path-data parsing: command letters and numbers, with offsets.
struct PathDataScanner {
  /// The path data as UTF-8.
  private let bytes: [UInt8]
  /// The next byte to read.
  private var index = 0

  /// Prepares to scan a string.
  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// How many numbers one group of a command takes, or `nil` for a byte that is not a command.
  static func groupSize(_ command: UInt8) -> Int? {
    switch command | 0x20 {  // lower-case ASCII letters
    case UInt8(ascii: "z"): 0
    case UInt8(ascii: "h"), UInt8(ascii: "v"): 1
    case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): 2
    case UInt8(ascii: "s"), UInt8(ascii: "q"): 4
    case UInt8(ascii: "c"): 6
    case UInt8(ascii: "a"): 7
    default: nil
    }
  }

  /// Splits the data into commands with their numbers.
  mutating func scan() throws(PathDataError) -> [PathDataSegment] {
    var segments: [PathDataSegment] = []
    skipSeparators()
    if index == bytes.count {
      throw PathDataError(offset: 0, message: "path data is empty")
    }
    while index < bytes.count {
      let letterOffset = index
      let letter = bytes[index]
      guard isASCIILetter(letter) else {
        throw PathDataError(
          offset: index,
          message: segments.isEmpty
            ? "path data must start with a command letter, found '\(character(at: index))'"
            : "unexpected character '\(character(at: index))'"
        )
      }
      guard let size = PathDataScanner.groupSize(letter) else {
        throw PathDataError(
          offset: index,
          message: "unknown path command '\(character(at: index))'"
        )
      }
      index += 1
      var numbers: [Float] = []
      while true {
        skipSeparators()
        guard index < bytes.count, !isASCIILetter(bytes[index]) else { break }
        let position = size == 7 ? numbers.count % 7 : -1
        numbers.append(try position == 3 || position == 4 ? readFlag() : readNumber())
      }
      if size == 0 ? !numbers.isEmpty : numbers.count % size != 0 {
        let name = String(UnicodeScalar(letter))
        let expected = size == 0 ? "no numbers" : "a multiple of \(size) numbers"
        throw PathDataError(
          offset: letterOffset,
          message: "'\(name)' needs \(expected), found \(numbers.count)"
        )
      }
      segments.append(PathDataSegment(command: letter, offset: letterOffset, numbers: numbers))
    }
    return segments
  }

  /// Skips white space (space, tab, line feed, carriage return, form feed) and commas.
  private mutating func skipSeparators() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ","): index += 1
      default: return
      }
    }
  }

  /// Reads an arc flag: a single `0` or `1` directly followed by a digit (packed flags), or
  /// otherwise any number (Android reads flags as numbers; non-zero means set).
  private mutating func readFlag() throws(PathDataError) -> Float {
    let byte = bytes[index]
    if byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1"), index + 1 < bytes.count,
      isDigit(bytes[index + 1])
    {
      index += 1
      return byte == UInt8(ascii: "1") ? 1 : 0
    }
    return try readNumber()
  }

  /// Reads a number: `sign? (digits ('.' digits?)? | '.' digits) (('e'|'E') sign? digits)?`.
  private mutating func readNumber() throws(PathDataError) -> Float {
    let start = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      index += 1
    }
    var digits = 0
    while index < bytes.count, isDigit(bytes[index]) {
      index += 1
      digits += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, isDigit(bytes[index]) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else {
      throw PathDataError(
        offset: start,
        message: index == start
          ? "unexpected character '\(character(at: start))'"
          : "invalid number '\(text(start, index))'"
      )
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      var exponentEnd = index + 1
      if exponentEnd < bytes.count,
        bytes[exponentEnd] == UInt8(ascii: "+") || bytes[exponentEnd] == UInt8(ascii: "-")
      {
        exponentEnd += 1
      }
      var exponentDigits = 0
      while exponentEnd < bytes.count, isDigit(bytes[exponentEnd]) {
        exponentEnd += 1
        exponentDigits += 1
      }
      guard exponentDigits > 0 else {
        throw PathDataError(
          offset: start,
          message: "invalid number '\(text(start, exponentEnd))'"
        )
      }
      index = exponentEnd
    }
    let literal = text(start, index)
    guard let value = Float(literal), value.isFinite else {
      throw PathDataError(offset: start, message: "number out of range '\(literal)'")
    }
    return value
  }

  /// Whether a byte is an ASCII digit.
  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether a byte is an ASCII letter other than `e`/`E` (which belong to numbers).
  private func isASCIILetter(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") && lower != UInt8(ascii: "e")
  }

  /// The bytes `start..<end` as text.
  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
  }

  /// The whole character (all bytes of its UTF-8 sequence) starting at `offset`.
  private func character(at offset: Int) -> String {
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 {
      end += 1
    }
    return text(offset, end)
  }
}

/// Android's `PathResolver`: turns parsed commands into `SkPath` calls.
///
/// Keeps the resolver's own current point and control point (`Float`), which relative `H`/`V`,
/// the reflections of `S`/`T` and arcs use, separately from the path's last point, which
/// Skia's relative calls use — exactly as Android does (they differ only after an arc that
/// added nothing).
private struct PathResolver {
  /// The path being built.
  var path = Path()
  /// The resolver's current point.
  var currentX: Float = 0
  /// The resolver's current point.
  var currentY: Float = 0
  /// The last control point, for `S`/`T` reflection.
  var ctrlPointX: Float = 0
  /// The last control point, for `S`/`T` reflection.
  var ctrlPointY: Float = 0
  /// The start of the current contour.
  var currentSegmentStartX: Float = 0
  /// The start of the current contour.
  var currentSegmentStartY: Float = 0

  /// Adds one command letter with all its numbers (`PathResolver::addCommand`).
  mutating func add(_ command: UInt8, previous: UInt8, numbers p: [Float]) {
    var previousCommand = previous
    if command | 0x20 == UInt8(ascii: "z") {
      path.close()
      // The path is closed; move the pen to the closed position.
      currentX = currentSegmentStartX
      currentY = currentSegmentStartY
      ctrlPointX = currentSegmentStartX
      ctrlPointY = currentSegmentStartY
      path.moveTo(currentX, currentY)
      return
    }
    guard let size = PathDataScanner.groupSize(command), size > 0 else { return }
    var k = 0
    while k < p.count {
      addGroup(command, previous: previousCommand, p, k)
      previousCommand = command
      k += size
    }
  }

  /// Whether a command letter is `C`, `c`, `S` or `s`.
  private static func isCubic(_ command: UInt8) -> Bool {
    command | 0x20 == UInt8(ascii: "c") || command | 0x20 == UInt8(ascii: "s")
  }

  /// Whether a command letter is `Q`, `q`, `T` or `t`.
  private static func isQuad(_ command: UInt8) -> Bool {
    command | 0x20 == UInt8(ascii: "q") || command | 0x20 == UInt8(ascii: "t")
  }

  /// Adds one argument group `p[k...]` of a command.
  private mutating func addGroup(_ command: UInt8, previous: UInt8, _ p: [Float], _ k: Int) {
    switch command {
    case UInt8(ascii: "m"):
      currentX += p[k]
      currentY += p[k + 1]
      if k > 0 {
        // Further pairs after a moveto are implicit linetos.
        path.rLineTo(p[k], p[k + 1])
      } else {
        path.rMoveTo(p[k], p[k + 1])
        currentSegmentStartX = currentX
        currentSegmentStartY = currentY
      }
    case UInt8(ascii: "M"):
      currentX = p[k]
      currentY = p[k + 1]
      if k > 0 {
        path.lineTo(p[k], p[k + 1])
      } else {
        path.moveTo(p[k], p[k + 1])
        currentSegmentStartX = currentX
        currentSegmentStartY = currentY
      }
    case UInt8(ascii: "l"):
      path.rLineTo(p[k], p[k + 1])
      currentX += p[k]
      currentY += p[k + 1]
    case UInt8(ascii: "L"):
      path.lineTo(p[k], p[k + 1])
      currentX = p[k]
      currentY = p[k + 1]
    case UInt8(ascii: "h"):
      path.rLineTo(p[k], 0)
      currentX += p[k]
    case UInt8(ascii: "H"):
      path.lineTo(p[k], currentY)
      currentX = p[k]
    case UInt8(ascii: "v"):
      path.rLineTo(0, p[k])
      currentY += p[k]
    case UInt8(ascii: "V"):
      path.lineTo(currentX, p[k])
      currentY = p[k]
    case UInt8(ascii: "c"):
      path.rCubicTo(p[k], p[k + 1], p[k + 2], p[k + 3], p[k + 4], p[k + 5])
      ctrlPointX = currentX + p[k + 2]
      ctrlPointY = currentY + p[k + 3]
      currentX += p[k + 4]
      currentY += p[k + 5]
    case UInt8(ascii: "C"):
      path.cubicTo(p[k], p[k + 1], p[k + 2], p[k + 3], p[k + 4], p[k + 5])
      currentX = p[k + 4]
      currentY = p[k + 5]
      ctrlPointX = p[k + 2]
      ctrlPointY = p[k + 3]
    case UInt8(ascii: "s"):
      var reflectiveX: Float = 0
      var reflectiveY: Float = 0
      if PathResolver.isCubic(previous) {
        reflectiveX = currentX - ctrlPointX
        reflectiveY = currentY - ctrlPointY
      }
      path.rCubicTo(reflectiveX, reflectiveY, p[k], p[k + 1], p[k + 2], p[k + 3])
      ctrlPointX = currentX + p[k]
      ctrlPointY = currentY + p[k + 1]
      currentX += p[k + 2]
      currentY += p[k + 3]
    case UInt8(ascii: "S"):
      var reflectiveX = currentX
      var reflectiveY = currentY
      if PathResolver.isCubic(previous) {
        reflectiveX = 2 * currentX - ctrlPointX
        reflectiveY = 2 * currentY - ctrlPointY
      }
      path.cubicTo(reflectiveX, reflectiveY, p[k], p[k + 1], p[k + 2], p[k + 3])
      ctrlPointX = p[k]
      ctrlPointY = p[k + 1]
      currentX = p[k + 2]
      currentY = p[k + 3]
    case UInt8(ascii: "q"):
      path.rQuadTo(p[k], p[k + 1], p[k + 2], p[k + 3])
      ctrlPointX = currentX + p[k]
      ctrlPointY = currentY + p[k + 1]
      currentX += p[k + 2]
      currentY += p[k + 3]
    case UInt8(ascii: "Q"):
      path.quadTo(p[k], p[k + 1], p[k + 2], p[k + 3])
      ctrlPointX = p[k]
      ctrlPointY = p[k + 1]
      currentX = p[k + 2]
      currentY = p[k + 3]
    case UInt8(ascii: "t"):
      var reflectiveX: Float = 0
      var reflectiveY: Float = 0
      if PathResolver.isQuad(previous) {
        reflectiveX = currentX - ctrlPointX
        reflectiveY = currentY - ctrlPointY
      }
      path.rQuadTo(reflectiveX, reflectiveY, p[k], p[k + 1])
      ctrlPointX = currentX + reflectiveX
      ctrlPointY = currentY + reflectiveY
      currentX += p[k]
      currentY += p[k + 1]
    case UInt8(ascii: "T"):
      var reflectiveX = currentX
      var reflectiveY = currentY
      if PathResolver.isQuad(previous) {
        reflectiveX = 2 * currentX - ctrlPointX
        reflectiveY = 2 * currentY - ctrlPointY
      }
      path.quadTo(reflectiveX, reflectiveY, p[k], p[k + 1])
      ctrlPointX = reflectiveX
      ctrlPointY = reflectiveY
      currentX = p[k]
      currentY = p[k + 1]
    case UInt8(ascii: "a"):
      path.addArc(
        from: currentX,
        currentY,
        to: p[k + 5] + currentX,
        p[k + 6] + currentY,
        radii: p[k],
        p[k + 1],
        rotation: p[k + 2],
        largeArc: p[k + 3] != 0,
        sweep: p[k + 4] != 0
      )
      currentX += p[k + 5]
      currentY += p[k + 6]
      ctrlPointX = currentX
      ctrlPointY = currentY
    case UInt8(ascii: "A"):
      path.addArc(
        from: currentX,
        currentY,
        to: p[k + 5],
        p[k + 6],
        radii: p[k],
        p[k + 1],
        rotation: p[k + 2],
        largeArc: p[k + 3] != 0,
        sweep: p[k + 4] != 0
      )
      currentX = p[k + 5]
      currentY = p[k + 6]
      ctrlPointX = currentX
      ctrlPointY = currentY
    default:
      break
    }
  }
}
