internal import CFreeType
import Synchronization

/// Android's families and fallback chain over the files ``FontFileLocator`` finds, each face
/// opened on first use.
///
/// A face whose file is missing (or that FreeType or HarfBuzz cannot read) is left out; a
/// family none of whose faces opens is empty. The collection is ``isUsable`` only when Roboto
/// Regular (the default face) opens.
///
/// Faces are opened lazily, the first time a request needs them, so a process that measures
/// only Latin text in Roboto opens only the Roboto faces it asks for: the answers are those of
/// opening every face up front (the closest face is the best-scoring one that opens, ties in
/// fonts.xml's order), only cheaper. Safe to use from any thread.
final class FontCollection: Sendable {
  /// The process's collection.
  static let shared = FontCollection(locator: FontFileLocator())

  /// What has been opened so far.
  private struct State: ~Copyable {
    /// FreeType, initialised on the first face opened; `nil` before or when it failed.
    var library: OpaquePointer?
    /// Whether `FT_Init_FreeType` was tried.
    var triedLibrary = false
    /// Whether Roboto Regular opened, once asked.
    var isUsable: Bool?
    /// Each face tried, with the font it opened to (`nil` when it did not open).
    var opened: [FontFace: LoadedFont?] = [:]
    /// The closest face of each request's family (or `sans-serif`'s) that opened.
    var primary: [FontRequest: LoadedFont?] = [:]
    /// The closest face of each fallback family that opened, by request and family index.
    var fallback: [FallbackKey: LoadedFont?] = [:]
  }

  /// A fallback family asked for with a request.
  private struct FallbackKey: Hashable {
    var request: FontRequest
    var family: Int
  }

  /// Where font files are found.
  private let locator: FontFileLocator
  private let state = Mutex(State())

  /// A collection over the files `locator` finds (nothing is opened yet).
  init(locator: FontFileLocator) {
    self.locator = locator
  }

  deinit {
    state.withLock { state in
      if let library = state.library { FT_Done_FreeType(library) }
    }
  }

  /// Whether Roboto Regular opens: without it no measurement matches Android.
  var isUsable: Bool {
    state.withLock { state in
      if let known = state.isUsable { return known }
      let regular = AndroidFonts.faces(of: .sansSerif).first { $0.weight == 400 && !$0.italic }
      let usable = regular.map { open($0, &state) != nil } ?? false
      state.isUsable = usable
      return usable
    }
  }

  /// The font file names looked for and not found, sorted (this lists every search folder).
  var missingFiles: [String] {
    var names = FontFamily.allCases.flatMap { AndroidFonts.faces(of: $0).map(\.file) }
    names += AndroidFonts.fallback.flatMap { $0.map(\.file) }
    return Set(names.filter { locator.path(of: $0) == nil }).sorted()
  }

  /// The face of the requested family closest to `request` (``closest(_:to:)``), or of
  /// `sans-serif` when none of the family's faces opens (as Android falls back to the default
  /// family for an unknown name); `nil` when none opens.
  func primary(for request: FontRequest) -> LoadedFont? {
    state.withLock { state in
      if let known = state.primary[request] { return known }
      var found = closest(AndroidFonts.faces(of: request.family), to: request, &state)
      if found == nil, request.family != .sansSerif {
        found = closest(AndroidFonts.faces(of: .sansSerif), to: request, &state)
      }
      state.primary[request] = found
      return found
    }
  }

  /// The number of fallback families (``AndroidFonts/fallback``).
  var fallbackCount: Int { AndroidFonts.fallback.count }

  /// The face of fallback family `index` closest to `request`, `nil` when none of the family's
  /// faces opens.
  func fallback(_ index: Int, for request: FontRequest) -> LoadedFont? {
    state.withLock { state in
      let key = FallbackKey(request: request, family: index)
      if let known = state.fallback[key] { return known }
      let found = closest(AndroidFonts.fallback[index], to: request, &state)
      state.fallback[key] = found
      return found
    }
  }

  /// The face of `faces` closest to `request` that opens (Minikin's
  /// `FontFamily::getClosestMatch` over the faces present: the smallest weight difference in
  /// hundreds, plus 2 for a slant that differs; the first in order among equals).
  private func closest(_ faces: [FontFace], to request: FontRequest, _ state: inout State)
    -> LoadedFont?
  {
    let order = faces.indices.sorted {
      (Self.score(faces[$0], request), $0) < (Self.score(faces[$1], request), $1)
    }
    for index in order {
      if let font = open(faces[index], &state) { return font }
    }
    return nil
  }

  /// Minikin's match score of `face` for `request` (lower is closer).
  static func score(_ face: FontFace, _ request: FontRequest) -> Int {
    abs(face.weight - request.weight) / 100 + (face.italic == request.italic ? 0 : 2)
  }

  /// The font `face` opens to, opening it on first use; `nil` when its file is missing or
  /// cannot be read.
  private func open(_ face: FontFace, _ state: inout State) -> LoadedFont? {
    if let known = state.opened[face] { return known }
    if !state.triedLibrary {
      state.triedLibrary = true
      var library: OpaquePointer?
      if FT_Init_FreeType(&library) == 0 { state.library = library }
    }
    var font: LoadedFont?
    if let library = state.library, let path = locator.path(of: face.file) {
      font = LoadedFont(face: face, path: path, library: library)
    }
    state.opened[face] = font
    return font
  }
}
