/// One spring as one platform's API spells it: the parameterisations SceneDiff reads, each
/// resolved to a ``SpringCurve`` and the time that API runs it for.
///
/// ``parse(_:)`` reads them from `NAME=VALUE` pairs spelled as the APIs' argument labels
/// (`response=0.4 dampingFraction=0.6`, `mass=1 stiffness=100 damping=10`); Docs/interpolators.md
/// ("Springs") lists which names pick which API.
public enum SpringParameters: Sendable, Hashable {
  /// `CASpringAnimation` (and `UISpringTimingParameters(mass:stiffness:damping:
  /// initialVelocity:)`): runs for its `duration`, by default its settling duration.
  case coreAnimation(CoreAnimationSpring)
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`: the
  /// damping ratio fitted to the duration.
  case uiViewAnimate(DurationFittedSpring)
  /// `UIViewPropertyAnimator(duration:timingParameters:)` with `UISpringTimingParameters`.
  case propertyAnimator(SpringTimingParameters, duration: Double)
  /// SwiftUI `Animation.spring(response:dampingFraction:blendDuration:)`.
  case swiftUIResponse(SwiftUISpring)
  /// SwiftUI `Spring(duration:bounce:)`.
  case swiftUIDuration(SwiftUISpring)
  /// Android's `SpringForce`, with the start velocity in distances per second.
  case springForce(SpringForce, initialVelocity: Double)

  /// The API, as its documentation names it.
  public var api: String {
    switch self {
    case .coreAnimation: "CASpringAnimation"
    case .uiViewAnimate:
      "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:"
        + "animations:completion:)"
    case .propertyAnimator:
      "UIViewPropertyAnimator(duration:timingParameters:) with UISpringTimingParameters"
    case .swiftUIResponse: "Animation.spring(response:dampingFraction:blendDuration:)"
    case .swiftUIDuration: "Spring(duration:bounce:)"
    case .springForce: "SpringForce (androidx.dynamicanimation)"
    }
  }

  /// The spring the API runs; `nil` only for a property animator whose damping ratio cannot be
  /// fitted to its duration.
  public var curve: SpringCurve? {
    switch self {
    case .coreAnimation(let spring): spring.curve
    case .uiViewAnimate(let spring): spring.curve
    case .propertyAnimator(let parameters, let duration):
      parameters.curve(animatorDuration: duration)
    case .swiftUIResponse(let spring), .swiftUIDuration(let spring): spring.curve
    case .springForce(let force, let velocity): force.curve(initialVelocity: velocity)
    }
  }

  /// The API's parameters with every default filled in, in the order of its signature.
  public var values: [(name: String, value: Double)] {
    switch self {
    case .coreAnimation(let spring):
      var values = [
        ("mass", spring.curve.mass), ("stiffness", spring.curve.stiffness),
        ("damping", spring.curve.damping), ("initialVelocity", spring.curve.initialVelocity),
      ]
      if let duration = spring.duration { values.append(("duration", duration)) }
      return values
    case .uiViewAnimate(let spring):
      return [
        ("duration", spring.duration), ("usingSpringWithDamping", spring.dampingRatio),
        ("initialSpringVelocity", spring.initialVelocity),
      ]
    case .propertyAnimator(let parameters, let duration):
      return [
        ("duration", duration), ("dampingRatio", parameters.dampingRatio),
        ("initialVelocity", parameters.initialVelocity),
      ]
    case .swiftUIResponse(let spring):
      return [
        ("response", spring.response), ("dampingFraction", spring.dampingFraction),
        ("blendDuration", spring.blendDuration),
      ]
    case .swiftUIDuration(let spring):
      return [("duration", spring.duration), ("bounce", spring.bounce)]
    case .springForce(let force, let velocity):
      return [
        ("stiffness", force.stiffness), ("dampingRatio", force.dampingRatio),
        ("initialVelocity", velocity),
      ]
    }
  }
}
