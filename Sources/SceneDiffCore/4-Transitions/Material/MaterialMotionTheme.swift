/// The motion theme attributes a Material transition reads: durations and interpolators
/// (reference §1).
///
/// MDC-Android resolves them from the app theme when the transition creates its first animator;
/// an attribute the theme does not define leaves the transition's own fallback (reference §4.2).
/// ``material3`` holds the `Theme.Material3.*` values, ``materialComponents`` the
/// `Theme.MaterialComponents.*` (Material 2) ones, which define fewer durations and no
/// interpolators.
public struct MaterialMotionTheme: Sendable, Hashable {
  /// The theme family, for messages and plans (`Material3`, `MaterialComponents`).
  public var name: String
  /// The duration attributes the theme defines, in ms.
  public var durationsMs: [MaterialDurationToken: Int]
  /// The interpolator attributes the theme defines.
  public var easings: [MaterialEasingToken: Interpolator]

  /// Creates a theme from its attributes.
  public init(
    name: String,
    durationsMs: [MaterialDurationToken: Int],
    easings: [MaterialEasingToken: Interpolator]
  ) {
    self.name = name
    self.durationsMs = durationsMs
    self.easings = easings
  }

  /// The duration the theme gives `token`, if it defines it.
  public func duration(_ token: MaterialDurationToken) -> Int? { durationsMs[token] }

  /// The interpolator the theme gives `token`, else `fallback` (`MotionUtils.resolveThemeInterpolator`).
  public func easing(_ token: MaterialEasingToken, fallback: Interpolator) -> Interpolator {
    easings[token] ?? fallback
  }

  /// The values of `Theme.Material3.*`, `m3_sys_motion_duration_*` and `m3_sys_motion_easing_*`.
  ///
  /// Reference §1.1, §1.2. Emphasized decelerate and accelerate are the curves MDC-Android's
  /// resources ship, (0.1, 0.7, 0.1, 1) and (0.3, 0, 0.8, 0.2), since SceneDiff reproduces what
  /// the library renders (reference §1.2, "known discrepancy").
  public static let material3 = MaterialMotionTheme(
    name: "Material3",
    durationsMs: [
      .short1: 50, .short2: 100, .short3: 150, .short4: 200,
      .medium1: 250, .medium2: 300, .medium3: 350, .medium4: 400,
      .long1: 450, .long2: 500, .long3: 550, .long4: 600,
      .extraLong1: 700, .extraLong2: 800, .extraLong3: 900, .extraLong4: 1000,
    ],
    easings: [
      .standard: cubic("standard", 0.2, 0, 0, 1),
      .standardDecelerate: cubic("standardDecelerate", 0, 0, 0, 1),
      .standardAccelerate: cubic("standardAccelerate", 0.3, 0, 1, 1),
      .emphasized: .fastOutExtraSlowIn,
      .emphasizedDecelerate: cubic("emphasizedDecelerate", 0.1, 0.7, 0.1, 1),
      .emphasizedAccelerate: cubic("emphasizedAccelerate", 0.3, 0, 0.8, 0.2),
      .linear: .linear,
    ]
  )

  /// `Theme.MaterialComponents.*` (Material 2): `material_motion_duration_*`, no interpolator
  /// attributes (reference §1.1, §1.2).
  public static let materialComponents = MaterialMotionTheme(
    name: "MaterialComponents",
    durationsMs: [
      .short1: 75, .short2: 150, .medium1: 200, .medium2: 250, .long1: 300, .long2: 350,
    ],
    easings: [:]
  )

  /// A cubic-Bézier path interpolator, as `PathInterpolator` builds one from its control points.
  private static func cubic(
    _ name: String,
    _ x1: Float,
    _ y1: Float,
    _ x2: Float,
    _ y2: Float
  ) -> Interpolator {
    .path(
      PathInterpolator(
        platform: .cubic(controlX1: x1, controlY1: y1, controlX2: x2, controlY2: y2),
        name: name
      )
    )
  }
}
