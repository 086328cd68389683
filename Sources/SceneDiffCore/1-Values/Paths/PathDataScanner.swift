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
