import SceneDiffCore

/// `android.view.Gravity`: how a box is placed inside a larger one, as the bit flags Android
/// uses, so that `start|bottom` and `bottom|start` are the same value.
///
/// Each axis has a "specified" bit and "pull before/after" bits; `start` and `end` also carry
/// the relative-direction bit and become `left`/`right` through ``absolute(isRightToLeft:)``.
struct Gravity: Sendable, Hashable, CustomStringConvertible {
  /// The flags as Android defines them.
  var rawValue: Int

  /// Creates a gravity from Android's flag value.
  init(rawValue: Int) { self.rawValue = rawValue }

  // Android's constants (Gravity.java).
  static let axisSpecified = 0x0001
  static let axisPullBefore = 0x0002
  static let axisPullAfter = 0x0004
  static let axisClip = 0x0008
  static let xShift = 0
  static let yShift = 4
  static let relativeDirection = 0x0080_0000

  /// No flags.
  static let none = Gravity(rawValue: 0)
  /// `top`.
  static let top = Gravity(rawValue: 0x30)
  /// `bottom`.
  static let bottom = Gravity(rawValue: 0x50)
  /// `left`.
  static let left = Gravity(rawValue: 0x03)
  /// `right`.
  static let right = Gravity(rawValue: 0x05)
  /// `center_vertical`.
  static let centerVertical = Gravity(rawValue: 0x10)
  /// `fill_vertical`.
  static let fillVertical = Gravity(rawValue: 0x70)
  /// `center_horizontal`.
  static let centerHorizontal = Gravity(rawValue: 0x01)
  /// `fill_horizontal`.
  static let fillHorizontal = Gravity(rawValue: 0x07)
  /// `center`.
  static let center = Gravity(rawValue: 0x11)
  /// `fill`.
  static let fill = Gravity(rawValue: 0x77)
  /// `clip_vertical`.
  static let clipVertical = Gravity(rawValue: 0x80)
  /// `clip_horizontal`.
  static let clipHorizontal = Gravity(rawValue: 0x08)
  /// `start`.
  static let start = Gravity(rawValue: 0x0080_0003)
  /// `end`.
  static let end = Gravity(rawValue: 0x0080_0005)

  /// `Gravity.HORIZONTAL_GRAVITY_MASK` bits of ``rawValue``.
  static let horizontalMask = 0x07
  /// `Gravity.VERTICAL_GRAVITY_MASK`.
  static let verticalMask = 0x70
  /// `Gravity.RELATIVE_HORIZONTAL_GRAVITY_MASK`: horizontal bits with the relative bit.
  static let relativeHorizontalMask = 0x0080_0007

  /// Every word a gravity attribute accepts, with its flags (`attrs.xml`).
  static let words: [(String, Gravity)] = [
    ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right),
    ("center_vertical", .centerVertical), ("fill_vertical", .fillVertical),
    ("center_horizontal", .centerHorizontal), ("fill_horizontal", .fillHorizontal),
    ("center", .center), ("fill", .fill), ("clip_vertical", .clipVertical),
    ("clip_horizontal", .clipHorizontal), ("start", .start), ("end", .end),
  ]

  /// Parses `word|word|…` as aapt does: the words' flags are or-ed together.
  ///
  /// Whole numbers (decimal or `0x` hexadecimal) are taken as raw flags. `nil` if a word is
  /// unknown.
  init?(parsing text: String) {
    if let flags = Self.plainWords(text) {
      self.init(rawValue: flags)
      return
    }
    var value = 0
    for word in text.split(separator: "|", omittingEmptySubsequences: false) {
      let name = word.trimmingWhitespaces
      if let known = Self.words.first(where: { $0.0 == name }) {
        value |= known.1.rawValue
      } else if let number = Self.integer(name) {
        value |= number
      } else {
        return nil
      }
    }
    self.init(rawValue: value)
  }

  /// The flags of `text` when it is made of ``words`` alone, joined by `|` without spaces
  /// (`center_vertical|start`), read on its UTF-8 bytes in place; `nil` for any other text,
  /// which ``init(parsing:)`` reads word by word.
  ///
  /// Such a text has no whitespace to trim and no number, so the answer is the one the word
  /// loop gives; the loop compared each `Substring` with the words' `String`s through the
  /// generic `StringProtocol` equality, about 6,000 instructions a value.
  private static func plainWords(_ text: String) -> Int? {
    let flags = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var value = 0
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "|") {
        guard let flags = wordFlags(UnsafeBufferPointer(rebasing: bytes[start..<end])) else {
          return nil
        }
        value |= flags
        start = end + 1
      }
      return value
    }
    return flags ?? nil
  }

  /// The flags of the word of ``words`` whose UTF-8 bytes are `bytes`, `nil` when none is.
  private static func wordFlags(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    for (word, gravity) in wordBytes where word.count == bytes.count {
      if word.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) { return gravity }
    }
    return nil
  }

  /// ``words`` as UTF-8 bytes with their flags.
  private static let wordBytes: [([UInt8], Int)] = words.map { (Array($0.0.utf8), $0.1.rawValue) }

  private static func integer(_ text: String) -> Int? {
    if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16) }
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }

  /// The horizontal bits, including the relative bit (`start`/`end` stay relative).
  var horizontal: Int { rawValue & Self.relativeHorizontalMask }
  /// The vertical bits.
  var vertical: Int { rawValue & Self.verticalMask }
  /// Whether a horizontal flag is set.
  var hasHorizontal: Bool { rawValue & Self.horizontalMask != 0 }
  /// Whether a vertical flag is set.
  var hasVertical: Bool { rawValue & Self.verticalMask != 0 }

  /// `Gravity.getAbsoluteGravity`: `start`/`end` replaced by `left`/`right` for the direction.
  func absolute(isRightToLeft: Bool) -> Gravity {
    var result = rawValue
    guard result & Self.relativeDirection != 0 else { return self }
    if result & Gravity.start.rawValue == Gravity.start.rawValue {
      result &= ~Gravity.start.rawValue
      result |= isRightToLeft ? Gravity.right.rawValue : Gravity.left.rawValue
    } else if result & Gravity.end.rawValue == Gravity.end.rawValue {
      result &= ~Gravity.end.rawValue
      result |= isRightToLeft ? Gravity.left.rawValue : Gravity.right.rawValue
    }
    result &= ~Self.relativeDirection
    return Gravity(rawValue: result)
  }

  /// The horizontal part as one of Android's constants (after ``absolute(isRightToLeft:)``).
  var horizontalPlacement: AxisPlacement {
    AxisPlacement(bits: (rawValue & Self.horizontalMask) >> Self.xShift)
  }

  /// The vertical part as one of Android's constants.
  var verticalPlacement: AxisPlacement {
    AxisPlacement(bits: (rawValue & Self.verticalMask) >> Self.yShift)
  }

  /// `Gravity.apply` without clipping: places a `width × height` box inside `container`.
  ///
  /// The gravity must be absolute; `xAdjust`/`yAdjust` are 0. Centre → `left + (containerWidth − w) / 2`,
  /// before edge → `left`, after edge → `right − w`, fill → the container's whole extent; the
  /// same vertically. An axis with no flag at all is centred, as in Android (callers that want
  /// `start|top` for a missing axis add it first).
  func apply(width: Int, height: Int, in container: PixelBounds) -> PixelBounds {
    let (left, w) = Self.place(
      horizontalPlacement,
      size: width,
      from: container.left,
      to: container.right
    )
    let (top, h) = Self.place(
      verticalPlacement,
      size: height,
      from: container.top,
      to: container.bottom
    )
    return PixelBounds(left: left, top: top, right: left + w, bottom: top + h)
  }

  private static func place(
    _ placement: AxisPlacement,
    size: Int,
    from start: Int,
    to end: Int
  ) -> (Int, Int) {
    switch placement {
    case .before: (start, size)
    case .after: (end - size, size)
    case .center, .none: (start + (end - start - size) / 2, size)
    case .fill: (start, end - start)
    }
  }

  /// The words that make up this value, `|`-separated (for messages and the scene output).
  var description: String {
    var parts: [String] = []
    switch rawValue & Self.relativeHorizontalMask {
    case Gravity.start.rawValue: parts.append("start")
    case Gravity.end.rawValue: parts.append("end")
    case Gravity.left.rawValue: parts.append("left")
    case Gravity.right.rawValue: parts.append("right")
    case Gravity.centerHorizontal.rawValue: parts.append("center_horizontal")
    case Gravity.fillHorizontal.rawValue: parts.append("fill_horizontal")
    default: break
    }
    switch rawValue & Self.verticalMask {
    case Gravity.top.rawValue: parts.append("top")
    case Gravity.bottom.rawValue: parts.append("bottom")
    case Gravity.centerVertical.rawValue: parts.append("center_vertical")
    case Gravity.fillVertical.rawValue: parts.append("fill_vertical")
    default: break
    }
    return parts.isEmpty ? "none" : parts.joined(separator: "|")
  }
}
