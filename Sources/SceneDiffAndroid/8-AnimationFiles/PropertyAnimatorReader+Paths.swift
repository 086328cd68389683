import Foundation
import SceneDiffCore
import SceneDiffXML

extension PropertyAnimatorReader {
  /// The tolerance `AnimatorInflater` flattens an animator's `pathData` with: `0.5 ×
  /// pathErrorScale`, and `loadAnimator(Context, int)` passes a scale of 1.
  static let pathTolerance: Float = 0.5

  /// An `<objectAnimator>` that moves along `android:pathData`, or `nil` without one.
  ///
  /// As `AnimatorInflater.setupPathMotion` builds it: the path
  /// (`PathParser.createPathFromPathData`) is flattened by `Path.approximate(0.5)` into points
  /// tagged with their fraction of its length, and `propertyXName` / `propertyYName` each get
  /// `PathKeyframes`' coordinate at the animator's (interpolated) fraction — straight lines
  /// between the points, so one keyframe per point. `valueType` `intType` or `colorType` rounds
  /// each coordinate (`Math.round`); `propertyName`, `valueFrom` and `valueTo` are not read.
  mutating func pathMotion(_ element: LocatedElement) -> (
    holders: [PropertyAnimation.Holder], usable: Bool
  )? {
    guard let data = element.attribute("pathData", namespace: XMLNamespace.android) else {
      return nil
    }
    let names = ["propertyXName", "propertyYName"].map {
      element.attribute($0, namespace: XMLNamespace.android)
    }
    guard names.contains(where: { $0 != nil }) else {
      values.diagnostics.append(
        Diagnostic(
          .error,
          at: element.location,
          code: "missing-attribute",
          "<objectAnimator> has android:pathData but no android:propertyXName or "
            + "android:propertyYName (Android throws InflateException); expected the View "
            + "properties the path's x and y drive, such as translationX and translationY"
        )
      )
      return ([], false)
    }
    guard let rounded = pathValueType(element) else { return ([], false) }
    guard let points = pathPoints(data) else { return ([], false) }
    var holders: [PropertyAnimation.Holder] = []
    var usable = true
    for (axis, name) in names.enumerated() {
      guard let name else { continue }
      guard let property = AnimatedProperty.viewProperties[name.value], !property.isColor else {
        values.diagnostics.append(
          PropertyAnimatorFileError.unknownProperty(name.valueLocation, name: name.value)
            .diagnostic
        )
        usable = false
        continue
      }
      holders.append(
        PropertyAnimation.Holder(
          property: property,
          keyframes: points.map {
            PropertyAnimation.HolderKeyframe(fraction: $0.fraction, value: axis == 0 ? $0.x : $0.y)
          },
          evaluator: rounded ? .roundedFloat : .property
        )
      )
    }
    return (holders, usable)
  }

  /// Whether a path animator's coordinates are rounded: `intType`/`colorType` round,
  /// `floatType`/`pathType` (or none) do not; `nil` after an `invalid-value` error.
  private mutating func pathValueType(_ element: LocatedElement) -> Bool? {
    let declared = declaredValueType(element)
    guard declared.isValid else { return nil }
    switch declared.type?.kind {
    case .int?, .color?: return true
    case .float?, .path?, nil: return false
    }
  }

  /// The flattened path's points with strictly increasing fractions from 0 to 1, or `nil`
  /// after an `invalid-path-data` error.
  ///
  /// Where a move makes two points share a fraction (a jump), the second is placed at the
  /// next larger `Double`, so the value jumps there as `PathKeyframes` jumps; two points at
  /// fraction 1 keep the last.
  private mutating func pathPoints(_ data: LocatedAttribute) -> [(
    fraction: Double, x: Double, y: Double
  )]? {
    let path: BezierPath
    do {
      path = try BezierPath(svgPathData: data.value)
    } catch {
      var location = data.valueLocation
      location.column += error.offset
      values.diagnostics.append(
        Diagnostic(
          .error,
          at: location,
          code: "invalid-path-data",
          "invalid path data '\(data.value)' for '\(data.qualifiedName)': \(error.message) at "
            + "offset \(error.offset)"
        )
      )
      return nil
    }
    var points: [(fraction: Double, x: Double, y: Double)] = []
    for p in path.approximate(tolerance: Self.pathTolerance) {
      var f = p.fraction.isFinite ? min(max(Double(p.fraction), 0), 1) : 0
      if points.isEmpty { f = 0 }
      if let last = points.last, f <= last.fraction {
        if last.fraction >= 1 || f >= 1 {
          points[points.count - 1] = (1, Double(p.x), Double(p.y))
          continue
        }
        f = last.fraction.nextUp
      }
      points.append((f, Double(p.x), Double(p.y)))
    }
    if points.count < 2, let only = points.first { points.append((1, only.x, only.y)) }
    if let last = points.last, last.fraction < 1 { points[points.count - 1].fraction = 1 }
    return points
  }

  /// Checks a `pathType` holder (`valueFrom`/`valueTo` morphing path data).
  ///
  /// Each value must be path data; then an `unsupported-value-type` warning, since no setter of a View property takes
  /// a `PathData` — Android logs that it finds none and animates nothing, while the animator
  /// still takes its time, and so does SceneDiff. Returns whether the values are usable.
  mutating func morph(
    _ element: LocatedElement,
    property: AnimatedProperty,
    at location: SourceLocation
  ) -> Bool {
    var usable = true
    for name in ["valueFrom", "valueTo"] {
      guard let a = element.attribute(name, namespace: XMLNamespace.android) else { continue }
      if pathPoints(a) == nil { usable = false }
    }
    guard usable else { return false }
    values.diagnostics.append(
      Diagnostic(
        .warning,
        at: location,
        code: "unsupported-value-type",
        "valueType 'pathType' morphs path data (PathDataEvaluator), which no setter of "
          + "'\(property.rawValue)' takes: Android logs that it finds no setter and animates "
          + "nothing, though the animator takes its time; expected floatType, intType or "
          + "colorType on a View property (pathType is for vector drawables)"
      )
    )
    return true
  }
}
