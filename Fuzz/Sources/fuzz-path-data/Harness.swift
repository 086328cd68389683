import FuzzSupport
import SceneDiff

/// Fuzzes the SVG path data parser.
///
/// The input is the text of an `android:pathData` or `patternPathData` attribute.
/// A path that parses is flattened, measured, written back and read again, and used as a
/// motion path and as a path interpolator.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathData(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: FuzzInput(data, size).bytes, as: UTF8.self)
  if let path = try? BezierPath(svgPathData: text) {
    _ = path.approximate(tolerance: 0.5)
    let motion = MotionPath(path: path)
    _ = try? BezierPath(svgPathData: motion.svgPathData)
    for fraction in [-0.5, 0, 0.25, 0.5, 0.75, 1, 1.5] {
      _ = motion.point(atFraction: fraction)
    }
  }
  if let interpolator = try? PathInterpolator(pathData: text) {
    for step in 0...20 {
      _ = Interpolator.path(interpolator).value(at: Float(step) / 20)
    }
  }
  return 0
}
