import Foundation
import SceneDiffCore

extension LayoutNodeBuilder {
  /// Reads the attributes every `View` has: visibility, transition name, padding and
  /// background, minimum size, transform, alpha and scroll.
  mutating func readView(
    _ node: inout LayoutNode,
    _ attributes: ViewAttributes,
    _ viewClass: ViewClass,
    _ resolver: ResourceResolver
  ) {
    func value(_ name: ViewAttributeName) -> AttributeValue? { attributes.value(name.key) }
    if let written = attributes.ownValue(ViewAttributeName.transitionName.key) {
      node.transitionName = string(
        written,
        ViewAttributeName.transitionName.qualifiedName,
        resolver
      )
    }
    node.visibility =
      choice(
        attributes.ownValue(ViewAttributeName.visibility.key),
        ViewAttributeName.visibility.qualifiedName,
        [("visible", ViewVisibility.visible), ("invisible", .invisible), ("gone", .gone)],
        resolver
      ) ?? .visible
    if viewClass.family == .viewStub || viewClass.family == .space && node.visibility == .visible {
      // ViewStub is GONE until inflated; Space is always INVISIBLE (it draws nothing).
      node.visibility = viewClass.family == .viewStub ? .gone : .invisible
    }

    let background = drawable(
      value(.background),
      ViewAttributeName.background.qualifiedName,
      resolver
    )
    if let background {
      node.backgroundSize = PixelSize(
        width: max(0, background.intrinsicWidth),
        height: max(0, background.intrinsicHeight)
      )
      if let color = background.color { node.appearance.background = Self.hex(color) }
    }
    node.transitionGroup = transitionGroup(node, viewClass, attributes, background != nil, resolver)
    node.padding = padding(attributes, background?.padding ?? .zero, node.isRightToLeft, resolver)
    readSizeAndTransform(&node, attributes, resolver)
  }

  /// Reads a view's minimum size, transform, alpha and scroll, in that order.
  private mutating func readSizeAndTransform(
    _ node: inout LayoutNode,
    _ attributes: ViewAttributes,
    _ resolver: ResourceResolver
  ) {
    func value(_ name: ViewAttributeName) -> AttributeValue? { attributes.value(name.key) }
    func size(_ name: ViewAttributeName) -> Int? {
      pixelSize(value(name), name.qualifiedName, resolver)
    }
    node.minWidth = size(.minWidth) ?? 0
    node.minHeight = size(.minHeight) ?? 0
    guard attributes.maySetAny(of: .transform) else {
      // Set nowhere: every look-up below would find nothing and keep its default.
      node.transform = ViewTransform()
      node.alpha = 1
      node.scrollX = 0
      node.scrollY = 0
      return
    }

    func floatPixels(_ name: ViewAttributeName) -> Double? {
      pixels(value(name), name.qualifiedName, resolver).map(Double.init)
    }
    func number(_ name: ViewAttributeName) -> Double? {
      float(value(name), name.qualifiedName, resolver).map(Double.init)
    }
    func offset(_ name: ViewAttributeName) -> Int? {
      pixelOffset(value(name), name.qualifiedName, resolver)
    }
    node.transform.translationX = floatPixels(.translationX) ?? 0
    node.transform.translationY = floatPixels(.translationY) ?? 0
    node.transform.translationZ = floatPixels(.translationZ) ?? 0
    node.transform.elevation = floatPixels(.elevation) ?? 0
    node.transform.rotation = number(.rotation) ?? 0
    node.transform.rotationX = number(.rotationX) ?? 0
    node.transform.rotationY = number(.rotationY) ?? 0
    node.transform.scaleX = number(.scaleX) ?? 1
    node.transform.scaleY = number(.scaleY) ?? 1
    node.transform.pivotX = floatPixels(.transformPivotX)
    node.transform.pivotY = floatPixels(.transformPivotY)
    node.alpha = number(.alpha).map { min(1, max(0, $0)) } ?? 1
    node.scrollX = offset(.scrollX) ?? 0
    node.scrollY = offset(.scrollY) ?? 0
  }

  /// `ViewGroup.isTransitionGroup()` for a view group: `android:transitionGroup` when written,
  /// else a background (CardView sets one in code) or a transitionName (or an outline provider
  /// other than BACKGROUND, which layouts cannot set); `nil` for a view that is no ViewGroup.
  private mutating func transitionGroup(
    _ node: LayoutNode,
    _ viewClass: ViewClass,
    _ attributes: ViewAttributes,
    _ hasBackground: Bool,
    _ resolver: ResourceResolver
  ) -> Bool? {
    guard !ViewClassRules.refusesChildren(node.className, viewClass) else { return nil }
    let isCard = if case .card = viewClass.family { true } else { false }
    let written = boolean(
      attributes.value(ViewAttributeName.transitionGroup.key),
      ViewAttributeName.transitionGroup.qualifiedName,
      resolver
    )
    return written ?? (hasBackground || isCard || node.transitionName != nil)
  }

  /// Padding by §1.3's precedence; sides the layout leaves undefined take the background's
  /// padding (all of them when no source sets a padding name).
  private mutating func padding(
    _ attributes: ViewAttributes,
    _ background: Insets,
    _ isRightToLeft: Bool,
    _ resolver: ResourceResolver
  ) -> Insets {
    guard attributes.maySetAny(of: .padding) else { return background }
    func px(_ name: ViewAttributeName) -> Int? {
      pixelSize(attributes.value(name.key), name.qualifiedName, resolver)
    }
    let all = px(.padding)
    let horizontal = all ?? px(.paddingHorizontal)
    let vertical = all ?? px(.paddingVertical)
    var left = horizontal ?? px(.paddingLeft)
    let top = vertical ?? px(.paddingTop)
    var right = horizontal ?? px(.paddingRight)
    let bottom = vertical ?? px(.paddingBottom)
    let start = px(.paddingStart)
    let end = px(.paddingEnd)
    let (startSide, endSide) = isRightToLeft ? (end, start) : (start, end)
    if supportsRtl {
      left = startSide ?? left
      right = endSide ?? right
    } else {
      left = left ?? startSide
      right = right ?? endSide
    }
    return Insets(
      left: left ?? background.left,
      top: top ?? background.top,
      right: right ?? background.right,
      bottom: bottom ?? background.bottom
    )
  }

  /// `#RRGGBB` for an opaque colour, `#AARRGGBB` otherwise, in upper-case hexadecimal digits.
  ///
  /// Written digit by digit: `String(format:)` cost about 11,000 instructions a colour.
  static func hex(_ color: UInt32) -> String {
    let digits = color >> 24 == 0xFF ? 6 : 8
    let text = [UInt8](unsafeUninitializedCapacity: digits + 1) { bytes, count in
      bytes[0] = UInt8(ascii: "#")
      for index in 0..<digits {
        let shift = UInt32(4 * (digits - 1 - index))
        let nibble = UInt8(truncatingIfNeeded: color >> shift) & 0xF
        bytes[index + 1] =
          nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
      }
      count = digits + 1
    }
    return String(decoding: text, as: UTF8.self)
  }
}
