/// The names of ``SpringParameters/parse(_:)`` once read, and the API they pick.
struct SpringParameterReading {
  /// The numbers by name.
  let values: [String: Double]
  /// The values as written, by name.
  let texts: [String: String]
  /// The names in the order given.
  let order: [String]

  /// The first given name among `names`.
  func first(_ names: [String]) -> String? { order.first { names.contains($0) } }

  /// Whether `name` was given.
  func has(_ name: String) -> Bool { values[name] != nil }

  /// The spring, after checking that every name belongs to the picked API.
  func build(namedStiffness: Bool) throws(SpringParameterError) -> SpringParameters {
    if let trigger = first(["usingSpringWithDamping", "initialSpringVelocity"]) {
      return try uiView(trigger)
    }
    if let trigger = first(["response", "dampingFraction", "blendDuration"]) {
      try only(["response", "dampingFraction", "blendDuration"], trigger, "swiftUIResponse")
      guard
        let spring = SwiftUISpring(
          response: values["response"] ?? SwiftUISpring.defaultResponse,
          dampingFraction: values["dampingFraction"] ?? SwiftUISpring.defaultDampingFraction,
          blendDuration: values["blendDuration"] ?? 0
        )
      else { throw invalid("response", "values SwiftUI accepts") }
      return .swiftUIResponse(spring)
    }
    if let trigger = first(["bounce", "springDuration"]) {
      return try swiftUIDuration(trigger)
    }
    let stiffnessIsCoreAnimation = has("stiffness") && !has("dampingRatio") && !namedStiffness
    if let trigger = first(["mass", "damping"] + (stiffnessIsCoreAnimation ? ["stiffness"] : [])) {
      try only(["mass", "stiffness", "damping", "initialVelocity", "duration"], trigger, "ca")
      guard
        let spring = CoreAnimationSpring(
          mass: values["mass"] ?? 1,
          stiffness: values["stiffness"] ?? 100,
          damping: values["damping"] ?? 10,
          initialVelocity: values["initialVelocity"] ?? 0,
          duration: values["duration"]
        )
      else { throw invalid("mass", "values Core Animation accepts") }
      return .coreAnimation(spring)
    }
    if has("stiffness") || (has("dampingRatio") && !has("duration")),
      let trigger = first(["stiffness", "dampingRatio"])
    {
      try only(["stiffness", "dampingRatio", "initialVelocity"], trigger, "springForce")
      guard
        let force = SpringForce(
          stiffness: values["stiffness"] ?? SpringForce.stiffnessMedium,
          dampingRatio: values["dampingRatio"] ?? SpringForce.dampingRatioMediumBouncy
        )
      else { throw invalid("stiffness", "values SpringForce accepts") }
      return .springForce(force, initialVelocity: values["initialVelocity"] ?? 0)
    }
    if let trigger = first(["dampingRatio", "duration"]) {
      return try propertyAnimator(trigger)
    }
    throw .noSpring
  }

  /// `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)`.
  private func uiView(_ trigger: String) throws(SpringParameterError) -> SpringParameters {
    try only(["duration", "usingSpringWithDamping", "initialSpringVelocity"], trigger, "uiView")
    let api = SpringParameters.apiName("uiView")
    guard let duration = values["duration"] else { throw .missingName("duration", api: api) }
    guard let ratio = values["usingSpringWithDamping"] else {
      throw .missingName("usingSpringWithDamping", api: api)
    }
    guard
      let spring = DurationFittedSpring(
        duration: duration,
        dampingRatio: ratio,
        initialVelocity: values["initialSpringVelocity"] ?? 0
      )
    else {
      throw invalid("usingSpringWithDamping", "a ratio and a duration a spring can be fitted to")
    }
    return .uiViewAnimate(spring)
  }

  /// SwiftUI `Spring(duration:bounce:)`, the duration as `springDuration` or `duration`.
  private func swiftUIDuration(_ trigger: String) throws(SpringParameterError) -> SpringParameters {
    try only(["springDuration", "duration", "bounce"], trigger, "swiftUIDuration")
    if has("springDuration"), has("duration") {
      throw .conflictingNames(
        name: "duration",
        other: "springDuration",
        api: SpringParameters.apiName("swiftUIDuration")
      )
    }
    guard
      let spring = SwiftUISpring(
        duration: values["springDuration"] ?? values["duration"] ?? SwiftUISpring.defaultDuration,
        bounce: values["bounce"] ?? 0
      )
    else { throw invalid("bounce", "values SwiftUI accepts") }
    return .swiftUIDuration(spring)
  }

  /// `UIViewPropertyAnimator(duration:timingParameters:)` with `UISpringTimingParameters`.
  private func propertyAnimator(_ trigger: String) throws(SpringParameterError)
    -> SpringParameters
  {
    try only(["duration", "dampingRatio", "initialVelocity"], trigger, "propertyAnimator")
    let api = SpringParameters.apiName("propertyAnimator")
    guard let duration = values["duration"] else { throw .missingName("duration", api: api) }
    let velocity = values["initialVelocity"] ?? 0
    let parameters: SpringTimingParameters?
    if let ratio = values["dampingRatio"] {
      parameters = SpringTimingParameters(dampingRatio: ratio, initialVelocity: velocity)
    } else {
      parameters = SpringTimingParameters(
        dampingRatio: SpringTimingParameters.defaultDampingRatio,
        initialVelocity: velocity
      )
    }
    guard let parameters, parameters.curve(animatorDuration: duration) != nil else {
      throw .invalidValue(
        name: "dampingRatio",
        value: texts["dampingRatio"] ?? "",
        expected: "a positive number (a spring without damping cannot be fitted to a duration)"
      )
    }
    return .propertyAnimator(parameters, duration: duration)
  }

  /// Throws for the first given name outside `allowed`.
  private func only(
    _ allowed: [String],
    _ trigger: String,
    _ api: String
  ) throws(SpringParameterError) {
    if let stray = order.first(where: { !allowed.contains($0) }) {
      throw .conflictingNames(name: stray, other: trigger, api: SpringParameters.apiName(api))
    }
  }

  /// An invalid-value error for `name` as given, in a combination the API rejects.
  private func invalid(_ name: String, _ expected: String) -> SpringParameterError {
    .invalidValue(name: name, value: texts[name] ?? "", expected: expected)
  }
}
