/// The window animations `ActivityOptions` builders ask for, as view animations on the windows'
/// roots (`platform-transitions.md` §2.2–§2.3; AOSP `TransitionAnimation.java`, formerly
/// `AppTransition.java`).
///
/// Rectangles are in the coming window's coordinates, in the scene's units; the windows fill
/// the container (the screen change's coming screen).
public enum ActivityAnimations {
  /// `config_shortAnimTime` (200 ms): an activity open or close.
  public static let activityDurationMs = 200.0
  /// `DEFAULT_APP_TRANSITION_DURATION` (336 ms): the clip reveal's usual duration.
  public static let clipRevealDurationMs = 336
  /// The longest clip reveal (`MAX_CLIP_REVEAL_TRANSITION_DURATION`, 420 ms).
  public static let maxClipRevealDurationMs = 420

  /// `makeScaleUpAnimation`: the coming window scales up from the start rectangle `r`
  /// (decelerate_cubic, `DecelerateInterpolator(1.5)`) about the pivot that keeps the scaled
  /// window's top-left on `r`'s, and fades in on the first half (`LOSI(n / 0.5)`, then 1),
  /// 200 ms, `fillAfter`; the leaving window holds still for as long.
  ///
  /// The fade is written as a 100 ms `LOSI` alpha child, which is the same curve: at raw
  /// fraction `n` of 200 ms its own fraction is `2n`, clamped to 1 after it ends.
  ///
  /// - Parameters:
  ///   - start: The start rectangle.
  ///   - window: The window's size.
  /// - Returns: The coming and the leaving window's animations.
  public static func scaleUp(start: Rect, window: (width: Double, height: Double)) -> (
    enter: ViewAnimation, exit: ViewAnimation
  ) {
    let sx = Float(start.width) / Float(window.width)
    let sy = Float(start.height) / Float(window.height)
    let scale = ViewAnimation(
      .scale(
        fromX: Double(sx),
        toX: 1,
        fromY: Double(sy),
        toY: 1,
        pivotX: .absolute(Double(pivot(Float(start.left), sx))),
        pivotY: .absolute(Double(pivot(Float(start.top), sy)))
      ),
      durationMs: activityDurationMs,
      interpolator: .decelerate(factor: 1.5)
    )
    let alpha = ViewAnimation(
      .alpha(from: 0, to: 1),
      durationMs: activityDurationMs / 2,
      interpolator: .linearOutSlowIn
    )
    var enter = ViewAnimation(.set([scale, alpha], shareInterpolator: false))
    enter.fillAfter = true
    return (enter, hold(activityDurationMs))
  }

  /// `computePivot`: the pivot that keeps a point at `start` while the scale goes from `scale`
  /// to 1 (`start` itself when the scale is 1 within 1e-4), in `float` as Android computes it.
  static func pivot(_ start: Float, _ scale: Float) -> Float {
    let denominator = scale - 1
    return abs(denominator) < 0.0001 ? start : -start / denominator
  }

  /// The leaving window holding still (alpha 1 → 1) for `durationMs`.
  static func hold(_ durationMs: Double) -> ViewAnimation {
    var still = ViewAnimation(.alpha(from: 1, to: 1), durationMs: durationMs, interpolator: .linear)
    still.fillAfter = true
    return still
  }

  /// The clip reveal's duration: 336 ms, or, when the start rectangle lies partly outside the
  /// window and translation `(tx, ty)` makes up the rest, `336 + f · (420 − 336)` with
  /// `f = max(|tx| / displayWidth, |ty| / displayHeight)`, truncated to whole ms.
  ///
  /// - Parameters:
  ///   - translation: The part of the start rectangle outside the window.
  ///   - display: The display's size.
  /// - Returns: The duration in ms.
  public static func clipRevealDuration(
    translation: (x: Double, y: Double),
    display: (width: Double, height: Double)
  ) -> Int {
    guard translation.x != 0 || translation.y != 0 else { return clipRevealDurationMs }
    let f = max(abs(translation.x) / display.width, abs(translation.y) / display.height)
    return Int(
      Double(clipRevealDurationMs) + f * Double(maxClipRevealDurationMs - clipRevealDurationMs)
    )
  }

  /// `makeClipRevealAnimation`: the coming window revealed through a growing clip.
  ///
  /// The window is drawn through a clip that opens from the
  /// start rectangle to the whole window — left and right edges over `D / 2.5` on cubic
  /// (0, 0, 0.4, 1), top and bottom over `D` on cubic (0.3, 0, 0.1, 1), on screen whatever the
  /// window's translation (`ClipRectTBAnimation` subtracts it) — while it slides up
  /// from `8dp + r.top / 7` (over `D`, linear-out-slow-in) and fades from 0.5 to 1 over `D / 4`
  /// (linear-out-slow-in); `zAdjustment = top`. The leaving window holds still for `D`.
  ///
  /// A start rectangle partly outside the window starts the clip at the window's edge; the
  /// rest is a translation from the cut-off distance to 0 on the touch-response curve, and
  /// ``clipRevealDuration(translation:display:)`` gives `D`.
  ///
  /// - Parameters:
  ///   - start: The start rectangle.
  ///   - window: The window's size (the display's).
  ///   - dp: One dp in the scene's units.
  /// - Returns: The coming and the leaving window's animations, and `D`.
  public static func clipReveal(
    start: Rect,
    window: (width: Double, height: Double),
    dp: Double
  ) -> (enter: ViewAnimation, exit: ViewAnimation, durationMs: Int) {
    let left = max(start.left, 0)
    let top = max(start.top, 0)
    let right = min(start.left + start.width, window.width)
    let bottom = min(start.top + start.height, window.height)
    let tx = start.left < 0 ? start.left : max(start.left + start.width - window.width, 0)
    let ty = start.top < 0 ? start.top : max(start.top + start.height - window.height, 0)
    let cutOff = tx != 0 || ty != 0
    let d = clipRevealDuration(translation: (tx, ty), display: window)
    let duration = Double(d)
    let translationY = cutOff ? ty : 8 * dp + top / 7
    let slideCurve = cutOff ? touchResponse : .linearOutSlowIn
    let (horizontal, vertical) = clips(
      from: Rect(left: left, top: top, right: right, bottom: bottom),
      window: window,
      durationMs: d
    )
    // ClipRectTBAnimation subtracts the window's translation from its edges at every frame, so
    // the clip opens on screen on its own curve while the window slides: clips add, so a child
    // clip of −translation (−ty → 0 on the translation's curve) does the same.
    let counterSlide = ViewAnimation(
      .clipRect(
        from: [.absolute(0), .absolute(-translationY), .absolute(0), .absolute(-translationY)],
        to: [.absolute(0), .absolute(0), .absolute(0), .absolute(0)]
      ),
      durationMs: duration,
      interpolator: slideCurve
    )
    let slide = ViewAnimation(
      .translate(
        fromX: .absolute(tx),
        toX: .absolute(0),
        fromY: .absolute(translationY),
        toY: .absolute(0)
      ),
      durationMs: duration,
      interpolator: slideCurve
    )
    let fade = ViewAnimation(
      .alpha(from: 0.5, to: 1),
      durationMs: Double(d / 4),
      interpolator: .linearOutSlowIn
    )
    var enter = ViewAnimation(
      .set([horizontal, vertical, counterSlide, slide, fade], shareInterpolator: false)
    )
    enter.zAdjustment = ViewAnimation.ZAdjustment.top
    enter.fillAfter = true
    return (enter, hold(duration), d)
  }

  /// The clip reveal's `ClipRectLRAnimation` (left and right edges, `D / 2.5`) and
  /// `ClipRectTBAnimation` (top and bottom, `D`), each leaving the other edges at 0.
  private static func clips(
    from clip: Rect,
    window: (width: Double, height: Double),
    durationMs d: Int
  ) -> (ViewAnimation, ViewAnimation) {
    let horizontal = ViewAnimation(
      .clipRect(
        from: [.absolute(clip.left), .absolute(0), .absolute(clip.right), .absolute(0)],
        to: [.absolute(0), .absolute(0), .absolute(window.width), .absolute(0)]
      ),
      durationMs: Double(Int(Float(d) / 2.5)),
      interpolator: cubic(0, 0, 0.4, 1, "clipHorizontal")
    )
    let vertical = ViewAnimation(
      .clipRect(
        from: [.absolute(0), .absolute(clip.top), .absolute(0), .absolute(clip.bottom)],
        to: [.absolute(0), .absolute(0), .absolute(0), .absolute(window.height)]
      ),
      durationMs: Double(d),
      interpolator: touchResponse
    )
    return (horizontal, vertical)
  }

  /// The touch-response curve, cubic (0.3, 0, 0.1, 1).
  static let touchResponse = cubic(0.3, 0, 0.1, 1, "touchResponse")

  /// A cubic Bézier interpolator.
  private static func cubic(
    _ x1: Float,
    _ y1: Float,
    _ x2: Float,
    _ y2: Float,
    _ name: String
  ) -> Interpolator {
    .path(
      PathInterpolator(
        platform: .cubic(controlX1: x1, controlY1: y1, controlX2: x2, controlY2: y2),
        name: name
      )
    )
  }
}
