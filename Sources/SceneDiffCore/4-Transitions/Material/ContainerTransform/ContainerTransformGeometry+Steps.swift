extension ContainerTransformGeometry {
  /// The anchor at `p`: (centre x, top) moved along the path by `p` of its length (§7.5).
  ///
  /// A straight line is `lerp(start, end, p)`, extrapolated outside [0, 1]; `MaterialArcMotion`
  /// is a quadratic Bézier whose control point is (end x, start y) when moving up, else
  /// (start x, end y), flattened as Android's `Path` is.
  func anchor(at p: Double) -> Point {
    let from = Point(x: start.left + start.width / 2, y: start.top)
    let to = Point(x: end.left + end.width / 2, y: end.top)
    guard arcMotion else {
      return Point(x: from.x + p * (to.x - from.x), y: from.y + p * (to.y - from.y))
    }
    let control = from.y > to.y ? Point(x: to.x, y: from.y) : Point(x: from.x, y: to.y)
    var path = BezierPath()
    path.moveTo(Float(from.x), Float(from.y))
    path.quadTo(Float(control.x), Float(control.y), Float(to.x), Float(to.y))
    return MotionPath(path: path).point(atFraction: p)
  }

  /// `FitModeEvaluators` (§7.6): both layers' sizes and scales at `p`.
  func fit(at p: Double, window: ProgressThresholds) -> (
    byWidth: Bool, startSize: (width: Double, height: Double),
    endSize: (width: Double, height: Double), startScale: Double, endScale: Double
  ) {
    let byWidth: Bool
    switch fitMode {
    case .width: byWidth = true
    case .height: byWidth = false
    case .auto:
      byWidth =
        entering
        ? end.height * start.width / end.width >= start.height
        : start.height * end.width / start.width >= end.height
    }
    // The overshoot variant: plain lerp over the whole progress outside [0, 1].
    let q = { (a: Double, b: Double) in
      p < 0 || p > 1 ? a + p * (b - a) : window.lerp(a, b, p)
    }
    if byWidth {
      let w = q(start.width, end.width)
      let s = w / start.width
      let e = w / end.width
      return (true, (w, start.height * s), (w, end.height * e), s, e)
    }
    let h = q(start.height, end.height)
    let s = h / start.height
    let e = h / end.height
    return (false, (start.width * s, h), (end.width * e, h), s, e)
  }

  /// The scale mask (§7.7): the larger layer is trimmed towards the smaller one, the start
  /// layer by `maskProgress`, the end layer by `1 − maskProgress`.
  func mask(_ startLayer: Rect, _ endLayer: Rect, width byWidth: Bool, _ maskProgress: Double)
    -> (start: Rect, end: Rect)
  {
    var s = startLayer
    var e = endLayer
    if byWidth {
      let maskStart = startLayer.height > endLayer.height
      let diff = abs(endLayer.height - startLayer.height)
      if maskStart {
        s.bottom -= diff * maskProgress
      } else {
        e.bottom -= diff * (1 - maskProgress)
      }
    } else {
      let maskStart = startLayer.width > endLayer.width
      let half = abs(endLayer.width - startLayer.width) / 2
      let trim = half * (maskStart ? maskProgress : 1 - maskProgress)
      if maskStart {
        s.left += trim
        s.right -= trim
      } else {
        e.left += trim
        e.right -= trim
      }
    }
    return (s, e)
  }

  /// The corner radius (§7.8): the start shape before the shape-mask window, the end shape
  /// after it, and inside it `lerp` from the start radius on the masked start layer to the end
  /// radius on the masked end layer (each relative size × that layer's shorter side).
  func corner(at p: Double, window: ProgressThresholds, _ startMasked: Rect, _ endMasked: Rect)
    -> Double
  {
    let relativeStart = startCornerRadius / min(start.width, start.height)
    let relativeEnd = endCornerRadius / min(end.width, end.height)
    let startPx = relativeStart * min(startMasked.width, startMasked.height)
    let endPx = relativeEnd * min(endMasked.width, endMasked.height)
    return window.lerp(startPx, endPx, p)
  }

  /// Both contents' alphas and which is on top (`FadeModeEvaluators`, §7.9).
  ///
  /// The IN and OUT modes swap evaluators when returning.
  func fade(at p: Double, window w: ProgressThresholds) -> (start: Int, end: Int, endOnTop: Bool) {
    var mode = fadeMode
    if !entering, mode == .in || mode == .out { mode = mode == .in ? .out : .in }
    switch mode {
    case .in: return (255, w.lerpInt(0, 255, p), true)
    case .out: return (w.lerpInt(255, 0, p), 255, false)
    case .cross: return (w.lerpInt(255, 0, p), w.lerpInt(0, 255, p), false)
    case .through:
      let middle = w.start + (w.end - w.start) * MaterialProvider.fadeThroughThreshold
      let out = ProgressThresholds(start: w.start, end: middle)
      let into = ProgressThresholds(start: middle, end: w.end)
      return (out.lerpInt(255, 0, p), into.lerpInt(0, 255, p), false)
    }
  }
}
