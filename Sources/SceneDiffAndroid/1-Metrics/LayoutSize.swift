import SceneDiffCore

/// A child's `layout_width` or `layout_height`: a keyword or a size in pixels.
///
/// Android stores these as `int`s with `match_parent` = −1 and `wrap_content` = −2; a
/// dimension that converts to exactly −1 or −2 px is therefore read as the keyword, as on a
/// device. Other negative sizes are kept and measured as `UNSPECIFIED 0`, as
/// `getChildMeasureSpec` does.
enum LayoutSize: Sendable, Hashable, CustomStringConvertible {
  /// `match_parent` (`fill_parent`): as big as the parent allows.
  case matchParent
  /// `wrap_content`: as big as the content.
  case wrapContent
  /// A size in pixels (`0dp` is `.exactly(0)`).
  case exactly(Int)

  /// The size Android's `int` encoding gives `pixels`.
  init(pixels: Int) {
    switch pixels {
    case -1: self = .matchParent
    case -2: self = .wrapContent
    default: self = .exactly(pixels)
    }
  }

  /// The fixed size, if this is one.
  var pixels: Int? {
    if case .exactly(let px) = self { return px }
    return nil
  }

  /// `match_parent`, `wrap_content` or `123px`.
  var description: String {
    switch self {
    case .matchParent: "match_parent"
    case .wrapContent: "wrap_content"
    case .exactly(let px): "\(px)px"
    }
  }
}
