/// What sampling does with an animated property, decided once per animator from its name so
/// that evaluating it at each instant compares no strings and hashes nothing.
///
/// ``AnimatedProperty`` is a name; comparing two names costs a call per comparison, and an
/// animator's value and its effect on the view are chosen among a score of names. The sampler
/// keeps each animator's kind in its record (``Sampler/AnimatorRecord/kind``).
enum PropertyKind: Sendable, Equatable {
  /// ``AnimatedProperty/bounds``.
  case bounds
  /// ``AnimatedProperty/clipBounds``.
  case clipBounds
  /// ``AnimatedProperty/clipRadius``.
  case clipRadius
  /// ``AnimatedProperty/alpha``.
  case alpha
  /// ``AnimatedProperty/translationX``.
  case translationX
  /// ``AnimatedProperty/translationY``.
  case translationY
  /// ``AnimatedProperty/scaleX``.
  case scaleX
  /// ``AnimatedProperty/scaleY``.
  case scaleY
  /// ``AnimatedProperty/rotation``.
  case rotation
  /// ``AnimatedProperty/scrollX``.
  case scrollX
  /// ``AnimatedProperty/scrollY``.
  case scrollY
  /// ``AnimatedProperty/backgroundColor`` or ``AnimatedProperty/textColor``.
  case color
  /// ``AnimatedProperty/matrix``.
  case matrix
  /// ``AnimatedProperty/imageMatrix``.
  case imageMatrix
  /// ``AnimatedProperty/frame`` (iOS, unrounded).
  case frame
  /// ``AnimatedProperty/visibleRect`` (iOS, unrounded).
  case visibleRect
  /// ``AnimatedProperty/opacity`` (iOS, unrounded).
  case opacity
  /// ``AnimatedProperty/flipX`` (iOS, unrounded).
  case flipX
  /// ``AnimatedProperty/flipY`` (iOS, unrounded).
  case flipY
  /// Any other property: evaluated as a plain number, point or matrix, applied to nothing.
  case other

  /// The kind of `property`.
  init(_ property: AnimatedProperty) {
    switch property {
    case .bounds: self = .bounds
    case .clipBounds: self = .clipBounds
    case .clipRadius: self = .clipRadius
    case .alpha: self = .alpha
    case .translationX: self = .translationX
    case .translationY: self = .translationY
    case .scaleX: self = .scaleX
    case .scaleY: self = .scaleY
    case .rotation: self = .rotation
    case .scrollX: self = .scrollX
    case .scrollY: self = .scrollY
    case .backgroundColor, .textColor: self = .color
    case .matrix: self = .matrix
    case .imageMatrix: self = .imageMatrix
    case .frame: self = .frame
    case .visibleRect: self = .visibleRect
    case .opacity: self = .opacity
    case .flipX: self = .flipX
    case .flipY: self = .flipY
    default: self = .other
    }
  }

  /// Whether its values are iOS values, interpolated in `Double` without a pixel grid
  /// (``AnimatedProperty/unrounded``).
  var isUnrounded: Bool {
    switch self {
    case .frame, .visibleRect, .opacity, .flipX, .flipY: true
    default: false
    }
  }

  /// Whether its values are ARGB colours.
  var isColor: Bool { self == .color }
}
