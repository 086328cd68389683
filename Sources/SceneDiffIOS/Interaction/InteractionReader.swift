import SceneDiffCore
import SceneDiffXML

/// Reads an `<interaction>` element into an ``/SceneDiffCore/Interaction``, collecting every
/// problem with its location.
struct InteractionReader {
  /// The problems found, in the order found.
  var problems: [InteractionFileError] = []

  /// The attributes each element takes.
  static let attributes: [String: [String]] = [
    "interaction": ["completionSpeed", "completionCurve", "scrubsLinearly"],
    "update": ["atMs", "percent"],
    "release": ["atMs", "velocity", "threshold", "velocityThreshold"],
    "finish": ["atMs"],
    "cancel": ["atMs"],
    "pause": ["atMs"],
    "reverse": ["atMs"],
    "continue": ["atMs", "durationFactor"],
  ]

  /// The step elements, in the order the documentation lists them.
  static let steps = ["update", "release", "finish", "cancel", "pause", "reverse", "continue"]

  /// The script `root` describes, or `nil` when it has errors.
  mutating func read(_ root: LocatedElement) -> Interaction? {
    guard root.name == "interaction" else {
      problems.append(.wrongRoot(root.location, name: root.name))
      return nil
    }
    checkAttributes(root)
    var interaction = Interaction()
    if let speed = number(root, "completionSpeed", expected: "a number greater than 0", { $0 > 0 })
    {
      interaction.completionSpeed = speed
    }
    if let attribute = root.attribute("completionCurve") {
      if let curve = CubicBezier(timingName: attribute.value) {
        interaction.completionCurve = curve
      } else {
        let names = ["easeInOut", "easeIn", "easeOut", "linear"]
        problems.append(
          .invalidValue(
            attribute.valueLocation,
            name: "completionCurve",
            value: attribute.value,
            expected: "a UIView.AnimationCurve (easeInOut, easeIn, easeOut, linear)"
              + (Suggestion.closest(to: attribute.value, in: names).map {
                "; did you mean '\($0)'?"
              } ?? "")
          )
        )
      }
    }
    if let attribute = root.attribute("scrubsLinearly") {
      switch attribute.value {
      case "true": interaction.scrubsLinearly = true
      case "false": interaction.scrubsLinearly = false
      default:
        problems.append(
          .invalidValue(
            attribute.valueLocation,
            name: "scrubsLinearly",
            value: attribute.value,
            expected: "true or false"
          )
        )
      }
    }
    interaction.events = events(root.children)
    guard !problems.contains(where: { $0.diagnostic.severity == .error }) else { return nil }
    return interaction
  }

  /// The steps of `children`, checking their order.
  private mutating func events(_ children: [LocatedElement]) -> [InteractionEvent] {
    var events: [InteractionEvent] = []
    var previousMs: Double?
    var ending: String?
    for child in children {
      guard InteractionReader.steps.contains(child.name) else {
        problems.append(
          .unknownElement(
            child.location,
            name: child.name,
            suggestion: Suggestion.closest(to: child.name, in: InteractionReader.steps)
          )
        )
        continue
      }
      checkAttributes(child)
      if let ending {
        problems.append(.eventAfterEnd(child.location, element: child.name, ending: ending))
      }
      guard let event = event(child) else { continue }
      if let previousMs, event.atMs < previousMs, let attribute = child.attribute("atMs") {
        problems.append(
          .timeNotIncreasing(
            attribute.valueLocation,
            value: attribute.value,
            previousMs: previousMs
          )
        )
      }
      previousMs = max(previousMs ?? event.atMs, event.atMs)
      if event.completes, ending == nil { ending = child.name }
      events.append(event)
    }
    return events
  }

  /// The step `element` describes, or `nil` when a value is missing or wrong.
  private mutating func event(_ element: LocatedElement) -> InteractionEvent? {
    guard let atMs = required(element, "atMs", expected: "a time in ms ≥ 0", { $0 >= 0 })
    else { return nil }
    switch element.name {
    case "update":
      guard
        let percent = required(
          element,
          "percent",
          expected: "a fraction of the transition from 0 to 1",
          { (0...1).contains($0) }
        )
      else { return nil }
      return .update(atMs: atMs, percent: percent)
    case "release":
      let velocity = number(element, "velocity", expected: "a number", { _ in true }) ?? 0
      guard
        let threshold = required(
          element,
          "threshold",
          expected: "a fraction of the transition from 0 to 1",
          { (0...1).contains($0) }
        )
      else { return nil }
      let velocityThreshold =
        number(element, "velocityThreshold", expected: "a number greater than 0", { $0 > 0 })
        ?? Interaction.defaultVelocityThreshold
      return .release(
        atMs: atMs,
        velocity: velocity,
        threshold: threshold,
        velocityThreshold: velocityThreshold
      )
    case "finish": return .finish(atMs: atMs)
    case "cancel": return .cancel(atMs: atMs)
    case "pause": return .pause(atMs: atMs)
    case "reverse": return .reverse(atMs: atMs)
    default:
      let factor =
        number(element, "durationFactor", expected: "a number greater than 0", { $0 > 0 }) ?? 1
      return .continueAnimation(atMs: atMs, durationFactor: factor)
    }
  }

  /// The number `name` gives, or `nil` (with a missing-attribute problem when absent).
  private mutating func required(
    _ element: LocatedElement,
    _ name: String,
    expected: String,
    _ valid: (Double) -> Bool
  ) -> Double? {
    guard element.attribute(name) != nil else {
      problems.append(
        .missingAttribute(element.location, element: element.name, name: name, expected: expected)
      )
      return nil
    }
    return number(element, name, expected: expected, valid)
  }

  /// The number `name` gives when present and valid; an invalid one is a problem.
  private mutating func number(
    _ element: LocatedElement,
    _ name: String,
    expected: String,
    _ valid: (Double) -> Bool
  ) -> Double? {
    guard let attribute = element.attribute(name) else { return nil }
    guard let value = DecimalNumber.parse(attribute.value), abs(value) <= 1e9, valid(value) else {
      problems.append(
        .invalidValue(
          attribute.valueLocation,
          name: name,
          value: attribute.value,
          expected: expected
        )
      )
      return nil
    }
    return value
  }

  /// Unknown attributes (in no namespace) are errors with the closest known name.
  private mutating func checkAttributes(_ element: LocatedElement) {
    let known = InteractionReader.attributes[element.name] ?? []
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
}
