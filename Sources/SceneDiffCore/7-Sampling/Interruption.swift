/// A transition interrupted at an instant by a second one to a third scene
/// (`--interrupt-at MS --then SCENE`, Docs/interaction.md).
///
/// The second plan is planned from the first plan's end scene to the third scene; each of its
/// animators whose view and property the first plan animates starts from the value the first
/// plan shows at ``atMs`` — Android transitions capture current values and start fresh. An
/// animator paced by a spring also starts with the velocity the first plan's value has there,
/// in distances per second of the new animator (interpolators.md §6: a spring's initial
/// velocity), as UIKit's property animators and springs carry it; velocities are carried for
/// single-number properties (alpha, translations, scales, rotations).
public struct Interruption: Sendable {
  /// The first plan (with its interaction, if any).
  public let first: Plan
  /// When the second transition starts, in wall-clock ms from the start of the first.
  public let atMs: Double
  /// The second plan, its animators starting from the first plan's values at ``atMs``.
  public let second: Plan
  /// The first plan's sampler.
  private var firstSampler: Sampler
  /// The second plan's sampler.
  private var secondSampler: Sampler

  /// Interrupts `first` at `atMs` with `planned`, a plan from `first`'s end scene to a third
  /// scene.
  public init(first: Plan, atMs: Double, then planned: Plan) {
    self.first = first
    self.atMs = atMs
    let sampler = Sampler(plan: first)
    firstSampler = sampler
    var second = planned
    let startKeyOfEnd = Dictionary(planned.matches.map { ($0.to, $0.from) }) { a, _ in a }
    for i in second.animators.indices {
      let animator = second.animators[i]
      let key = startKeyOfEnd[animator.target] ?? animator.target
      guard
        let running = first.animators.first(where: {
          $0.target == key && $0.property == animator.property && $0.space == animator.space
        })
      else { continue }
      second.animators[i] = Interruption.continuing(animator, from: running, sampler, atMs)
    }
    self.second = second
    secondSampler = Sampler(plan: second)
  }

  /// `animator` starting from `running`'s value at `atMs`, with its velocity when it is a
  /// spring of a single number.
  private static func continuing(
    _ animator: Animator,
    from running: Animator,
    _ sampler: Sampler,
    _ atMs: Double
  ) -> Animator {
    var result = animator
    let current = sampler.shownValue(of: running, at: atMs)
    result.keyframes[0].value = current
    // The path was made from the planned start value; from the current one the motion is a
    // straight line (an ArcMotion's arc is not rebuilt).
    result.path = nil
    guard case .spring(let spring) = animator.timing, case .scalar(let start) = current,
      case .scalar(let end) = animator.to, abs(end - start) > 1e-9
    else { return result }
    // Central difference over ±0.5 ms, in value units per second.
    let h = 0.5
    guard case .scalar(let before) = sampler.shownValue(of: running, at: max(atMs - h, 0)),
      case .scalar(let after) = sampler.shownValue(of: running, at: atMs + h)
    else { return result }
    let span = atMs + h - max(atMs - h, 0)
    let velocity = (after - before) / span * 1000
    if let carried = SpringCurve(
      mass: spring.mass,
      stiffness: spring.stiffness,
      damping: spring.damping,
      initialVelocity: velocity / (end - start)
    ) {
      result.timing = .spring(carried)
    }
    return result
  }

  /// The frame at wall-clock `timeMs`: the first plan's before ``atMs``, the second's
  /// `timeMs − atMs` into it from then on.
  public func sample(at timeMs: Double) -> Frame {
    guard timeMs >= atMs else { return firstSampler.sample(at: timeMs) }
    var frame = secondSampler.sample(at: timeMs - atMs)
    frame.timeMs = timeMs
    return frame
  }

  /// Writes the frame at wall-clock `timeMs` into `frame`, reusing its storage and the
  /// samplers' working arrays: the same frame as ``sample(at:)``
  /// (``Sampler/sample(at:into:)``).
  public mutating func sample(at timeMs: Double, into frame: inout Frame) {
    guard timeMs >= atMs else {
      firstSampler.sample(at: timeMs, into: &frame)
      return
    }
    secondSampler.sample(at: timeMs - atMs, into: &frame)
    frame.timeMs = timeMs
  }

  /// When the motion ends, in wall-clock ms.
  public var totalDurationMs: Double { atMs + second.playedDurationMs }
}
