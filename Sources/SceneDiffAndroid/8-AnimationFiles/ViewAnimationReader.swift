import Foundation
import SceneDiffCore
import SceneDiffXML

/// Reads a `res/anim` element tree into a ``ViewAnimation`` as `AnimationUtils.loadAnimation`
/// inflates it, collecting every problem as a located diagnostic.
struct ViewAnimationReader {
  /// The resources references resolve in.
  let resources: ResourceResolver
  /// Errors and warnings found so far.
  var diagnostics: [Diagnostic] = []

  /// Attributes every tag reads (styleable `Animation`).
  static let common = [
    "duration", "startOffset", "fillEnabled", "fillBefore", "fillAfter", "repeatCount",
    "repeatMode", "interpolator", "zAdjustment", "background", "detachWallpaper",
    "showWallpaper",
  ]

  /// Each tag's own attributes.
  static let own: [String: [String]] = [
    "set": ["shareInterpolator"],
    "alpha": ["fromAlpha", "toAlpha"],
    "translate": ["fromXDelta", "toXDelta", "fromYDelta", "toYDelta"],
    "scale": ["fromXScale", "toXScale", "fromYScale", "toYScale", "pivotX", "pivotY"],
    "rotate": ["fromDegrees", "toDegrees", "pivotX", "pivotY"],
    "cliprect": [
      "fromLeft", "fromTop", "fromRight", "fromBottom", "toLeft", "toTop", "toRight", "toBottom",
    ],
  ]

  /// The animation of an element, or `nil` when it is unusable (the reason is in
  /// ``diagnostics``).
  mutating func animation(_ element: LocatedElement) -> ViewAnimation? {
    guard let own = Self.own[element.name] else {
      diagnostics.append(
        ViewAnimationFileError.unknownTag(element.location, name: element.name).diagnostic
      )
      return nil
    }
    checkAttributes(element, known: Self.common + own)
    guard let kind = kind(of: element) else { return nil }
    var animation = ViewAnimation(kind)
    animation.location = element.location
    common(element, into: &animation)
    return animation
  }

  /// What the element does: a set's children, or a leaf's values.
  private mutating func kind(of element: LocatedElement) -> ViewAnimation.Kind? {
    if element.name != "set" {
      for child in element.children {
        diagnostics.append(
          ViewAnimationFileError.childOfLeaf(child.location, name: child.name, parent: element.name)
            .diagnostic
        )
      }
    }
    switch element.name {
    case "set":
      let children = element.children.map { animation($0) }
      guard children.allSatisfy({ $0 != nil }) else { return nil }
      return .set(
        children.compactMap(\.self),
        shareInterpolator: bool(element, "shareInterpolator") ?? true
      )
    case "alpha":
      return .alpha(from: number(element, "fromAlpha") ?? 1, to: number(element, "toAlpha") ?? 1)
    case "translate":
      return .translate(
        fromX: position(element, "fromXDelta"),
        toX: position(element, "toXDelta"),
        fromY: position(element, "fromYDelta"),
        toY: position(element, "toYDelta")
      )
    case "scale":
      return .scale(
        fromX: factor(element, "fromXScale"),
        toX: factor(element, "toXScale"),
        fromY: factor(element, "fromYScale"),
        toY: factor(element, "toYScale"),
        pivotX: position(element, "pivotX"),
        pivotY: position(element, "pivotY")
      )
    case "rotate":
      return .rotate(
        from: number(element, "fromDegrees") ?? 0,
        to: number(element, "toDegrees") ?? 0,
        pivotX: position(element, "pivotX"),
        pivotY: position(element, "pivotY")
      )
    default:
      let edges = ["Left", "Top", "Right", "Bottom"]
      return .clipRect(
        from: edges.map { position(element, "from" + $0) },
        to: edges.map { position(element, "to" + $0) }
      )
    }
  }

  /// The attributes every tag shares; a set also records which of them it wrote.
  private mutating func common(_ element: LocatedElement, into a: inout ViewAnimation) {
    let written = { (name: String) in
      element.attribute(name, namespace: XMLNamespace.android) != nil
    }
    if let d = milliseconds(element, "duration") {
      if d < 0, let attribute = element.attribute("duration", namespace: XMLNamespace.android) {
        diagnostics.append(
          ViewAnimationFileError.negativeDuration(attribute.valueLocation, value: d).diagnostic
        )
      } else {
        a.durationMs = Double(d)
      }
    }
    a.startOffsetMs = milliseconds(element, "startOffset").map(Double.init) ?? 0
    a.fillEnabled = bool(element, "fillEnabled") ?? false
    a.fillBefore = bool(element, "fillBefore") ?? true
    a.fillAfter = bool(element, "fillAfter") ?? false
    if element.attribute("repeatCount", namespace: XMLNamespace.android)?.value == "infinite" {
      a.repeatCount = -1
    } else {
      a.repeatCount = milliseconds(element, "repeatCount") ?? 0
    }
    a.repeatMode =
      choice(
        element,
        "repeatMode",
        ["restart": .restart, "1": .restart, "reverse": .reverse, "2": .reverse]
      ) ?? .restart
    a.zAdjustment =
      choice(
        element,
        "zAdjustment",
        ["normal": .normal, "0": .normal, "top": .top, "1": .top, "bottom": .bottom, "-1": .bottom]
      ) ?? .normal
    a.interpolator = interpolator(element)
    guard element.name == "set" else { return }
    let flags: [(String, ViewAnimation.PushedDown)] = [
      ("duration", .duration), ("startOffset", .startOffset), ("fillBefore", .fillBefore),
      ("fillAfter", .fillAfter), ("repeatMode", .repeatMode),
    ]
    for (name, flag) in flags where written(name) { a.pushedDown.insert(flag) }
  }
}
