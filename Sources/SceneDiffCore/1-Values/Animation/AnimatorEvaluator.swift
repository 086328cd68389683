/// How an animator computes a value between two keyframes: with its property's own evaluator,
/// or with the one a property animator's `valueType` picks (`AnimatorInflater`).
///
/// Only property animators (``PropertyAnimation``) set anything but ``property``. Values stay
/// numbers (``AnimatedValue/scalar(_:)``); a colour on a colour property is the unsigned ARGB
/// integer `0xAARRGGBB`, as Recolor writes it, and on any other property the signed 32-bit
/// integer Java holds (`#FF0000` is −65536).
public enum AnimatorEvaluator: Sendable, Hashable {
  /// The property's own evaluator (floats, or `ArgbEvaluator` for `backgroundColor` and
  /// `textColor`).
  case property
  /// `valueType="intType"`: Android's `IntKeyframeSet`, `a + (int)(f × (b − a))` in 32-bit
  /// integers, the product truncated towards zero.
  case int
  /// A path animator with `intType`: the path's float coordinate rounded with Java
  /// `Math.round` (`PathKeyframes.createXIntKeyframes`).
  case roundedFloat
  /// `valueType="colorType"` (or values that are colours): Android's `ArgbEvaluator`
  /// (API 26+, gamma 2.2); on a float property the setter receives the signed integer.
  case argb

  /// The value type's name as `android:valueType` writes it, for explanations.
  public var valueTypeName: String {
    switch self {
    case .property: "floatType"
    case .int, .roundedFloat: "intType"
    case .argb: "colorType"
    }
  }
}
