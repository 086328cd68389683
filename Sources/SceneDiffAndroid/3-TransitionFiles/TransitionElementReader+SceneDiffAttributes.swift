import SceneDiffCore
import SceneDiffXML

extension TransitionElementReader {
  /// SceneDiff's own transition attributes, in the namespace `https://scenediff.dev/ns`.
  static let sceneDiffAttributes = [
    "epicenter", "propagation", "propagationSide", "propagationSpeed",
  ]

  /// Reads the `sd:` attributes Android can only set in code: `sd:epicenter`,
  /// `sd:propagation`, `sd:propagationSide` and `sd:propagationSpeed` (see
  /// Docs/transition-format.md, "SceneDiff extensions").
  mutating func sceneDiffAttributes(
    _ element: LocatedElement,
    into transition: inout SceneTransition
  ) {
    let arguments =
      (type(of: transition.kind) as? any MaterialTransitionElement.Type)?.sceneDiffArguments ?? []
    warnAboutUnknownSceneDiffAttributes(element, arguments: arguments)
    if let attribute = element.attribute("epicenter", namespace: XMLNamespace.sceneDiff) {
      transition.epicenter = epicenter(attribute)
    }
    propagation(element, into: &transition)
  }

  /// Warns about each attribute in SceneDiff's namespace that is none of its attributes, with
  /// the closest name.
  ///
  /// `arguments` are the constructor arguments of a Material pattern (`axis`, `forward`).
  private mutating func warnAboutUnknownSceneDiffAttributes(
    _ element: LocatedElement,
    arguments: [String]
  ) {
    let known = Self.sceneDiffAttributes + arguments
    for attribute in element.attributes where attribute.namespaceURI == XMLNamespace.sceneDiff {
      guard !known.contains(attribute.name) else { continue }
      let suggestion = Suggestion.closest(to: attribute.name, in: known)
      diagnostics.append(
        Diagnostic(
          .warning,
          at: attribute.location,
          code: "ignored-attribute",
          "\(attribute.qualifiedName) is not a SceneDiff attribute"
            + (suggestion.map { "; did you mean \(attribute.prefix ?? "sd"):\($0)?" } ?? "")
        )
      )
    }
  }

  /// Reads `sd:propagation`, `sd:propagationSide` and `sd:propagationSpeed` into the
  /// transition's propagation.
  ///
  /// Without `sd:propagation`, side and speed configure the transition's own propagation
  /// (``ownPropagationName(_:element:configuring:)``). A side defaults to a Slide's edge, else
  /// the bottom; the speed to ``PropagationDelays/defaultSpeed``. Side and speed have no effect
  /// with `none`, and a side none with `circular`.
  private mutating func propagation(
    _ element: LocatedElement,
    into transition: inout SceneTransition
  ) {
    let ns = XMLNamespace.sceneDiff
    let kind = element.attribute("propagation", namespace: ns)
    let sideAttribute = element.attribute("propagationSide", namespace: ns)
    let speedAttribute = element.attribute("propagationSpeed", namespace: ns)
    guard kind != nil || sideAttribute != nil || speedAttribute != nil else { return }
    var side: SlideEdge?
    if let sideAttribute { side = propagationSide(sideAttribute) }
    var speed = PropagationDelays.defaultSpeed
    if let speedAttribute, let value = propagationSpeed(speedAttribute) { speed = value }
    let slideEdge = (transition.kind as? Slide)?.edge
    let configuring = [sideAttribute, speedAttribute].compactMap { $0 }
    guard
      let name = kind?.value
        ?? ownPropagationName(transition, element: element, configuring: configuring)
    else { return }
    switch name {
    case "none":
      transition.propagation = Propagation.none
      for attribute in configuring {
        noEffect(attribute, on: element, "sd:propagation is none")
      }
    case "circular":
      transition.propagation = .circular(speed: speed)
      if let sideAttribute {
        noEffect(sideAttribute, on: element, "circular propagation has no side")
      }
    case "side":
      transition.propagation = .side(edge: side ?? slideEdge ?? .bottom, speed: speed)
    default:
      if let kind { invalidValue(kind, expected: "'circular', 'side' or 'none'") }
    }
  }

  /// The name of the transition's own propagation (`side` for Slide, `circular` for Explode),
  /// which side and speed configure when `sd:propagation` is absent; `nil`, with a warning at
  /// each `configuring` attribute, when it has none.
  private mutating func ownPropagationName(
    _ transition: SceneTransition,
    element: LocatedElement,
    configuring: [LocatedAttribute]
  ) -> String? {
    switch (transition.kind as? any LeafTransition)?.defaultPropagation {
    case .side?: return "side"
    case .circular?: return "circular"
    default:
      for attribute in configuring {
        noEffect(
          attribute,
          on: element,
          "only Slide and Explode have a propagation of their own, so add sd:propagation"
        )
      }
      return nil
    }
  }

  /// `sd:epicenter`: `@id/name` or a view key names a view; four numbers are a rectangle
  /// `left top right bottom` in root coordinates.
  private mutating func epicenter(_ attribute: LocatedAttribute) -> Epicenter? {
    let text = attribute.value.trimmingCharacters(in: .whitespaces)
    let expected =
      "@id/name, a view key, or a rectangle 'left top right bottom' such as '10 20 50 60'"
    if text.hasPrefix("@") {
      guard let ref = ResourceReference(text), ref.type == "id", ref.package == nil else {
        invalidValue(attribute, expected: expected)
        return nil
      }
      return .view(ref.name)
    }
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
    if parts.count == 1 {
      return .view(text)
    }
    let numbers = parts.compactMap { DecimalNumber.parse(String($0)) }
    guard parts.count == 4, numbers.count == 4 else {
      invalidValue(attribute, expected: expected)
      return nil
    }
    guard numbers.allSatisfy({ abs($0) <= NumberLimits.maximumSceneValue }) else {
      invalidValue(attribute, expected: "a rectangle of four numbers from -1e9 to 1e9")
      return nil
    }
    return .rect(Rect(left: numbers[0], top: numbers[1], right: numbers[2], bottom: numbers[3]))
  }

  /// `sd:propagationSide`: an edge name.
  private mutating func propagationSide(_ attribute: LocatedAttribute) -> SlideEdge? {
    let value = attribute.value.trimmingCharacters(in: .whitespaces)
    guard let edge = SlideEdge(rawValue: value) else {
      invalidValue(attribute, expected: "'left', 'top', 'right', 'bottom', 'start' or 'end'")
      return nil
    }
    return edge
  }

  /// `sd:propagationSpeed`: a finite decimal number other than 0 (Android rejects 0; a negative
  /// speed reverses the order).
  private mutating func propagationSpeed(_ attribute: LocatedAttribute) -> Float? {
    let value = attribute.value.trimmingCharacters(in: .whitespaces)
    guard let number = DecimalNumber.parse(value), number != 0, Float(number).isFinite else {
      invalidValue(attribute, expected: "a number other than 0, such as 3")
      return nil
    }
    return Float(number)
  }

  /// Warns that an attribute is ignored, and why.
  private mutating func noEffect(
    _ attribute: LocatedAttribute,
    on element: LocatedElement,
    _ reason: String
  ) {
    diagnostics.append(
      Diagnostic(
        .warning,
        at: attribute.location,
        code: "ignored-attribute",
        "\(attribute.qualifiedName) has no effect on <\(element.name)>: \(reason)"
      )
    )
  }
}
