/// Splits text into words and each word into runs of one face, as Minikin's `FontCollection`
/// itemizes it.
///
/// A character takes the first face that covers it: the requested family's closest face, then
/// each fallback family's closest face in ``AndroidFonts/fallback`` order. A "sticky" character
/// (a combining mark, a joiner, a variation selector, or one of Minikin's
/// `stickyWhitelist` punctuation marks `! , - . : ; ?`, U+00A0, U+2010, U+2011, U+202F) stays in
/// the previous run's face when that face covers it. Spaces (U+0020, U+00A0) are runs of their
/// own and line breaks and tabs are not shaped (zero advance here; the caller measures tabs).
/// A character no face covers is measured in the requested face (its missing-glyph box) and
/// listed in ``uncovered``.
struct FontRunSplitter {
  /// The collection the faces come from.
  let collection: FontCollection
  /// The requested family, weight and slant.
  let request: FontRequest
  /// The requested family's closest face.
  let primary: LoadedFont?
  /// Characters no face covers, in order, without repeats.
  private(set) var uncovered: [Unicode.Scalar] = []

  /// A splitter for `request` over `collection`.
  init(collection: FontCollection, request: FontRequest) {
    self.collection = collection
    self.request = request
    self.primary = collection.primary(for: request)
  }

  /// The runs of `text`, in order; bytes of line breaks and tabs belong to no run.
  ///
  /// ASCII text is read byte by byte without listing its characters first: a CR LF pair, the
  /// one ASCII character of two bytes, ends the current run and belongs to no run whether it
  /// is read as one character or as two.
  mutating func runs(of text: String) -> [FontRun] {
    var runs: [FontRun] = []
    var current: FontRun?
    let utf8 = text.utf8
    if utf8.allSatisfy({ $0 < 0x80 }) {
      if let primary, primary.coversASCII(utf8) { return wordRuns(utf8, primary) }
      var offset = 0
      for byte in utf8 {
        take(Unicode.Scalar(byte), offset..<offset + 1, &runs, &current)
        offset += 1
      }
    } else {
      var offset = 0
      for (length, first) in Self.characters(of: text) {
        take(first, offset..<offset + length, &runs, &current)
        offset += length
      }
    }
    if let run = current { runs.append(run) }
    return runs
  }

  /// The runs of ASCII `text` whose every shaped byte `font`, the requested family's closest
  /// face, covers: each character then takes `font` (a sticky one stays in the previous run's
  /// face, which is `font` too), so the runs are the words between spaces, tabs and line breaks,
  /// and each space on its own, as ``take(_:_:_:_:)`` makes them one character at a time.
  private func wordRuns(_ text: String.UTF8View, _ font: LoadedFont) -> [FontRun] {
    let isSynthetic = run(0..<0, font).isSynthetic
    var runs: [FontRun] = []
    var start = 0
    var offset = 0
    for byte in text {
      switch byte {
      case 0x0A, 0x0D, 0x09, 0x20:
        if start < offset {
          runs.append(FontRun(range: start..<offset, font: font, isSynthetic: isSynthetic))
        }
        if byte == 0x20 {
          runs.append(FontRun(range: offset..<offset + 1, font: font, isSynthetic: isSynthetic))
        }
        start = offset + 1
      default: break
      }
      offset += 1
    }
    if start < offset {
      runs.append(FontRun(range: start..<offset, font: font, isSynthetic: isSynthetic))
    }
    return runs
  }

  /// Adds the character at bytes `range`, starting with `first`, to `current` or starts a run
  /// with it, moving a finished run to `runs`.
  private mutating func take(
    _ first: Unicode.Scalar,
    _ range: Range<Int>,
    _ runs: inout [FontRun],
    _ current: inout FontRun?
  ) {
    switch first.value {
    case 0x0A, 0x0D, 0x09:
      if let run = current { runs.append(run) }
      current = nil
    case 0x20, 0xA0:
      if let run = current { runs.append(run) }
      current = nil
      if let font = face(for: first, previous: nil) { runs.append(run(range, font)) }
    default:
      guard let font = face(for: first, previous: current?.font) else { return }
      if let run = current, run.font === font {
        current?.range = run.range.lowerBound..<range.upperBound
      } else {
        if let run = current { runs.append(run) }
        current = run(range, font)
      }
    }
  }

  /// Each character of `text` as its UTF-8 length and first scalar, in order.
  ///
  /// Text that is all ASCII is read by its bytes: among ASCII characters only a carriage return
  /// followed by a line feed is one character of two scalars (Unicode's grapheme rule GB3),
  /// every other byte is a character of its own. Other text is read by `Character`.
  static func characters(of text: String) -> [(length: Int, first: Unicode.Scalar)] {
    var characters: [(length: Int, first: Unicode.Scalar)] = []
    let utf8 = text.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      for character in text {
        guard let first = character.unicodeScalars.first else { continue }
        characters.append((character.utf8.count, first))
      }
      return characters
    }
    characters.reserveCapacity(utf8.count)
    var previousIsCarriageReturn = false
    for byte in utf8 {
      if byte == 0x0A, previousIsCarriageReturn, let last = characters.indices.last {
        characters[last].length = 2
        previousIsCarriageReturn = false
        continue
      }
      characters.append((1, Unicode.Scalar(byte)))
      previousIsCarriageReturn = byte == 0x0D
    }
    return characters
  }

  /// A run of `range` in `font`, marked synthetic when the face lacks the requested weight or
  /// slant (Minikin's `computeFakery`: fake bold when the request is at least 600 and the face
  /// at least 200 lighter; fake italic when italic is asked of an upright face).
  private func run(_ range: Range<Int>, _ font: LoadedFont) -> FontRun {
    let fakeBold = request.weight >= 600 && request.weight - font.face.weight >= 200
    let fakeItalic = request.italic && !font.face.italic
    return FontRun(range: range, font: font, isSynthetic: fakeBold || fakeItalic)
  }

  /// The face for a character starting with `scalar`.
  private mutating func face(for scalar: Unicode.Scalar, previous: LoadedFont?) -> LoadedFont? {
    if let previous, Self.isSticky(scalar), previous.covers(scalar) { return previous }
    if let primary, primary.covers(scalar) { return primary }
    for family in 0..<collection.fallbackCount {
      if let font = collection.fallback(family, for: request), font.covers(scalar) {
        return font
      }
    }
    let properties = scalar.properties
    if !properties.isDefaultIgnorableCodePoint, properties.generalCategory != .control,
      !uncovered.contains(scalar)
    {
      uncovered.append(scalar)
    }
    return primary
  }

  /// Whether `scalar` continues the previous run when that run's face has it.
  ///
  /// No ASCII character is a mark, so an ASCII one is sticky only when it is one of the listed
  /// punctuation marks; its general category is not looked up.
  static func isSticky(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 {
      switch scalar.value {
      case 0x21, 0x2C, 0x2D, 0x2E, 0x3A, 0x3B, 0x3F: return true
      default: return false
      }
    }
    switch scalar.value {
    case 0x21, 0x2C, 0x2D, 0x2E, 0x3A, 0x3B, 0x3F, 0xA0, 0x2010, 0x2011, 0x202F, 0x200C, 0x200D,
      0xFE00...0xFE0F, 0xE0100...0xE01EF:
      return true
    default:
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .spacingMark: return true
      default: return false
      }
    }
  }
}
