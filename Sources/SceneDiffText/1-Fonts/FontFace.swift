/// One font file of a family as fonts.xml lists it: the file's name, the face in a collection,
/// its weight and slant.
struct FontFace: Sendable, Hashable {
  /// The file name (searched for by ``FontFileLocator``).
  var file: String
  /// For a `.ttc` collection, the family name of the face to use (FreeType's `family_name`);
  /// `nil` for the first face.
  var faceFamily: String?
  /// The weight the face is declared with.
  var weight: Int
  /// Whether the face is italic.
  var italic: Bool

  /// A face of `file`, Regular upright unless told.
  init(_ file: String, face: String? = nil, weight: Int = 400, italic: Bool = false) {
    self.file = file
    self.faceFamily = face
    self.weight = weight
    self.italic = italic
  }
}
