/// A comparison of motion between two plans, or between two batches of plans, ready to be
/// printed for a terminal (``text``), as JSON (``json``) or as Markdown for a pull request
/// (``markdown``).
///
/// A batch comparison pairs plans by name: a pair only the new batch has is ``Status/added``,
/// one only the old batch has ``Status/removed``, one without a plan on either side
/// ``Status/failed``.
public struct MotionReview: Sendable, Equatable {
  /// What a pair's comparison found.
  public enum Status: String, Sendable, Hashable, CaseIterable {
    /// Its motion changed.
    case changed
    /// Only the new side has it.
    case added
    /// Only the old side has it.
    case removed
    /// A side has no plan (the pair failed, or its plan file cannot be read).
    case failed
    /// Its motion is the same, within the tolerance.
    case unchanged
  }

  /// One pair's comparison.
  public struct Pair: Sendable, Equatable {
    /// The pair's name; for a comparison of two plans, the new plan's label.
    public var name: String
    /// What the comparison found.
    public var status: Status
    /// The old plan, when the old side has one.
    public var old: PlanDocument?
    /// The new plan, when the new side has one.
    public var new: PlanDocument?
    /// The diff, when both sides have a plan.
    public var diff: PlanDiff?

    /// Compares one pair's plans.
    public init(
      name: String,
      old: PlanDocument?,
      new: PlanDocument?,
      tolerance: DiffTolerance,
      inOld: Bool = true,
      inNew: Bool = true
    ) {
      self.name = name
      self.old = old
      self.new = new
      if let old, let new {
        let diff = PlanDiff(old: old, new: new, tolerance: tolerance)
        self.diff = diff
        status = diff.hasChanges ? .changed : .unchanged
      } else {
        status = !inOld ? .added : !inNew ? .removed : .failed
      }
    }
  }

  /// What the old side is called: a file, a folder or a description.
  public var oldLabel: String
  /// What the new side is called.
  public var newLabel: String
  /// The tolerance numbers were compared with.
  public var tolerance: DiffTolerance
  /// Whether this compares two single plans (no pair names in reports).
  public var isSinglePair: Bool
  /// Every pair: the new side's in its order, then the removed ones in the old side's order.
  public var pairs: [Pair]

  /// Compares two plans.
  public init(
    old: PlanDocument,
    new: PlanDocument,
    oldLabel: String,
    newLabel: String,
    tolerance: DiffTolerance = .exact
  ) {
    self.oldLabel = oldLabel
    self.newLabel = newLabel
    self.tolerance = tolerance
    isSinglePair = true
    pairs = [Pair(name: newLabel, old: old, new: new, tolerance: tolerance)]
  }

  /// Compares two batches pair by pair, by name.
  public init(old: BatchPlans, new: BatchPlans, tolerance: DiffTolerance = .exact) {
    oldLabel = old.label
    newLabel = new.label
    self.tolerance = tolerance
    isSinglePair = false
    var pairs: [Pair] = []
    for pair in new.pairs {
      let before = old.pairs.first { $0.name == pair.name }
      pairs.append(
        Pair(
          name: pair.name,
          old: before?.plan,
          new: pair.plan,
          tolerance: tolerance,
          inOld: before != nil
        )
      )
    }
    for pair in old.pairs where !new.pairs.contains(where: { $0.name == pair.name }) {
      pairs.append(
        Pair(name: pair.name, old: pair.plan, new: nil, tolerance: tolerance, inNew: false)
      )
    }
    self.pairs = pairs
  }

  /// Whether any pair is not ``Status/unchanged``.
  public var hasChanges: Bool { pairs.contains { $0.status != .unchanged } }

  /// How many pairs have `status`.
  public func count(_ status: Status) -> Int { pairs.filter { $0.status == status }.count }
}
