/// One spring written in every platform's parameterisation, with how long each platform runs it
/// and where their versions of "the same" spring differ: what `scenediff spring` prints.
///
/// All of them are the same physics (interpolators.md §6.1), so the same parameters give the
/// same motion and the same overshoot everywhere; what differs is when each platform stops and
/// jumps to the end, because each decides "settled" differently (Docs/interpolators.md,
/// "Springs"):
///
/// - Apple (CASpringAnimation, UIKit, SwiftUI): within 0.001 of the distance (SceneDiff's rule,
///   ``SpringCurve/settlingDuration(epsilon:)``), whatever the distance;
/// - Android `SpringForce`: within 0.75 × the minimum visible change and below 62.5 × that per
///   second, so over a short distance it stops sooner;
/// - Compose: within the visibility threshold, truncated to whole milliseconds.
public struct SpringComparison: Sendable {
  /// The spring as it was given.
  public let given: SpringParameters
  /// The spring.
  public let curve: SpringCurve
  /// What it animates (which sets Android's and Compose's thresholds).
  public let quantity: SpringQuantity
  /// The distance animated, in the quantity's units.
  public let distance: Double
  /// The Apple settling duration, in seconds (within 0.001 of the distance); `nil` undamped.
  public let settlingDuration: Double?
  /// The overshoot, as a fraction of the distance (``SpringCurve/overshoot``).
  public let overshoot: Double
  /// When the overshoot peaks, in seconds; `nil` without overshoot.
  public let peakTime: Double?
  /// Compose's `spring(dampingRatio, stiffness)` for this spring, with the quantity's
  /// visibility threshold.
  public let compose: SpringSpec?
  /// Every platform's version, in the order Apple, Android.
  public let platforms: [SpringPlatformForm]
  /// Where the platforms' versions differ, one sentence each.
  public let differences: [String]

  /// Compares `given` across platforms, or `nil` when it resolves to no spring (a property
  /// animator's damping ratio that cannot be fitted) or the distance is not finite and positive.
  ///
  /// - Parameters:
  ///   - given: The spring, in one API's terms.
  ///   - quantity: What it animates.
  ///   - distance: How far, in the quantity's units; `nil` for ``SpringQuantity/defaultDistance``.
  public init?(_ given: SpringParameters, quantity: SpringQuantity = .position, distance: Double?) {
    let distance = distance ?? quantity.defaultDistance
    guard let curve = given.curve, distance.isFinite, distance > 0 else { return nil }
    self.given = given
    self.curve = curve
    self.quantity = quantity
    self.distance = distance
    settlingDuration = curve.settlingDuration()
    overshoot = curve.overshoot
    peakTime = curve.overshoot > 0 ? curve.peakTime : nil
    compose = SpringSpec(
      dampingRatio: curve.dampingRatio,
      stiffness: curve.stiffness / curve.mass,
      visibilityThreshold: quantity.composeVisibilityThreshold
    )
    var forms = SpringComparison.appleForms(given, curve, distance)
    forms += SpringComparison.androidForms(curve, quantity, distance, compose)
    platforms = forms
    differences = SpringComparison.differences(curve, forms, quantity, distance)
  }

  /// CASpringAnimation, UIKit and SwiftUI.
  private static func appleForms(
    _ given: SpringParameters,
    _ curve: SpringCurve,
    _ distance: Double
  ) -> [SpringPlatformForm] {
    [
      coreAnimationForm(given, curve, distance), uiViewForm(given, curve, distance),
      swiftUIForm(curve, distance),
    ]
  }

  /// `CASpringAnimation`: the physical parameters; its duration the settling duration unless
  /// one was given.
  private static func coreAnimationForm(
    _ given: SpringParameters,
    _ curve: SpringCurve,
    _ distance: Double
  ) -> SpringPlatformForm {
    var duration = curve.settlingDuration()
    var rule = "settlingDuration: the envelope within 0.001 of the distance"
    var durationCode = "animation.settlingDuration"
    if case .coreAnimation(let spring) = given, let given = spring.duration {
      duration = given
      rule = "its duration, as given"
      durationCode = text(given)
    }
    let code =
      "let animation = CASpringAnimation(keyPath: …); animation.mass = \(text(curve.mass)); "
      + "animation.stiffness = \(text(curve.stiffness)); "
      + "animation.damping = \(text(curve.damping)); "
      + "animation.initialVelocity = \(text(curve.initialVelocity)); "
      + "animation.duration = \(durationCode)"
    return SpringPlatformForm(
      platform: "CASpringAnimation",
      code: code,
      parameters: [
        ("mass", curve.mass), ("stiffness", curve.stiffness), ("damping", curve.damping),
        ("initialVelocity", curve.initialVelocity), ("duration", duration),
      ],
      duration: duration,
      rule: rule,
      curve: curve,
      distance: distance
    )
  }

  /// `UIView.animate(withDuration:…usingSpringWithDamping:…)`: the duration it was given, else
  /// the settling duration it is fitted to.
  private static func uiViewForm(
    _ given: SpringParameters,
    _ curve: SpringCurve,
    _ distance: Double
  ) -> SpringPlatformForm {
    let zeta = curve.dampingRatio
    let v0 = curve.initialVelocity
    var duration = curve.settlingDuration()
    switch given {
    case .uiViewAnimate(let spring): duration = spring.duration
    case .propertyAnimator(let parameters, let given) where parameters.fixedCurve == nil:
      duration = given
    default: break
    }
    let code =
      duration.map {
        "UIView.animate(withDuration: \(text($0)), delay: 0, usingSpringWithDamping: "
          + "\(text(zeta)), initialSpringVelocity: \(text(v0)), options: [], animations: { … })"
      } ?? "none: an undamped spring cannot be fitted to a duration"
    return SpringPlatformForm(
      platform: "UIView.animate",
      code: code,
      parameters: [
        ("duration", duration), ("usingSpringWithDamping", duration.map { _ in zeta }),
        ("initialSpringVelocity", duration.map { _ in v0 }),
      ],
      duration: duration,
      rule: "the duration; the stiffness is fitted so that the spring settles within 0.001 at it",
      curve: curve,
      distance: distance
    )
  }

  /// SwiftUI's `Animation.spring(response:dampingFraction:)` and `Spring(duration:bounce:)`.
  private static func swiftUIForm(_ curve: SpringCurve, _ distance: Double) -> SpringPlatformForm {
    let swiftUI = SwiftUISpring(curve)
    let code =
      ".spring(response: \(text(swiftUI.response)), dampingFraction: "
      + "\(text(swiftUI.dampingFraction))) = Spring(duration: \(text(swiftUI.duration)), "
      + "bounce: \(text(swiftUI.bounce)))"
    return SpringPlatformForm(
      platform: "SwiftUI",
      code: code,
      parameters: [
        ("response", swiftUI.response), ("dampingFraction", swiftUI.dampingFraction),
        ("duration", swiftUI.duration), ("bounce", swiftUI.bounce),
      ],
      duration: curve.settlingDuration(),
      rule: "settlingDuration: the envelope within 0.001 of the distance",
      curve: curve,
      distance: distance
    )
  }

  /// Android `SpringForce` and Compose.
  private static func androidForms(
    _ curve: SpringCurve,
    _ quantity: SpringQuantity,
    _ distance: Double,
    _ compose: SpringSpec?
  ) -> [SpringPlatformForm] {
    [springForceForm(curve, quantity, distance)]
      + (compose.map { [composeForm($0, curve, quantity, distance)] } ?? [])
  }

  /// `SpringAnimation` with a `SpringForce`: at rest by androidx.dynamicanimation's thresholds.
  private static func springForceForm(
    _ curve: SpringCurve,
    _ quantity: SpringQuantity,
    _ distance: Double
  ) -> SpringPlatformForm {
    let force = SpringForce(equivalentTo: curve)
    let velocity = curve.initialVelocity * distance
    let change = quantity.androidMinimumVisibleChange
    let valueThreshold = SpringForce.valueThresholdMultiplier * change
    let rest = force.restDuration(
      distance: distance,
      minimumVisibleChange: change,
      initialVelocity: curve.initialVelocity
    )
    let stiffness = SpringForce.stiffnessName(force.stiffness).map { "SpringForce.\($0)" }
    let ratio = SpringForce.dampingRatioName(force.dampingRatio).map { "SpringForce.\($0)" }
    let property: String =
      switch quantity {
      case .position: "TRANSLATION_X"
      case .alpha: "ALPHA"
      case .scale: "SCALE_X"
      case .rotation: "ROTATION"
      }
    let code =
      "SpringAnimation(view, DynamicAnimation.\(property)).setSpring(SpringForce(end)"
      + ".setStiffness(\(stiffness ?? kotlinFloat(force.stiffness)))"
      + ".setDampingRatio(\(ratio ?? kotlinFloat(force.dampingRatio))))"
      + ".setStartVelocity(\(kotlinFloat(velocity)))"
    return SpringPlatformForm(
      platform: "SpringForce",
      code: code,
      parameters: [
        ("stiffness", force.stiffness), ("dampingRatio", force.dampingRatio),
        ("startVelocity", velocity), ("minimumVisibleChange", change),
      ],
      duration: rest,
      rule: "at rest: within \(text(valueThreshold))\(quantity.unitSuffix) and below "
        + "\(text(SpringForce.velocityThresholdMultiplier * valueThreshold))"
        + "\(quantity.unitSuffix) per second, on the first whole millisecond",
      curve: curve,
      distance: distance
    )
  }

  /// Compose's `spring(dampingRatio, stiffness)`: done within its visibility threshold.
  private static func composeForm(
    _ compose: SpringSpec,
    _ curve: SpringCurve,
    _ quantity: SpringQuantity,
    _ distance: Double
  ) -> SpringPlatformForm {
    let ms = compose.durationMs(distance: distance, initialVelocity: curve.initialVelocity)
    return SpringPlatformForm(
      platform: "Compose",
      code: "spring(dampingRatio = \(kotlinFloat(compose.dampingRatio)), "
        + "stiffness = \(kotlinFloat(compose.stiffness)))",
      parameters: [
        ("dampingRatio", compose.dampingRatio), ("stiffness", compose.stiffness),
        ("visibilityThreshold", compose.visibilityThreshold),
        ("initialVelocity", curve.initialVelocity * distance),
      ],
      duration: ms.map { $0 / 1000 },
      rule: "estimated: within the visibility threshold "
        + "\(text(compose.visibilityThreshold))\(quantity.unitSuffix), truncated to whole "
        + "milliseconds",
      curve: curve,
      distance: distance
    )
  }

  /// One sentence per difference between the platforms' versions.
  private static func differences(
    _ curve: SpringCurve,
    _ forms: [SpringPlatformForm],
    _ quantity: SpringQuantity,
    _ distance: Double
  ) -> [String] {
    durationNotes(forms, quantity) + physicsNotes(curve, forms, quantity, distance)
  }

  /// When each platform stops, against CASpringAnimation's settling duration.
  private static func durationNotes(_ forms: [SpringPlatformForm], _ quantity: SpringQuantity)
    -> [String]
  {
    var notes: [String] = []
    let unit = quantity.unitSuffix
    let apple = forms.first { $0.platform == "CASpringAnimation" }?.duration
    for form in forms where form.platform != "CASpringAnimation" {
      guard let duration = form.duration else {
        notes.append("\(form.platform) never stops: the spring is undamped.")
        continue
      }
      guard let apple else {
        notes.append("\(form.platform) stops after \(ms(duration)) ms; Apple's never settle.")
        continue
      }
      let gap = duration - apple
      if abs(gap) < 0.0005 { continue }
      let jump = form.endJump.map { "\(text($0, decimals: 3))\(unit)" } ?? "nothing"
      notes.append(
        "\(form.platform) stops after \(ms(duration)) ms, \(ms(abs(gap))) ms "
          + (gap < 0 ? "before" : "after")
          + " CASpringAnimation's \(ms(apple)) ms, and jumps the last \(jump) to the end."
      )
    }
    return notes
  }

  /// What is the same physics everywhere (overshoot) and what the platforms spell differently
  /// (mass, velocity units, over-damping).
  private static func physicsNotes(
    _ curve: SpringCurve,
    _ forms: [SpringPlatformForm],
    _ quantity: SpringQuantity,
    _ distance: Double
  ) -> [String] {
    var notes: [String] = []
    let unit = quantity.unitSuffix
    if curve.overshoot > 0, let peak = curve.peakTime {
      let cut = forms.filter { ($0.duration ?? .infinity) < peak }.map(\.platform)
      notes.append(
        "The overshoot is the same physics everywhere: \(text(curve.overshoot * 100, decimals: 2))"
          + " % of the distance (\(text(curve.overshoot * distance, decimals: 3))\(unit)) at "
          + "\(ms(peak)) ms"
          + (cut.isEmpty ? "." : "; \(cut.joined(separator: ", ")) stop before it.")
      )
    } else {
      notes.append("No platform overshoots: the spring does not pass its target.")
    }
    if curve.mass != 1 {
      notes.append(
        "Android, Compose, UIKit's fit and SwiftUI have no mass: stiffness/mass = "
          + "\(text(curve.stiffness / curve.mass)) with the same damping ratio is the same motion."
      )
    }
    if curve.initialVelocity != 0 {
      notes.append(
        "The initial velocity is \(text(curve.initialVelocity)) distances per second on Apple "
          + "platforms and \(text(curve.initialVelocity * distance))\(unit) per second on Android "
          + "(setStartVelocity, Compose's initialVelocity); SwiftUI's Animation.spring takes "
          + "none (it carries the velocity of the animation it interrupts)."
      )
    }
    if curve.dampingRatio > 1 {
      notes.append(
        "Over-damped (ratio \(text(curve.dampingRatio))): Apple documents "
          + "usingSpringWithDamping from 0 to 1 and SwiftUI's negative bounce comes from "
          + "Flutter's port of its mapping; both are unverified above 1."
      )
    }
    return notes
  }

  /// Milliseconds to 0.1, for sentences.
  package static func ms(_ seconds: Double) -> String { text(seconds * 1000, decimals: 1) }

  /// A number rounded to `decimals` places, in the plan JSON's number format.
  package static func text(_ value: Double, decimals: Int = 4) -> String {
    guard value.isFinite else { return "(too large)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = value * scale
    guard scaled.isFinite, abs(scaled) < 1e15 else { return JSONValue.format(value) }
    return JSONValue.format(scaled.rounded() / scale)
  }

  /// A Kotlin `Float` literal: the shortest float text and `f`.
  static func kotlinFloat(_ value: Double) -> String {
    let float = Float(value)
    if float == float.rounded(.towardZero), abs(float) < 1e7 { return "\(Int(float))f" }
    return "\(float)f"
  }
}
