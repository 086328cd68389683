import SceneDiffCore

/// What a parent offers a child along one axis (`View.MeasureSpec`): a mode and a size in px.
///
/// Android packs both into one `int`; here they are two fields. For ``Mode/unspecified`` the
/// size is only a hint (apps targeting API 23+ pass the available space) that no view in
/// SceneDiff sizes itself from.
struct MeasureSpec: Sendable, Hashable, CustomStringConvertible {
  /// How binding ``size`` is.
  enum Mode: Sendable, Hashable {
    /// No limit; the size is a hint.
    case unspecified
    /// The child must be exactly ``MeasureSpec/size``.
    case exactly
    /// The child may be any size up to ``MeasureSpec/size``.
    case atMost
  }

  /// The mode.
  var mode: Mode
  /// The size in pixels (≥ 0).
  var size: Int

  /// A spec; negative sizes become 0 as `MeasureSpec.makeMeasureSpec` clamps them.
  init(_ mode: Mode, _ size: Int) {
    self.mode = mode
    self.size = max(0, size)
  }

  /// EXACTLY `size`.
  static func exactly(_ size: Int) -> MeasureSpec { MeasureSpec(.exactly, size) }
  /// AT_MOST `size`.
  static func atMost(_ size: Int) -> MeasureSpec { MeasureSpec(.atMost, size) }
  /// UNSPECIFIED with a size hint.
  static func unspecified(_ hint: Int = 0) -> MeasureSpec { MeasureSpec(.unspecified, hint) }

  /// `View.resolveSize`: EXACTLY → the spec size; AT_MOST → the smaller of the two;
  /// UNSPECIFIED → `desired`.
  func resolve(_ desired: Int) -> Int {
    switch mode {
    case .exactly: size
    case .atMost: min(desired, size)
    case .unspecified: desired
    }
  }

  /// `View.getDefaultSize`, the plain View rule: UNSPECIFIED → `minimum`; AT_MOST and EXACTLY
  /// → the spec size (so a `wrap_content` View fills what it is offered).
  func defaultSize(minimum: Int) -> Int {
    mode == .unspecified ? minimum : size
  }

  /// `ViewGroup.getChildMeasureSpec`: the spec for a child whose layout size is `child`, when
  /// `used` pixels of this spec are taken by padding, margins and anything else (§2.2).
  func child(used: Int, size child: LayoutSize) -> MeasureSpec {
    let available = max(0, size - used)
    switch (mode, child) {
    case (_, .exactly(let px)) where px >= 0: return .exactly(px)
    case (_, .exactly): return .unspecified(0)  // a negative size other than −1/−2
    case (.exactly, .matchParent): return .exactly(available)
    case (.exactly, .wrapContent), (.atMost, .matchParent), (.atMost, .wrapContent):
      return .atMost(available)
    case (.unspecified, _): return .unspecified(available)
    }
  }

  /// `EXACTLY 1080`, `AT_MOST 300`, `UNSPECIFIED 0`, for messages and test failures.
  var description: String {
    switch mode {
    case .exactly: "EXACTLY \(size)"
    case .atMost: "AT_MOST \(size)"
    case .unspecified: "UNSPECIFIED \(size)"
    }
  }
}
