import Foundation
import SceneDiffCore
import SceneDiffXML

/// Reads a `res/animator` element tree into a ``PropertyAnimation`` as `AnimatorInflater`
/// inflates it, collecting every problem as a located diagnostic.
struct PropertyAnimatorReader {
  /// The reader of attribute values (numbers, durations, interpolators) shared with view
  /// animations; its diagnostics are this reader's.
  var values: ViewAnimationReader

  /// Creates a reader resolving references in `resources`.
  init(resources: ResourceResolver) {
    values = ViewAnimationReader(resources: resources)
  }

  /// Errors and warnings found so far.
  var diagnostics: [Diagnostic] { values.diagnostics }

  /// The root and animation elements.
  static let animationTags = ["set", "objectAnimator", "animator"]

  /// Attributes of `<objectAnimator>` and `<animator>` (styleables `Animator`,
  /// `PropertyAnimator`).
  static let animatorAttributes = [
    "duration", "startOffset", "repeatCount", "repeatMode", "interpolator", "valueFrom",
    "valueTo", "valueType", "propertyName", "propertyXName", "propertyYName", "pathData",
  ]

  /// The animation of an element, or `nil` when it is unusable.
  mutating func animation(_ element: LocatedElement) -> PropertyAnimation? {
    switch element.name {
    case "set":
      values.checkAttributes(element, known: ["ordering"])
      let children = element.children.map { animation($0) }
      guard children.allSatisfy({ $0 != nil }) else { return nil }
      let sequentially =
        values.choice(
          element,
          "ordering",
          ["together": false, "0": false, "sequentially": true, "1": true]
        ) ?? false
      var set = PropertyAnimation(.set(children.compactMap(\.self), sequentially: sequentially))
      set.location = element.location
      return set
    case "objectAnimator", "animator":
      return leaf(element)
    default:
      unknownTag(element, expected: "<set>, <objectAnimator> or <animator>")
      return nil
    }
  }

  /// An `<objectAnimator>` or `<animator>`.
  private mutating func leaf(_ element: LocatedElement) -> PropertyAnimation? {
    values.checkAttributes(element, known: Self.animatorAttributes)
    var holders: [PropertyAnimation.Holder] = []
    var usable = true
    let children = element.children
    if !children.isEmpty {
      for child in children {
        guard child.name == "propertyValuesHolder" else {
          unknownTag(child, expected: "<propertyValuesHolder>")
          usable = false
          continue
        }
        values.checkAttributes(child, known: ["propertyName", "valueFrom", "valueTo", "valueType"])
        let read = holder(child)
        holders += read.holder.map { [$0] } ?? []
        usable = usable && read.usable
      }
    } else if element.name == "objectAnimator",
      let read = pathMotion(element)
    {
      holders += read.holders
      usable = read.usable
    } else if element.name == "objectAnimator" {
      let read = holder(element)
      holders += read.holder.map { [$0] } ?? []
      usable = read.usable
    }
    // A ValueAnimator has no target: it animates no view property but takes its time.
    var animation = PropertyAnimation(.animator(element.name == "animator" ? [] : holders))
    animation.location = element.location
    timing(element, into: &animation)
    return usable ? animation : nil
  }

  /// `duration`, `startOffset`, `repeatCount`, `repeatMode`, `interpolator`.
  private mutating func timing(_ element: LocatedElement, into a: inout PropertyAnimation) {
    if let d = values.milliseconds(element, "duration") {
      if d < 0, let attribute = element.attribute("duration", namespace: XMLNamespace.android) {
        values.diagnostics.append(
          ViewAnimationFileError.negativeDuration(attribute.valueLocation, value: d).diagnostic
        )
      } else {
        a.durationMs = Double(d)
      }
    }
    a.startOffsetMs = values.milliseconds(element, "startOffset").map(Double.init) ?? 0
    if element.attribute("repeatCount", namespace: XMLNamespace.android)?.value == "infinite" {
      a.repeatCount = -1
    } else {
      a.repeatCount = values.milliseconds(element, "repeatCount") ?? 0
    }
    a.repeatMode =
      values.choice(
        element,
        "repeatMode",
        ["restart": .restart, "1": .restart, "reverse": .reverse, "2": .reverse]
      ) ?? .restart
    a.interpolator = values.interpolator(element)
  }

  /// An `unknown-tag` error.
  private mutating func unknownTag(_ element: LocatedElement, expected: String) {
    values.diagnostics.append(
      PropertyAnimatorFileError.unknownTag(element.location, name: element.name, expected: expected)
        .diagnostic
    )
  }
}
