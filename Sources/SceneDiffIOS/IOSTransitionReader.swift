import SceneDiffCore
import SceneDiffXML

/// Reads one element of an iOS transition file (`<uiViewTransition>`, `<caTransition>`,
/// `<uiViewAnimate>`) into a ``SceneTransition``, collecting every problem with its location.
struct IOSTransitionReader {
  /// The problems found, in the order found.
  var problems: [IOSTransitionFileError] = []

  /// The attributes each element takes.
  static let attributes: [String: [String]] = [
    "uiViewTransition": ["with", "from", "to", "duration", "options"],
    "caTransition": [
      "layer", "type", "subtype", "duration", "timingFunction", "controlPoints",
      "startProgress", "endProgress",
    ],
    "uiViewAnimate": ["duration", "delay", "options", "timingFunction", "controlPoints"]
      + IOSTimingReader.springNames,
    "animatedTransitioning": [
      "duration", "delay", "options", "timingFunction", "controlPoints", "operation",
    ] + IOSTimingReader.springNames,
    "navigationTransition": ["operation"],
    "modalTransition": ["style", "operation"],
    "push": [], "pop": [], "present": [], "dismiss": [],
    "incoming": ["transform", "alpha", "frame"], "outgoing": ["transform", "alpha", "frame"],
  ]

  /// The transition `element` describes, or `nil` when it has errors.
  mutating func read(_ element: LocatedElement) -> SceneTransition? {
    checkAttributes(element)
    if element.name == "animatedTransitioning" {
      let kind = animatedTransitioning(element)
      guard let kind, !problems.contains(where: { $0.diagnostic.severity == .error }) else {
        return nil
      }
      return SceneTransition(kind, location: element.location)
    }
    for child in element.children {
      problems.append(.unexpectedChild(child.location, element: element.name, child: child.name))
    }
    let kind: (any TransitionKind)? =
      switch element.name {
      case "uiViewTransition": viewTransition(element)
      case "caTransition": layerTransition(element)
      case "navigationTransition": navigationTransition(element)
      case "modalTransition": modalTransition(element)
      default: blockAnimation(element)
      }
    guard let kind, !problems.contains(where: { $0.diagnostic.severity == .error }) else {
      return nil
    }
    return SceneTransition(kind, location: element.location)
  }

  /// Unknown attributes (in no namespace) are errors with the closest known name.
  mutating func checkAttributes(_ element: LocatedElement) {
    let known = IOSTransitionReader.attributes[element.name] ?? []
    for attribute in element.attributes where attribute.namespaceURI == nil {
      guard !known.contains(attribute.name), attribute.prefix != "xmlns",
        attribute.name != "xmlns"
      else { continue }
      problems.append(
        .unknownAttribute(
          attribute.location,
          element: element.name,
          name: attribute.name,
          suggestion: Suggestion.closest(to: attribute.name, in: known)
        )
      )
    }
  }

  /// A view key from `name`, or `nil` when absent or empty (an empty one is an error).
  mutating func key(_ element: LocatedElement, _ name: String) -> String? {
    guard let attribute = element.attribute(name) else { return nil }
    guard !attribute.value.isEmpty else {
      problems.append(
        .invalidValue(
          attribute.valueLocation,
          name: name,
          value: "",
          expected: "a view key (transitionName, id or path)"
        )
      )
      return nil
    }
    return attribute.value
  }

  /// `<uiViewTransition with= | from= to= duration= options=/>`.
  private mutating func viewTransition(_ element: LocatedElement) -> IOSViewTransition? {
    var timing = IOSTimingReader(element: element)
    let duration = timing.seconds("duration", default: nil)
    problems += timing.problems
    let options = readOptions(element)
    let with = key(element, "with")
    let (from, to) = (key(element, "from"), key(element, "to"))
    let views: IOSViewTransition.Views
    if let with {
      if from != nil || to != nil {
        problems.append(
          .conflicting(element.location, message: "give either 'with' or 'from' and 'to', not both")
        )
      }
      views = .container(with)
    } else if let from, let to {
      views = .fromTo(from: from, to: to)
    } else {
      let missing = element.attribute("from") == nil ? "from" : "to"
      let name =
        element.attribute("from") == nil && element.attribute("to") == nil ? "with" : missing
      problems.append(
        .missingAttribute(
          element.location,
          element: element.name,
          name: name,
          expected: "'with=\"KEY\"' (transition(with:)) or 'from=\"KEY\" to=\"KEY\"'"
        )
      )
      return nil
    }
    guard let duration = required(duration, element, "duration") else { return nil }
    return IOSViewTransition(
      views,
      style: options.style ?? .none,
      showHideTransitionViews: options.showHideTransitionViews,
      timing: IOSTiming(
        durationMs: duration * 1000,
        curve: .cubicBezier(options.curve ?? .uiKitDefault)
      )
    )
  }

  /// `<caTransition layer= type= subtype= duration= timingFunction= startProgress= endProgress=/>`.
  private mutating func layerTransition(_ element: LocatedElement) -> IOSLayerTransition? {
    var timing = IOSTimingReader(element: element)
    // A duration of 0 means the transaction's, 0.25 s by default.
    let seconds = timing.seconds("duration", default: 0.25).map { $0 == 0 ? 0.25 : $0 }
    let start = timing.fraction("startProgress", default: 0)
    let end = timing.fraction("endProgress", default: 1)
    let curve = namedCurveOnce(&timing, element)
    problems += timing.problems
    if end < start, let attribute = element.attribute("endProgress") {
      problems.append(
        .invalidValue(
          attribute.valueLocation,
          name: "endProgress",
          value: attribute.value,
          expected: "a number from startProgress to 1"
        )
      )
    }
    let type = choice(element, "type", IOSLayerTransitionType.self) ?? .fade
    let subtype = choice(element, "subtype", IOSLayerTransitionSubtype.self)
    guard let layer = key(element, "layer") else {
      if element.attribute("layer") == nil {
        problems.append(
          .missingAttribute(
            element.location,
            element: element.name,
            name: "layer",
            expected: "the key of the view whose layer changes"
          )
        )
      }
      return nil
    }
    return IOSLayerTransition(
      layer: layer,
      type: type,
      subtype: subtype,
      startProgress: start,
      endProgress: end,
      timing: IOSTiming(durationMs: (seconds ?? 0.25) * 1000, curve: .cubicBezier(curve ?? .linear))
    )
  }

  /// `<uiViewAnimate duration= delay= options= …timing…/>`.
  private mutating func blockAnimation(_ element: LocatedElement) -> IOSBlockAnimation? {
    animationTiming(element).map { IOSBlockAnimation(timing: $0) }
  }

  /// The timing of a `UIView.animate` block or a custom animator: `duration`, `delay`, and
  /// one of a curve in `options`, `timingFunction`, `controlPoints` or spring parameters.
  mutating func animationTiming(_ element: LocatedElement) -> IOSTiming? {
    var timing = IOSTimingReader(element: element)
    let duration = timing.seconds("duration", default: nil)
    let delay = timing.seconds("delay", default: 0) ?? 0
    let named = namedCurveOnce(&timing, element)
    let spring = timing.spring()
    problems += timing.problems
    let options = readOptions(element)
    if options.style != nil || options.showHideTransitionViews,
      let attribute = element.attribute("options")
    {
      problems.append(
        .conflicting(
          attribute.valueLocation,
          message: "transition options belong on <uiViewTransition>; <\(element.name)> animates "
            + "properties"
        )
      )
    }
    let given = [
      options.curve.map { _ in "a curve in 'options'" }, named.map { _ in "'timingFunction'" },
      spring.map { _ in "spring parameters" },
    ].compactMap { $0 }
    if given.count > 1 {
      problems.append(
        .conflicting(
          element.location,
          message: "give one timing, not " + given.joined(separator: " and ")
        )
      )
    }
    if let spring {
      return IOSTiming(
        durationMs: spring.seconds * 1000,
        delayMs: delay * 1000,
        curve: .spring(spring.curve)
      )
    }
    guard let duration = required(duration, element, "duration") else { return nil }
    let curve = options.curve ?? named ?? .uiKitDefault
    return IOSTiming(
      durationMs: duration * 1000,
      delayMs: delay * 1000,
      curve: .cubicBezier(curve)
    )
  }

  /// `timingFunction` or `controlPoints`, not both.
  mutating func namedCurveOnce(_ timing: inout IOSTimingReader, _ element: LocatedElement)
    -> CubicBezier?
  {
    if element.attribute("timingFunction") != nil,
      let attribute = element.attribute("controlPoints")
    {
      problems.append(
        .conflicting(
          attribute.location,
          message: "give either 'timingFunction' or 'controlPoints', not both"
        )
      )
    }
    return timing.namedCurve()?.curve
  }

  /// The options of `element`, if it has them.
  mutating func readOptions(_ element: LocatedElement) -> IOSAnimationOptions {
    guard let attribute = element.attribute("options") else {
      return IOSAnimationOptions("", at: element.location, problems: &problems)
    }
    return IOSAnimationOptions(attribute.value, at: attribute.valueLocation, problems: &problems)
  }

  /// A value of an enumeration named by its raw value, with a suggestion when misspelled.
  mutating func choice<Value: RawRepresentable & CaseIterable>(
    _ element: LocatedElement,
    _ name: String,
    _ type: Value.Type
  ) -> Value? where Value.RawValue == String {
    guard let attribute = element.attribute(name) else { return nil }
    if let value = Value(rawValue: attribute.value) { return value }
    let names = Value.allCases.map(\.rawValue)
    let suggestion = Suggestion.closest(to: attribute.value, in: names)
    problems.append(
      .invalidValue(
        attribute.valueLocation,
        name: name,
        value: attribute.value,
        expected: names.joined(separator: ", ")
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      )
    )
    return nil
  }

  /// The value, or a missing-attribute problem when the element has no such attribute.
  mutating func required(_ value: Double?, _ element: LocatedElement, _ name: String)
    -> Double?
  {
    if value == nil, element.attribute(name) == nil {
      problems.append(
        .missingAttribute(
          element.location,
          element: element.name,
          name: name,
          expected: "a number of seconds"
        )
      )
    }
    return value
  }
}
