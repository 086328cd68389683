import Foundation

extension SpringParameters {
  /// Every name ``parse(_:)`` reads, as the APIs spell their argument labels and properties.
  public static let names = [
    "mass", "stiffness", "damping", "initialVelocity", "duration", "usingSpringWithDamping",
    "initialSpringVelocity", "dampingRatio", "response", "dampingFraction", "blendDuration",
    "springDuration", "bounce",
  ]

  /// The spring that `NAME=VALUE` pairs describe, in the API their names pick.
  ///
  /// The names present pick the API:
  ///
  /// 1. `usingSpringWithDamping` or `initialSpringVelocity` (with `duration`): `UIView.animate`.
  /// 2. `response`, `dampingFraction`, `blendDuration`: SwiftUI `Animation.spring`.
  /// 3. `bounce`, `springDuration` (or `duration`): SwiftUI `Spring(duration:bounce:)`.
  /// 4. `mass`, `damping`, or `stiffness` as a number without `dampingRatio` (with
  ///    `initialVelocity`, `duration`): `CASpringAnimation`.
  /// 5. `stiffness` with `dampingRatio` or as a named constant, or `dampingRatio` without
  ///    `duration` (with `initialVelocity`): Android's `SpringForce`.
  /// 6. `duration` with `dampingRatio`, or alone (with `initialVelocity`): a
  ///    `UIViewPropertyAnimator` with `UISpringTimingParameters(dampingRatio:initialVelocity:)`
  ///    or `UISpringTimingParameters()` (damping ratio 4.56).
  ///
  /// Values are decimal numbers; `stiffness` and `dampingRatio` also take Android's and
  /// Compose's named constants (`STIFFNESS_LOW`, `SpringForce.DAMPING_RATIO_NO_BOUNCY`,
  /// `Spring.StiffnessMediumLow`, `DampingRatioHighBouncy`). Names left out take the API's
  /// defaults.
  ///
  /// - Parameter pairs: The names and the values as written, in order.
  /// - Returns: The spring in the API the names pick.
  /// - Throws: ``SpringParameterError`` for an unknown or repeated name, a bad value, names of
  ///   two APIs, a missing name or no spring at all.
  public static func parse(
    _ pairs: [(name: String, value: String)]
  ) throws(SpringParameterError) -> SpringParameters {
    var values: [String: Double] = [:]
    var texts: [String: String] = [:]
    var order: [String] = []
    var namedStiffness = false
    for (name, text) in pairs {
      guard names.contains(name) else {
        throw .unknownName(name, suggestion: Suggestion.closest(to: name, in: names))
      }
      guard values[name] == nil else { throw .repeatedName(name) }
      let (value, isConstant) = try parseValue(name, text)
      if name == "stiffness", isConstant { namedStiffness = true }
      values[name] = value
      texts[name] = text
      order.append(name)
    }
    let reading = SpringParameterReading(values: values, texts: texts, order: order)
    return try reading.build(namedStiffness: namedStiffness)
  }

  /// A value as a number meeting its name's range, or a named constant.
  private static func parseValue(
    _ name: String,
    _ text: String
  ) throws(SpringParameterError) -> (value: Double, isConstant: Bool) {
    if name == "stiffness" || name == "dampingRatio", let constant = constant(name, text) {
      return (constant, true)
    }
    let (accepts, expected) = range(name)
    guard let number = DecimalNumber.parse(text), accepts(number) else {
      throw .invalidValue(name: name, value: text, expected: expected)
    }
    return (number, false)
  }

  /// Which numbers `name` takes and how the error says so.
  ///
  /// The bounds keep every derived number finite (frequencies, settling times, the JSON):
  /// masses and stiffnesses from 1e-6 to 1e9, damping up to 1e9, damping ratios up to 1000,
  /// durations from 0.1 ms to 10 000 s, velocities within ±1e6 distances per second.
  private static func range(_ name: String) -> (accepts: (Double) -> Bool, expected: String) {
    func within(_ low: Double, _ high: Double, _ words: String, _ suffix: String = "")
      -> ((Double) -> Bool, String)
    {
      ({ $0 >= low && $0 <= high }, "\(words) from \(spelled(low)) to \(spelled(high))\(suffix)")
    }
    switch name {
    case "mass": return within(1e-6, 1e9, "a number")
    case "stiffness":
      return within(1e-6, 1e9, "a number", " or a constant such as STIFFNESS_MEDIUM")
    case "damping": return within(0, 1e9, "a number")
    case "usingSpringWithDamping": return within(1e-6, 1000, "a number")
    case "dampingRatio":
      return within(0, 1000, "a number", " or a constant such as DAMPING_RATIO_NO_BOUNCY")
    case "dampingFraction": return within(0, 1000, "a number")
    case "blendDuration": return within(0, 10_000, "a number of seconds")
    case "duration", "springDuration", "response":
      return within(1e-4, 10_000, "a number of seconds")
    case "bounce": return within(-0.999, 1, "a number")
    default: return within(-1e6, 1e6, "a number")
    }
  }

  /// A bound as error messages spell it: `0.0001`, `1e-6`, `1000`, `1e9`.
  private static func spelled(_ value: Double) -> String {
    if value != 0, abs(value) < 1e-4 || abs(value) >= 1e6 {
      let exponent = Int(log10(abs(value)).rounded())
      return (value < 0 ? "-" : "") + "1e\(exponent)"
    }
    return JSONValue.format(value)
  }

  /// The value of an Android (`SpringForce`) or Compose (`Spring`) constant for `name`, with
  /// or without its class prefix.
  private static func constant(_ name: String, _ text: String) -> Double? {
    let bare = text.split(separator: ".").last.map(String.init) ?? text
    let prefix = text.dropLast(bare.count)
    guard prefix.isEmpty || prefix == "SpringForce." || prefix == "Spring." else { return nil }
    let table =
      name == "stiffness"
      ? SpringForce.stiffnessConstants + SpringSpec.stiffnessConstants
      : SpringForce.dampingRatioConstants + SpringSpec.dampingRatioConstants
    return table.first { $0.name == bare }?.value
  }
}

extension SpringParameters {
  /// The API an internal group key stands for, as error messages name it.
  static func apiName(_ key: String) -> String {
    switch key {
    case "uiView": "UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)"
    case "swiftUIResponse": "SwiftUI Animation.spring(response:dampingFraction:blendDuration:)"
    case "swiftUIDuration": "SwiftUI Spring(duration:bounce:)"
    case "ca": "CASpringAnimation"
    case "springForce": "Android SpringForce"
    default: "UIViewPropertyAnimator(duration:) with UISpringTimingParameters"
    }
  }
}
