extension PropertyAnimation {
  /// The animation started on one view at `startMs`, as plan animators: one per animated
  /// property and cycle, in start order.
  ///
  /// A set's children start together at the set's start, or one after another, each when the
  /// previous one's total time has passed. An animator waits its `startOffset`, then runs
  /// `repeatCount + 1` cycles of `duration`; a reversed cycle (every second one with
  /// `repeatMode="reverse"`) is the cycle played backwards (``Animator/reversed(totalDurationMs:)``,
  /// the mirrored interpolator, as `ValueAnimator` mirrors the fraction before its
  /// interpolator). A keyframe without a value takes the property's value when its animator
  /// starts: the last value an earlier animator of the same property left, else the view's own
  /// (`ObjectAnimator` reads it through the getter); a colour's is 0 (transparent black), as
  /// a View has no `getBackgroundColor`/`getTextColor` and Android leaves the keyframe's int
  /// unset. `textColor` animates text views only (elsewhere there is no setter). An infinite repeat plans its first cycle,
  /// and a leaf lists at most ``ViewAnimationRun/listedCycles`` cycles.
  ///
  /// - Parameters:
  ///   - target: The view's key in the plan.
  ///   - view: The view, for values the file leaves out.
  ///   - startMs: When the animation starts.
  /// - Returns: The animators, each with the transition name ``className``.
  public func animators(target: String, view: ViewNode, startMs: Double = 0) -> [Animator] {
    var leaves: [(start: Double, leaf: PropertyAnimation)] = []
    collect(at: startMs, into: &leaves)
    var scheduled: [Animator] = []
    for (start, leaf) in leaves.enumerated().sorted(by: {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }).map(\.element) {
      scheduled += leaf.leafAnimators(target: target, view: view, startMs: start, after: scheduled)
    }
    return scheduled
  }

  /// Every leaf with the time its set starts it.
  private func collect(
    at start: Double,
    into leaves: inout [(start: Double, leaf: PropertyAnimation)]
  ) {
    switch kind {
    case .set(let children, let sequentially):
      var t = start
      for child in children {
        child.collect(at: t, into: &leaves)
        if sequentially { t += child.totalDurationMs }
      }
    case .animator:
      leaves.append((start, self))
    }
  }

  /// A leaf's animators, started by its set at `startMs`, given the animators before it.
  private func leafAnimators(
    target: String,
    view: ViewNode,
    startMs: Double,
    after earlier: [Animator]
  ) -> [Animator] {
    guard case .animator(let holders) = kind else { return [] }
    let first = startMs + startOffsetMs
    let curve = TimingCurve.interpolator(interpolator ?? .accelerateDecelerate)
    var result: [Animator] = []
    for holder in holders {
      // TextView.setTextColor(int) exists on text views only; elsewhere nothing is set.
      if holder.property == .textColor, !Self.isTextView(view) { continue }
      let current =
        holder.property.isColor
        ? 0 : Self.value(of: holder.property, at: first, view: view, earlier + result)
      let keyframes = holder.keyframes.enumerated().map { i, frame in
        Keyframe(
          fraction: frame.fraction,
          value: .scalar(frame.value ?? current),
          timing: i == 0 ? nil : frame.interpolator.map(TimingCurve.interpolator)
        )
      }
      guard
        var base = Animator(
          target: target,
          transition: Self.className,
          property: holder.property,
          space: .parent,
          keyframes: keyframes,
          startMs: first,
          durationMs: durationMs,
          timing: curve
        )
      else { continue }
      base.evaluator = holder.evaluator
      for k in 0..<min(cycles, ViewAnimationRun.listedCycles) {
        var cycle = base
        cycle.startMs = first + Double(k) * durationMs
        if repeatMode == .reverse, k % 2 == 1 {
          cycle = cycle.reversed(totalDurationMs: 2 * cycle.startMs + durationMs)
        }
        result.append(cycle)
      }
    }
    return result
  }

  /// Whether a view is a `TextView` (its class, or a text-bearing subclass such as `Button`,
  /// `EditText`, `CheckBox`), which `setTextColor` needs; `ImageButton` and
  /// `FloatingActionButton` are not.
  static func isTextView(_ view: ViewNode) -> Bool {
    let name = view.className.split(separator: ".").last.map(String.init) ?? view.className
    if name.hasSuffix("ImageButton") || name.hasSuffix("FloatingActionButton") { return false }
    return ["TextView", "Button", "EditText", "CheckBox", "RadioButton", "Switch", "Chip"]
      .contains { name.hasSuffix($0) } || name == "SwitchCompat" || name == "ToggleButton"
  }

  /// A property's value when an animator starts at `timeMs`: the end value of the latest
  /// earlier animator of that property that has ended by then (its start value if it is still
  /// running), else the view's own.
  static func value(
    of property: AnimatedProperty,
    at timeMs: Double,
    view: ViewNode,
    _ earlier: [Animator]
  ) -> Double {
    let latest = earlier.last { $0.property == property && $0.startMs <= timeMs }
    guard let latest else { return property.viewValue(view) }
    let value = latest.endMs <= timeMs ? latest.to : latest.from
    if case .scalar(let v) = value { return v }
    return property.viewValue(view)
  }

  /// The animation with every length (translations, `x`, `y`) multiplied by `factor`: pixels
  /// to the scene's units.
  public func scalingLengths(by factor: Double) -> PropertyAnimation {
    var result = self
    switch kind {
    case .set(let children, let sequentially):
      result.kind = .set(children.map { $0.scalingLengths(by: factor) }, sequentially: sequentially)
    case .animator(let holders):
      result.kind = .animator(
        holders.map { holder in
          guard holder.property.isViewLength else { return holder }
          var scaled = holder
          scaled.keyframes = holder.keyframes.map { frame in
            var f = frame
            f.value = frame.value.map { $0 * factor }
            return f
          }
          return scaled
        }
      )
    }
    return result
  }
}
