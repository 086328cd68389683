import Foundation
import SceneDiffCore

/// `layout_constraintDimensionRatio`, parsed as `ConstraintWidget.setDimensionRatio` does.
///
/// `"16:9"` and `"W,16:9"` store 16 / 9 (width over height); `"H,16:9"` stores 9 / 16;
/// a plain number (`"1.5"`) is stored as written. The side letter says which dimension is
/// computed when both are `0dp`.
struct ConstraintRatio: Sendable, Hashable {
  /// Which dimension the ratio computes, when written.
  enum Side: Sendable, Hashable {
    /// No letter.
    case unknown
    /// `W,`: the width.
    case width
    /// `H,`: the height.
    case height
  }

  /// The stored value (see the type's description).
  var value: Float
  /// The side letter.
  var side: Side

  /// Parses `text`; `nil` when it gives no positive ratio (ConstraintLayout then ignores it).
  init?(_ text: String) {
    var body = Substring(text)
    var side = Side.unknown
    if let comma = text.firstIndex(of: ","), comma != text.startIndex,
      text.index(after: comma) != text.endIndex
    {
      switch text[..<comma].lowercased() {
      case "w": side = .width
      case "h": side = .height
      default: break
      }
      body = text[text.index(after: comma)...]
    }
    var value: Float = 0
    if let colon = body.firstIndex(of: ":"), body.index(after: colon) != body.endIndex {
      let numerator = Self.number(body[..<colon])
      let denominator = Self.number(body[body.index(after: colon)...])
      if numerator > 0 && denominator > 0 {
        value = side == .height ? denominator / numerator : numerator / denominator
      }
    } else {
      value = Self.number(body)
    }
    guard value > 0, value.isFinite else { return nil }
    self.value = value
    self.side = side
  }

  /// `Float.parseFloat` of `text` (surrounding spaces allowed), 0 when it is no number.
  private static func number(_ text: Substring) -> Float {
    Float(text.trimmingCharacters(in: .whitespaces)) ?? 0
  }

  /// The width for a measured `height`: `(int) (ratio × height)`, truncated, as
  /// ConstraintLayout's direct resolution measures a view whose other side is known
  /// (`ConstraintWidgetContainer.measure`).
  func width(forHeight height: Int) -> Int { Int(javaCast: value * Float(height)) }

  /// The height for a measured `width`: `(int) (width / ratio)` without a side letter,
  /// otherwise `(int) (ratio × width)` (truncated, as ``width(forHeight:)``).
  func height(forWidth width: Int) -> Int {
    side == .unknown ? Int(javaCast: Float(width) / value) : Int(javaCast: value * Float(width))
  }

  /// The width for a `height` the solver computed: `(int) (0.5f + ratio × height)`, rounded
  /// as the linear solver's values are (its ratio row keeps the exact product and every
  /// edge is rounded half up).
  func solvedWidth(forHeight height: Int) -> Int { Int(javaCast: 0.5 + value * Float(height)) }

  /// The height for a `width` the solver computed: `(int) (0.5f + width / ratio)` without a
  /// side letter, otherwise `(int) (0.5f + ratio × width)`.
  func solvedHeight(forWidth width: Int) -> Int {
    side == .unknown
      ? Int(javaCast: 0.5 + Float(width) / value) : Int(javaCast: 0.5 + value * Float(width))
  }
}
