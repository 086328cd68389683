internal import CFreeType

/// Android's families and fallback chain, opened once per process from the files
/// ``FontFileLocator`` finds.
///
/// A face whose file is missing is left out; a family none of whose files is found is empty.
/// The collection is ``isUsable`` only when Roboto Regular (the default face) was opened.
final class FontCollection: Sendable {
  /// The process's collection, opened on first use.
  static let shared = FontCollection(locator: FontFileLocator())

  /// The faces of each named family that were opened.
  let named: [FontFamily: [LoadedFont]]
  /// The fallback families that were opened (each non-empty), in order.
  let fallback: [[LoadedFont]]
  /// The file names looked for and not found, sorted.
  let missingFiles: [String]

  /// Opens every face `locator` finds.
  init(locator: FontFileLocator) {
    var library: OpaquePointer?
    var missing: Set<String> = []
    var named: [FontFamily: [LoadedFont]] = [:]
    var fallback: [[LoadedFont]] = []
    if FT_Init_FreeType(&library) == 0, let library {
      func open(_ faces: [FontFace]) -> [LoadedFont] {
        faces.compactMap { face in
          guard let path = locator.path(of: face.file) else {
            missing.insert(face.file)
            return nil
          }
          return LoadedFont(face: face, path: path, library: library)
        }
      }
      for family in FontFamily.allCases { named[family] = open(AndroidFonts.faces(of: family)) }
      fallback = AndroidFonts.fallback.map(open).filter { !$0.isEmpty }
      FT_Done_FreeType(library)
    }
    self.named = named
    self.fallback = fallback
    self.missingFiles = missing.sorted()
  }

  /// Whether Roboto Regular was opened: without it no measurement matches Android.
  var isUsable: Bool {
    named[.sansSerif]?.contains { $0.face.weight == 400 && !$0.face.italic } ?? false
  }

  /// The faces of `family`, falling back to `sans-serif` when none of its files was found
  /// (as Android falls back to the default family for an unknown name).
  func faces(of family: FontFamily) -> [LoadedFont] {
    let faces = named[family] ?? []
    return faces.isEmpty ? named[.sansSerif] ?? [] : faces
  }

  /// The face of `faces` closest to `request` (Minikin's `FontFamily::getClosestMatch`: the
  /// smallest weight difference in hundreds, plus 2 for a slant that differs).
  static func closest(_ faces: [LoadedFont], to request: FontRequest) -> LoadedFont? {
    var best: LoadedFont?
    var bestScore = Int.max
    for font in faces {
      let score =
        abs(font.face.weight - request.weight) / 100 + (font.face.italic == request.italic ? 0 : 2)
      if score < bestScore {
        best = font
        bestScore = score
      }
    }
    return best
  }
}
