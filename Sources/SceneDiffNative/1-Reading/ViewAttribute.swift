import SceneDiffXML

/// The attributes a native `<view>` may have (design §2), found by comparing bytes.
enum ViewAttribute: Int, CaseIterable {
  case id, transitionName, className, x, y, width, height, translationX, translationY
  case translationZ, elevation, scaleX, scaleY, rotation, rotationX, rotationY, pivotX, pivotY
  case alpha, visibility, clip, scrollX, scrollY, scaleType, drawableWidth, drawableHeight
  case background, text, cornerRadius, textSize

  /// The attribute's name as written.
  var name: String { Self.names[rawValue] }

  /// Every name, in case order (also the order in which suggestions break ties).
  static let names: [String] = [
    "id", "transitionName", "class", "x", "y", "width", "height", "translationX", "translationY",
    "translationZ", "elevation", "scaleX", "scaleY", "rotation", "rotationX", "rotationY",
    "pivotX", "pivotY", "alpha", "visibility", "clip", "scrollX", "scrollY", "scaleType",
    "drawableWidth", "drawableHeight", "background", "text", "cornerRadius", "textSize",
  ]

  /// The names' bytes, grouped by length: `byLength[n]` lists the attributes named in n bytes.
  private static let byLength: [[(bytes: [UInt8], attribute: ViewAttribute)]] = {
    var table = [[(bytes: [UInt8], attribute: ViewAttribute)]](repeating: [], count: 16)
    for attribute in allCases {
      let bytes = Array(attribute.name.utf8)
      table[bytes.count].append((bytes, attribute))
    }
    return table
  }()

  /// The attribute named by `bytes`, if it is one.
  static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> ViewAttribute? {
    guard bytes.count < byLength.count else { return nil }
    for candidate in byLength[bytes.count] where candidate.bytes.elementsEqual(bytes) {
      return candidate.attribute
    }
    return nil
  }
}
