import SceneDiffCore
import SceneDiffXML

extension TransitionElementReader {
  /// The angle attributes of `<arcMotion>`, in Android's read order.
  static let arcAttributes = ["minimumVerticalAngle", "minimumHorizontalAngle", "maximumAngle"]

  /// Reads `<arcMotion>`, `<patternPathMotion>` or `<pathMotion>` inside `transition` and sets
  /// the transition's path motion (transition-xml reference §7).
  ///
  /// Inside a set this is the set's path motion, which the set passes to every child — those
  /// before the element and those after it — overwriting a child's own, as `setPathMotion` and
  /// `addTransition` do. A later element replaces an earlier one. On any error the path motion
  /// is left as it was.
  mutating func pathMotion(_ element: LocatedElement, into transition: inout SceneTransition) {
    for child in element.children {
      diagnostics.append(
        TransitionFileError.misplaced(
          child.location,
          name: child.name,
          expected: "<\(element.name)> holds no elements"
        ).diagnostic
      )
    }
    switch element.name {
    case "arcMotion":
      if let motion = arcMotion(element) { transition.pathMotion = motion }
    case "patternPathMotion":
      if let motion = patternPathMotion(element) { transition.pathMotion = motion }
    default:
      let consequence = "the path motion of <\(transitionTag(transition))> is a straight line"
      if reportCustomClass(element, consequence: consequence) {
        transition.pathMotion = .straight
      }
    }
  }

  /// Reads a custom `<transition class="…">`: warns that it is skipped (or, at the root, that
  /// nothing animates); a missing `class` is an error.
  ///
  /// Its attributes and child elements are not checked: the custom class would read them.
  mutating func customTransition(_ element: LocatedElement, isRoot: Bool) {
    reportCustomClass(
      element,
      consequence: isRoot
        ? "it is skipped, so nothing animates"
        : "it is skipped and the rest of the file still runs"
    )
  }

  /// Reports an element naming app code SceneDiff cannot run (`class="…"`, no namespace): a
  /// `custom-class` warning with `consequence`, or a `missing-class` error without `class`.
  ///
  /// - Returns: Whether the element names a class.
  @discardableResult
  private mutating func reportCustomClass(_ element: LocatedElement, consequence: String) -> Bool {
    guard let className = element.attribute("class") else {
      diagnostics.append(
        TransitionElementError.missingClass(element.location, tag: element.name).diagnostic
      )
      return false
    }
    diagnostics.append(
      TransitionElementError.customClass(
        className.location,
        tag: element.name,
        className: className.value,
        consequence: consequence
      ).diagnostic
    )
    return true
  }

  /// The stand-in for a custom transition at the root: an empty set, which animates nothing.
  static func skippedRoot(_ element: LocatedElement) -> SceneTransition {
    SceneTransition(TransitionSet(), location: element.location)
  }

  /// Reads `<arcMotion>`'s three angles (defaults 0, 0, 70), each checked to be 0…90.
  private mutating func arcMotion(_ element: LocatedElement) -> PathMotion? {
    checkAttributes(element, known: Self.arcAttributes)
    var angles: [String: Float] = [:]
    var valid = true
    for name in Self.arcAttributes {
      guard let attribute = element.attribute(name, namespace: XMLNamespace.android) else {
        continue
      }
      guard let value = Interpolator.parseFloat(attribute.value) else {
        diagnostics.append(
          TransitionFileError.invalidValue(
            attribute.valueLocation,
            attribute: attribute.qualifiedName,
            value: attribute.value,
            expected: "an angle in degrees from 0 to 90"
          ).diagnostic
        )
        valid = false
        continue
      }
      guard (0...90).contains(value) else {
        diagnostics.append(
          PathMotionError.angleOutOfRange(
            attribute: attribute.qualifiedName,
            value: value,
            at: attribute.valueLocation
          ).diagnostic
        )
        valid = false
        continue
      }
      angles[name] = value
    }
    guard valid else { return nil }
    return .arc(
      minimumHorizontalAngle: angles["minimumHorizontalAngle"] ?? 0,
      minimumVerticalAngle: angles["minimumVerticalAngle"] ?? 0,
      maximumAngle: angles["maximumAngle"] ?? 70
    )
  }

  /// Reads `<patternPathMotion>`: `android:patternPathData` is required, must parse, and its
  /// first contour must end somewhere other than where it starts.
  private mutating func patternPathMotion(_ element: LocatedElement) -> PathMotion? {
    checkAttributes(element, known: ["patternPathData"])
    guard let data = element.attribute("patternPathData", namespace: XMLNamespace.android) else {
      diagnostics.append(
        TransitionElementError.missingAttribute(
          element.location,
          tag: element.name,
          attribute: "android:patternPathData"
        ).diagnostic
      )
      return nil
    }
    let pattern: BezierPath
    do {
      pattern = try BezierPath(svgPathData: data.value)
    } catch {
      var location = data.valueLocation
      location.column += error.offset
      diagnostics.append(
        TransitionElementError.invalidPathData(
          location,
          attribute: data.qualifiedName,
          value: data.value,
          error: error
        ).diagnostic
      )
      return nil
    }
    do {
      return try PathMotion.pattern(normalizing: pattern)
    } catch {
      diagnostics.append(error.located(at: data.valueLocation).diagnostic)
      return nil
    }
  }

  /// The tag a transition is written with, for messages.
  private func transitionTag(_ transition: SceneTransition) -> String {
    let name = transition.className
    return name.prefix(1).lowercased() + name.dropFirst()
  }
}
