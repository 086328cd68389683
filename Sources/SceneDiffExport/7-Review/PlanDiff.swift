/// What differs between the motion of two plans.
///
/// Animators are matched by ``AnimatorKey`` (view, transition, property); matches by end
/// view; appearing and disappearing views by key. File names, the transition source and
/// diagnostics are not compared: only what moves.
public struct PlanDiff: Sendable, Equatable {
  /// The old plan.
  public var old: PlanDocument
  /// The new plan.
  public var new: PlanDocument
  /// The tolerance numbers were compared with.
  public var tolerance: DiffTolerance
  /// Views whose match or presence changed: matches, then appearing, then disappearing
  /// views; in each, the new plan's entries in its order, then the old plan's removed ones.
  public var views: [ViewChange]
  /// Animators added, removed or changed: the new plan's in its order, then the removed ones
  /// in the old plan's order.
  public var animators: [AnimatorChange]

  /// Compares two plans.
  ///
  /// - Parameters:
  ///   - old: The plan before.
  ///   - new: The plan after.
  ///   - tolerance: How far apart numbers may be and still count as the same.
  public init(old: PlanDocument, new: PlanDocument, tolerance: DiffTolerance = .exact) {
    self.old = old
    self.new = new
    self.tolerance = tolerance
    views = Self.viewChanges(old, new)
    animators = Self.animatorChanges(old.animators, new.animators, tolerance)
  }

  /// Whether the total duration differs by more than the tolerance.
  public var totalDurationChanged: Bool {
    !tolerance.sameTime(old.totalDurationMs, new.totalDurationMs)
  }

  /// Whether the interaction timeline differs (added, removed or changed): the played motion
  /// of an interaction script, compared as a whole.
  public var interactionChanged: Bool { old.interaction != new.interaction }

  /// Whether anything differs.
  public var hasChanges: Bool {
    totalDurationChanged || interactionChanged || !views.isEmpty || !animators.isEmpty
  }
}
