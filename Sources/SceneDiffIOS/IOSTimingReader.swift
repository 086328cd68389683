import SceneDiffCore
import SceneDiffXML

/// Reads the timing attributes of an element into an ``IOSTiming``: `duration` and `delay` in
/// seconds, and one pacing — a curve in `options`, `timingFunction`, `controlPoints`, or a
/// spring in any of the spellings of ``SpringParameters`` (Docs/ios-transition-format.md).
struct IOSTimingReader {
  /// The element.
  var element: LocatedElement
  /// The problems found so far.
  var problems: [IOSTransitionFileError] = []

  /// The spring names, without `duration` (which every form takes).
  static let springNames = SpringParameters.names.filter { $0 != "duration" }

  /// A number of seconds ≥ 0 from `name`, or `fallback` when the attribute is absent.
  mutating func seconds(_ name: String, default fallback: Double?) -> Double? {
    guard let attribute = element.attribute(name) else { return fallback }
    guard let value = DecimalNumber.parse(attribute.value), value >= 0, value <= 10_000 else {
      problems.append(
        .invalidValue(
          attribute.valueLocation,
          name: name,
          value: attribute.value,
          expected: "a number of seconds from 0 to 10000"
        )
      )
      return fallback
    }
    return value
  }

  /// A number in [0, 1] from `name`, or `fallback`.
  mutating func fraction(_ name: String, default fallback: Double) -> Double {
    guard let attribute = element.attribute(name) else { return fallback }
    guard let value = DecimalNumber.parse(attribute.value), (0...1).contains(value) else {
      problems.append(
        .invalidValue(
          attribute.valueLocation,
          name: name,
          value: attribute.value,
          expected: "a number from 0 to 1"
        )
      )
      return fallback
    }
    return value
  }

  /// The curve `timingFunction` or `controlPoints` gives, or `nil` when neither is present.
  mutating func namedCurve() -> (curve: CubicBezier, attribute: LocatedAttribute)? {
    if let attribute = element.attribute("timingFunction") {
      guard let curve = CubicBezier(timingName: attribute.value) else {
        let suggestion = Suggestion.closest(to: attribute.value, in: CubicBezier.timingNames)
        problems.append(
          .invalidValue(
            attribute.valueLocation,
            name: "timingFunction",
            value: attribute.value,
            expected: "a CAMediaTimingFunctionName (linear, easeIn, easeOut, easeInEaseOut, "
              + "default), a UIKit or CSS curve name"
              + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
          )
        )
        return nil
      }
      return (curve, attribute)
    }
    if let attribute = element.attribute("controlPoints") {
      guard let curve = CubicBezier(controlPoints: attribute.value) else {
        problems.append(
          .invalidValue(
            attribute.valueLocation,
            name: "controlPoints",
            value: attribute.value,
            expected: "four numbers 'x1 y1 x2 y2' with x1 and x2 from 0 to 1"
          )
        )
        return nil
      }
      return (curve, attribute)
    }
    return nil
  }

  /// The spring the spring attributes give with its run duration in seconds, or `nil` when
  /// there are none.
  mutating func spring() -> (curve: SpringCurve, seconds: Double, at: SourceLocation)? {
    let springAttributes = element.attributes.filter {
      $0.namespaceURI == nil && IOSTimingReader.springNames.contains($0.name)
    }
    guard let first = springAttributes.first else { return nil }
    var pairs = springAttributes.map { (name: $0.name, value: $0.value) }
    if let duration = element.attribute("duration") {
      pairs.insert((duration.name, duration.value), at: 0)
    }
    do throws(SpringParameterError) {
      let parameters = try SpringParameters.parse(pairs)
      guard let curve = parameters.curve else {
        throw SpringParameterError.invalidValue(
          name: "duration",
          value: element.attribute("duration")?.value ?? "",
          expected: "a duration the damping ratio can be fitted to"
        )
      }
      return (curve, IOSTimingReader.runSeconds(parameters, curve), first.location)
    } catch {
      let at = IOSTimingReader.location(of: error, in: element) ?? first.location
      problems.append(.spring(at, error))
      return nil
    }
  }

  /// How long the API runs the spring: the duration it was given (or fitted to), else its
  /// settling duration (SwiftUI, CASpringAnimation without `duration`, SpringForce).
  static func runSeconds(_ parameters: SpringParameters, _ curve: SpringCurve) -> Double {
    switch parameters {
    case .uiViewAnimate(let spring): spring.duration
    case .propertyAnimator(_, let duration): duration
    case .coreAnimation(let spring): spring.duration ?? curve.settlingDuration() ?? 0
    default: curve.settlingDuration() ?? 0
    }
  }

  /// The value location of the attribute a spring error names.
  static func location(of error: SpringParameterError, in element: LocatedElement)
    -> SourceLocation?
  {
    let name: String? =
      switch error {
      case .unknownName(let name, _), .repeatedName(let name): name
      case .invalidValue(let name, _, _): name
      case .conflictingNames(let name, _, _): name
      case .missingName, .noSpring: nil
      }
    return name.flatMap { element.attribute($0)?.valueLocation }
  }
}
