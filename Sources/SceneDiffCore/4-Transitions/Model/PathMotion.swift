/// How a transition turns a start and end point into a path (Android `PathMotion`).
///
/// ChangeBounds moves its corners, and ChangeTransform its translation, along the path the
/// motion gives for each start and end point; the point moves by arc length (reference §11.4).
public enum PathMotion: Sendable, Hashable {
  /// A straight line, Android's default.
  case straight
  /// Android's `ArcMotion`: one cubic Bézier curve whose bulge stays between a minimum and a
  /// maximum angle (reference §12.2, current platform form).
  ///
  /// Angles are in degrees; Android accepts 0…90 for each (``checkedArc(minimumHorizontalAngle:minimumVerticalAngle:maximumAngle:)``
  /// enforces that). Android's defaults are 0, 0 and 70 (``arc``).
  case arc(minimumHorizontalAngle: Float, minimumVerticalAngle: Float, maximumAngle: Float)
  /// Android's `PatternPathMotion` with its **normalised** pattern, which runs from (0, 0) to
  /// (1, 0) (reference §12.3).
  ///
  /// Build it with ``pattern(normalizing:)``, which normalises any pattern as Android's
  /// `setPatternPath` does; a pattern given here directly is used as it is.
  case pattern(BezierPath)

  /// ArcMotion with Android's default angles: minimum horizontal 0°, minimum vertical 0°,
  /// maximum 70°.
  public static let arc = PathMotion.arc(
    minimumHorizontalAngle: 0,
    minimumVerticalAngle: 0,
    maximumAngle: 70
  )

  /// ArcMotion with its angles checked as Android's setters check them.
  ///
  /// - Throws: ``PathMotionError/angleOutOfRange(attribute:value:at:)`` for the first angle
  ///   outside 0…90 degrees (Android's read order: vertical, horizontal, maximum).
  public static func checkedArc(
    minimumHorizontalAngle: Float = 0,
    minimumVerticalAngle: Float = 0,
    maximumAngle: Float = 70
  ) throws(PathMotionError) -> PathMotion {
    let angles = [
      ("minimumVerticalAngle", minimumVerticalAngle),
      ("minimumHorizontalAngle", minimumHorizontalAngle),
      ("maximumAngle", maximumAngle),
    ]
    for (name, value) in angles where !(0...90).contains(value) {
      throw .angleOutOfRange(attribute: name, value: value, at: nil)
    }
    return .arc(
      minimumHorizontalAngle: minimumHorizontalAngle,
      minimumVerticalAngle: minimumVerticalAngle,
      maximumAngle: maximumAngle
    )
  }

  /// PatternPathMotion with `pattern` normalised as Android's `setPatternPath` does.
  ///
  /// The first contour (of non-zero length, as Android's `PathMeasure` skips empty ones)
  /// defines the start `S` and end `E`; the whole pattern is translated by `−S`, scaled by
  /// `1 / |E − S|` and rotated by `−atan2(E − S)`, so that it runs from (0, 0) to (1, 0).
  ///
  /// - Throws: ``PathMotionError/patternEndsAtStart(x:y:at:)`` when the first contour ends
  ///   where it starts (a closed contour does), or when the pattern has no length at all.
  public static func pattern(normalizing pattern: BezierPath) throws(PathMotionError) -> PathMotion
  {
    .pattern(try PathMotion.normalizedPattern(pattern))
  }
}
