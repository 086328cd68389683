extension ViewAnimationRun {
  /// The most cycles of one leaf a plan lists as animators.
  public static let listedCycles = 100

  /// Warnings about what the plan's animators leave out of this run.
  ///
  /// Those are cycles that repeat forever (the first is listed) or beyond ``listedCycles``.
  /// Frames draw every cycle.
  public var warnings: [Diagnostic] {
    var found: [Diagnostic] = []
    if animation.leaves.contains(where: \.repeatsForever) {
      found.append(
        Diagnostic(
          .warning,
          at: animation.location,
          code: "infinite-repeat",
          "the animation '\(source)' on '\(target)' repeats forever; the plan lists its first cycle and frames draw it as it runs"
        )
      )
    } else if animation.leaves.contains(where: { $0.repeatCount + 1 > Self.listedCycles }) {
      found.append(
        Diagnostic(
          .warning,
          at: animation.location,
          code: "many-repeats",
          "the animation '\(source)' on '\(target)' repeats more than \(Self.listedCycles) times; the plan lists the first \(Self.listedCycles) cycles and frames draw every one"
        )
      )
    }
    return found
  }

  /// The run as animators, one per leaf and cycle, for the plan JSON, timelines and diffs.
  ///
  /// Each
  /// leaf's values resolved against the run's sizes, starting after its offset, with its
  /// interpolator; a reversed cycle runs to → from on the reversed curve. A leaf that repeats
  /// forever lists its first cycle, and one that repeats more often its first
  /// ``listedCycles`` cycles (``warnings`` says so).
  public var animators: [Animator] {
    animation.leaves.flatMap { leaf in
      let cycle = leaf.startOffsetMs + leaf.durationMs
      let count =
        leaf.repeatsForever ? 1 : min(leaf.repeatCount + 1, ViewAnimationRun.listedCycles)
      let (property, from, to) = values(of: leaf)
      let curve = TimingCurve.interpolator(leaf.interpolator ?? .accelerateDecelerate)
      return (0..<count).map { k in
        let flipped = leaf.repeatMode == .reverse && k % 2 == 1
        return Animator(
          target: target,
          transition: leaf.className,
          property: property,
          space: .local,
          from: flipped ? to : from,
          to: flipped ? from : to,
          startMs: startMs + Double(k) * cycle + leaf.startOffsetMs,
          durationMs: leaf.durationMs,
          timing: flipped ? curve.reversed() : curve
        )
      }
    }
  }

  /// A leaf's property and its values at `it = 0` and `it = 1`.
  private func values(of leaf: ViewAnimation) -> (AnimatedProperty, AnimatedValue, AnimatedValue) {
    let at = { (it: Float) -> ViewAnimationTransformation in
      leaf.transformation(
        atFraction: it,
        size: (width, height),
        parentSize: (parentWidth, parentHeight)
      )
    }
    let (a, b) = (at(0), at(1))
    switch leaf.kind {
    case .alpha:
      return (.animationAlpha, .scalar(a.alpha), .scalar(b.alpha))
    case .translate:
      return (
        .animationTranslation,
        .point(Point(x: a.matrix.translationX, y: a.matrix.translationY)),
        .point(Point(x: b.matrix.translationX, y: b.matrix.translationY))
      )
    case .scale(let fx, let tx, let fy, let ty, _, _):
      let one = { (f: Double, t: Double) in f == 1 && t == 1 }
      return (
        .animationScale,
        .point(Point(x: one(fx, tx) ? 1 : fx, y: one(fy, ty) ? 1 : fy)),
        .point(Point(x: one(fx, tx) ? 1 : tx, y: one(fy, ty) ? 1 : ty))
      )
    case .rotate(let from, let to, _, _):
      return (.animationRotation, .scalar(from), .scalar(to))
    case .clipRect, .set:
      return (
        .animationClip, .rect(a.clip ?? Rect(x: 0, y: 0, width: 0, height: 0)),
        .rect(b.clip ?? Rect(x: 0, y: 0, width: 0, height: 0))
      )
    }
  }
}
