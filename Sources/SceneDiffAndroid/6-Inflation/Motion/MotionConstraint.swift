import SceneDiffCore

/// One view's entry in a MotionScene `<ConstraintSet>`, as `ConstraintSet.Constraint` keeps it.
///
/// A `<Constraint>` with any attribute besides `android:id`, `layout_marginStart` and
/// `layout_marginEnd` replaces all of the view's layout, property and transform values: those
/// it leaves out take `ConstraintSet`'s defaults (`0dp` sizes, visible, opaque, untransformed)
/// (`ConstraintSet.populateConstraint`). Otherwise only the parts given by `<Layout>`,
/// `<PropertySet>` and `<Transform>` children replace the view's; the rest falls back to the
/// set it derives from, then to the layout (`readFallback`). A `<ConstraintOverride>` changes
/// only the attributes it writes.
struct MotionConstraint: Sendable, Hashable {
  /// The layout parameters (`layout_*`, helper attributes), `nil` when they fall back.
  var layout: [AttributeKey: AttributeValue]?
  /// `android:visibility`, `android:alpha`, `app:visibilityMode`, `nil` when they fall back.
  var properties: [AttributeKey: AttributeValue]?
  /// Rotation, scale, translation, elevation and pivot, `nil` when they fall back.
  var transform: [AttributeKey: AttributeValue]?
  /// A `<ConstraintOverride>`'s attributes, applied over the fallback values.
  var overrides: [AttributeKey: AttributeValue] = [:]

  /// The attributes of ``properties``.
  static let propertyKeys: Set<AttributeKey> = [
    .android("visibility"), .android("alpha"), .app("visibilityMode"),
  ]

  /// The attributes of ``transform``.
  static let transformKeys: Set<AttributeKey> = Set(
    [
      "rotation", "rotationX", "rotationY", "scaleX", "scaleY", "translationX", "translationY",
      "translationZ", "elevation", "transformPivotX", "transformPivotY",
    ].map { AttributeKey.android($0) }
  )

  /// Attributes that only drive the animation between sets (`ConstraintSet.Motion`, custom
  /// attributes): they do not change the laid-out state.
  static let motionKeys: Set<AttributeKey> = Set(
    [
      "transitionEasing", "pathMotionArc", "motionStagger", "animateRelativeTo",
      "animateCircleAngleTo", "drawPath", "transitionPathRotate", "motionProgress",
      "quantizeMotionSteps", "quantizeMotionPhase", "quantizeMotionInterpolator",
      "polarRelativeTo", "transformPivotTarget",
    ].map { AttributeKey.app($0) } + [.android("id")]
  )

  /// The part of a `<Constraint>` an attribute belongs to: `nil` for the id and motion-only
  /// attributes.
  enum Part { case layout, properties, transform }

  /// The part `key` belongs to.
  static func part(of key: AttributeKey) -> Part? {
    if motionKeys.contains(key) { return nil }
    if propertyKeys.contains(key) { return .properties }
    if transformKeys.contains(key) { return .transform }
    return .layout
  }

  /// This entry with every part it leaves to the fallback taken from `fallback` (an entry of
  /// the set it derives from), as `ConstraintSet.readFallback(ConstraintSet)` copies them.
  func fillingIn(from fallback: MotionConstraint) -> MotionConstraint {
    var filled = self
    if filled.layout == nil { filled.layout = fallback.layout }
    if filled.properties == nil { filled.properties = fallback.properties }
    if filled.transform == nil { filled.transform = fallback.transform }
    filled.overrides = fallback.overrides.merging(overrides) { _, own in own }
    return filled
  }

  /// Applies the entry to a MotionLayout child: the layout part replaces all of its layout
  /// parameters (sizes default to `0dp`, `MATCH_CONSTRAINT`, as `ConstraintSet.Layout.mWidth`
  /// and `mHeight` start at 0), the property and transform parts replace those attributes.
  func apply(to element: inout InflatedElement) {
    if let layout {
      var params = layout
      for size in ["layout_width", "layout_height"] where params[.android(size)] == nil {
        params[.android(size)] = AttributeValue("0dp", at: nil)
      }
      element.includeLayoutParams = params
      if let orientation = layout[.android("orientation")] {
        element.attributes[.android("orientation")] = orientation
      }
    }
    if let properties {
      for key in Self.propertyKeys { element.attributes[key] = properties[key] }
    }
    if let transform {
      for key in Self.transformKeys { element.attributes[key] = transform[key] }
    }
    for (key, value) in overrides {
      guard let part = Self.part(of: key) else { continue }
      if part == .layout {
        var params =
          element.includeLayoutParams
          ?? element.attributes.filter { $0.key.name.hasPrefix("layout_") }
        params[key] = value
        element.includeLayoutParams = params
        if key == .android("orientation") { element.attributes[key] = value }
      } else {
        element.attributes[key] = value
      }
    }
  }
}
