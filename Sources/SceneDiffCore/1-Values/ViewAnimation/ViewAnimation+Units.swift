extension ViewAnimation {
  /// The animation with every absolute position value multiplied by `factor`.
  ///
  /// Absolute values are pixels in a `res/anim` file; this converts them to draw it in a scene whose units are not pixels
  /// (`1 / density` for a scene in dp). Fractions (`%`, `%p`), alphas, scale factors and
  /// degrees do not change.
  public func scalingAbsoluteValues(by factor: Double) -> ViewAnimation {
    let scale = { (v: ViewAnimationValue) -> ViewAnimationValue in
      if case .absolute(let a) = v { return .absolute(a * factor) }
      return v
    }
    var result = self
    switch kind {
    case .set(let children, let share):
      result.kind = .set(
        children.map { $0.scalingAbsoluteValues(by: factor) },
        shareInterpolator: share
      )
    case .alpha:
      break
    case .translate(let fx, let tx, let fy, let ty):
      result.kind = .translate(fromX: scale(fx), toX: scale(tx), fromY: scale(fy), toY: scale(ty))
    case .scale(let fx, let tx, let fy, let ty, let px, let py):
      result.kind = .scale(
        fromX: fx,
        toX: tx,
        fromY: fy,
        toY: ty,
        pivotX: scale(px),
        pivotY: scale(py)
      )
    case .rotate(let from, let to, let px, let py):
      result.kind = .rotate(from: from, to: to, pivotX: scale(px), pivotY: scale(py))
    case .clipRect(let from, let to):
      result.kind = .clipRect(from: from.map(scale), to: to.map(scale))
    }
    return result
  }
}
