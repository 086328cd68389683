internal import CFreeType
internal import CHarfBuzz

/// One face opened for shaping: a HarfBuzz font at its own units per em, and the face's
/// vertical metrics read once through FreeType.
///
/// `@unchecked Sendable`: the HarfBuzz font is made immutable after creation and HarfBuzz
/// allows shaping with one immutable font from several threads at once (each call has its
/// own buffer); nothing else is mutable.
final class LoadedFont: @unchecked Sendable {
  /// The face as fonts.xml lists it.
  let face: FontFace
  /// The file it was read from.
  let path: String
  /// Its vertical metrics.
  let metrics: FontVerticalMetrics
  /// The `hb_font_t *`, scaled to the face's units per em (so advances are font units).
  private let font: OpaquePointer
  /// Which ASCII characters the face covers, read once (``covers(_:)``).
  private let asciiCoverage: (low: UInt64, high: UInt64)
  /// The glyphs of the ASCII runs shaped in this face so far.
  private let asciiRuns = ASCIIRunCache()

  /// Opens `face` from `path`, or `nil` when FreeType or HarfBuzz cannot read it (or a
  /// collection has no face of the wanted family).
  init?(face: FontFace, path: String, library: OpaquePointer) {
    guard let (index, metrics) = Self.readFace(face, path: path, library: library),
      let blob = hb_blob_create_from_file_or_fail(path)
    else { return nil }
    let hbFace = hb_face_create(blob, UInt32(index))
    hb_blob_destroy(blob)
    guard let hbFont = hb_font_create(hbFace) else {
      hb_face_destroy(hbFace)
      return nil
    }
    hb_face_destroy(hbFace)
    hb_font_make_immutable(hbFont)
    asciiCoverage = Self.asciiCoverage(hbFont)
    self.face = face
    self.path = path
    self.metrics = metrics
    self.font = hbFont
  }

  deinit { hb_font_destroy(font) }

  /// Whether the face maps `scalar` to a glyph (its `cmap` has it).
  func covers(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 {
      let word = scalar.value < 0x40 ? asciiCoverage.low : asciiCoverage.high
      return word >> UInt64(scalar.value & 0x3F) & 1 != 0
    }
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
  }

  /// Whether the face covers every byte of the ASCII `text` but tabs and line breaks (which
  /// are not shaped): the bytes present, as ``asciiCoverage``'s two words, have no bit the
  /// face's lack.
  func coversASCII(_ text: String.UTF8View) -> Bool {
    var present: (low: UInt64, high: UInt64) = (0, 0)
    for byte in text {
      if byte < 0x40 {
        present.low |= 1 << UInt64(byte)
      } else {
        present.high |= 1 << UInt64(byte & 0x3F)
      }
    }
    let unshaped: UInt64 = 1 << 0x09 | 1 << 0x0A | 1 << 0x0D
    return present.low & ~unshaped & ~asciiCoverage.low == 0
      && present.high & ~asciiCoverage.high == 0
  }

  /// Which of the 128 ASCII characters `font`'s `cmap` maps to a glyph: bit `c` of `low` for
  /// `c` below 0x40, bit `c − 0x40` of `high` for the others.
  private static func asciiCoverage(_ font: OpaquePointer) -> (low: UInt64, high: UInt64) {
    var coverage: (low: UInt64, high: UInt64) = (0, 0)
    for value in UInt32(0)..<0x80 {
      var glyph: hb_codepoint_t = 0
      guard hb_font_get_nominal_glyph(font, value, &glyph) != 0 else { continue }
      if value < 0x40 {
        coverage.low |= 1 << UInt64(value)
      } else {
        coverage.high |= 1 << UInt64(value - 0x40)
      }
    }
    return coverage
  }

  /// Shapes bytes `range` of the UTF-8 `text` and adds each glyph's advance, in font units,
  /// to `advances` at its cluster's byte offset (offsets index `text`).
  ///
  /// Without `ligatures`, the `liga` and `clig` features are off (Minikin turns them off when
  /// the paint has letter spacing). The buffer's language is English, so the result does not
  /// depend on the process locale; script and direction are guessed from the text. A run of at
  /// most ``ASCIIRunCache/maxRunBytes`` ASCII bytes is shaped once per face and ligature
  /// setting: its glyphs do not depend on the text around it (``ASCIIRunCache``).
  func shape(_ text: [UInt8], _ range: Range<Int>, ligatures: Bool, into advances: inout [Int]) {
    guard !range.isEmpty else { return }
    let glyphs =
      ASCIIRunCache.keeps(text, range)
      ? asciiRuns.glyphs(ASCIIRunCache.Key(bytes: text[range], ligatures: ligatures)) {
        shapedGlyphs(text, range, ligatures: ligatures)
      }
      : shapedGlyphs(text, range, ligatures: ligatures)
    for glyph in glyphs {
      let offset = range.lowerBound + glyph.cluster
      if offset < advances.count { advances[offset] += glyph.advance }
    }
  }

  /// The glyphs HarfBuzz gives bytes `range` of `text` (the bytes around it as context), with
  /// clusters counted from the range's start.
  private func shapedGlyphs(_ text: [UInt8], _ range: Range<Int>, ligatures: Bool)
    -> [ASCIIRunCache.Glyph]
  {
    guard let buffer = hb_buffer_create() else { return [] }
    defer { hb_buffer_destroy(buffer) }
    text.withUnsafeBufferPointer { bytes in
      bytes.baseAddress?.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pointer in
        hb_buffer_add_utf8(
          buffer,
          pointer,
          Int32(bytes.count),
          UInt32(range.lowerBound),
          Int32(range.count)
        )
      }
    }
    hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
    hb_buffer_guess_segment_properties(buffer)
    var features =
      ligatures
      ? []
      : [Self.feature("liga"), Self.feature("clig")]
    hb_shape(font, buffer, &features, UInt32(features.count))
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    return (0..<Int(count)).map { index in
      ASCIIRunCache.Glyph(
        cluster: Int(infos[index].cluster) - range.lowerBound,
        advance: Int(positions[index].x_advance)
      )
    }
  }

  /// A feature turned off over the whole buffer.
  private static func feature(_ tag: String) -> hb_feature_t {
    let value = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return hb_feature_t(tag: value, value: 0, start: 0, end: UInt32.max)
  }

  /// The face index of `face` in the file (a collection's face by family name) and its
  /// metrics, through FreeType.
  private static func readFace(_ face: FontFace, path: String, library: OpaquePointer)
    -> (Int, FontVerticalMetrics)?
  {
    var ftFace: FT_Face?
    guard FT_New_Face(library, path, -1, &ftFace) == 0, let probe = ftFace else { return nil }
    let faceCount = probe.pointee.num_faces
    FT_Done_Face(probe)
    for index in 0..<max(1, faceCount) {
      var opened: FT_Face?
      guard FT_New_Face(library, path, index, &opened) == 0, let current = opened else { continue }
      defer { FT_Done_Face(current) }
      let record = current.pointee
      if let wanted = face.faceFamily {
        guard let name = record.family_name, String(cString: name) == wanted else { continue }
      }
      let metrics = FontVerticalMetrics(
        unitsPerEm: Int(record.units_per_EM),
        ascender: Int(record.ascender),
        descender: Int(record.descender),
        yMax: Int(record.bbox.yMax),
        yMin: Int(record.bbox.yMin)
      )
      return (index, metrics)
    }
    return nil
  }
}
