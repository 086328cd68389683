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
  static let names: [String] = spellings.map(\.description)

  /// Every name as written, in case order.
  private static let spellings: [StaticString] = [
    "id", "transitionName", "class", "x", "y", "width", "height", "translationX", "translationY",
    "translationZ", "elevation", "scaleX", "scaleY", "rotation", "rotationX", "rotationY",
    "pivotX", "pivotY", "alpha", "visibility", "clip", "scrollX", "scrollY", "scaleType",
    "drawableWidth", "drawableHeight", "background", "text", "cornerRadius", "textSize",
  ]

  /// The attribute named by `bytes`, if it is one (inlined into the loop over a tag's
  /// attributes).
  @inline(__always)
  static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> ViewAttribute? {
    guard let candidate = candidate(bytes) else { return nil }
    let spelling = spellings[candidate.rawValue]
    guard spelling.utf8CodeUnitCount == bytes.count else { return nil }
    let pattern = spelling.utf8Start
    for index in bytes.indices where bytes[index] != pattern[index] { return nil }
    return candidate
  }

  /// The only attribute `bytes` can name, told apart by its length, first and last byte; the
  /// caller compares the whole name.
  @inline(__always)
  private static func candidate(_ bytes: UnsafeBufferPointer<UInt8>) -> ViewAttribute? {
    guard let first = bytes.first, let last = bytes.last else { return nil }
    let endsInX = last == UInt8(ascii: "X")
    switch bytes.count {
    case 1: return first == UInt8(ascii: "x") ? .x : .y
    case 2: return .id
    case 4: return first == UInt8(ascii: "c") ? .clip : .text
    case 5:
      switch first {
      case UInt8(ascii: "c"): return .className
      case UInt8(ascii: "w"): return .width
      default: return .alpha
      }
    case 6:
      switch first {
      case UInt8(ascii: "h"): return .height
      case UInt8(ascii: "s"): return endsInX ? .scaleX : .scaleY
      default: return endsInX ? .pivotX : .pivotY
      }
    case 7: return endsInX ? .scrollX : .scrollY
    case 8: return first == UInt8(ascii: "r") ? .rotation : .textSize
    case 9:
      switch first {
      case UInt8(ascii: "e"): return .elevation
      case UInt8(ascii: "s"): return .scaleType
      default: return endsInX ? .rotationX : .rotationY
      }
    case 10: return first == UInt8(ascii: "v") ? .visibility : .background
    case 12:
      switch last {
      case UInt8(ascii: "s"): return .cornerRadius
      case UInt8(ascii: "X"): return .translationX
      case UInt8(ascii: "Y"): return .translationY
      default: return .translationZ
      }
    case 13: return .drawableWidth
    case 14: return first == UInt8(ascii: "t") ? .transitionName : .drawableHeight
    default: return nil
    }
  }
}
