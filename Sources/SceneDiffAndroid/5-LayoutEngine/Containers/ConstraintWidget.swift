import SceneDiffCore

/// A ConstraintLayout child's constraints resolved as `ConstraintLayout.LayoutParams` does
/// before the solver sees them: start/end turned into left/right for the child's layout
/// direction, targets turned into sibling indices, sizes into dimension behaviours.
struct ConstraintWidget: Sendable {
  /// How a child's size is given along one axis (`DimensionBehaviour`).
  enum Dimension: Sendable, Hashable {
    /// A size in px.
    case fixed(Int)
    /// `wrap_content`.
    case wrapContent
    /// `match_parent`.
    case matchParent
    /// `0dp` (or a constrained `wrap_content`/`match_parent`): match constraint.
    case matchConstraint(MatchConstraintDefault)
  }

  /// What one side is tied to: a sibling's index (`nil` for the parent) and its side.
  struct Anchor: Sendable, Hashable {
    /// The sibling's index, `nil` for the ConstraintLayout.
    var target: Int?
    /// The target's side.
    var side: ConstraintSide
  }

  /// The left constraint.
  var left: Anchor?
  /// The right constraint.
  var right: Anchor?
  /// The top constraint.
  var top: Anchor?
  /// The bottom constraint.
  var bottom: Anchor?
  /// The sibling whose baseline this child's baseline follows.
  var baseline: Int?
  /// The horizontal bias, mirrored (1 − bias) when right-to-left start/end constraints are
  /// used.
  var horizontalBias: Float = 0.5
  /// The vertical bias.
  var verticalBias: Float = 0.5
  /// `layout_goneMargin*` resolved to left/top/right/bottom (`nil` per side when unset).
  var goneMargins = GoneMargins()
  /// The width behaviour.
  var width: Dimension = .wrapContent
  /// The height behaviour.
  var height: Dimension = .wrapContent
  /// `layout_constraintDimensionRatio`, when it parses.
  var ratio: ConstraintRatio?
  /// Whether the child is a `Guideline` (a class ending in `.Guideline`, or any child with a
  /// `layout_constraintGuide_*` attribute).
  var isGuideline = false
  /// A Guideline's position, mirrored for a vertical Guideline in a right-to-left layout.
  var guide: GuidePosition = .begin(0)
  /// Whether the Guideline is vertical (it then anchors left/right constraints).
  var isVerticalGuideline = false
  /// Whether the child is GONE (and not a Guideline).
  var isGone = false
  /// For a `Barrier`: the siblings it follows, whether it is vertical (left/right, so it
  /// has a position on the horizontal axis), whether it takes the largest edge
  /// (right/bottom) and its margin.
  var barrier: (targets: [Int], isVertical: Bool, isMax: Bool, margin: Int)?
  /// `layout_constraintCircle`: the sibling, radius (px) and angle (degrees).
  var circle: (target: Int, radius: Int, angle: Float)?

  /// The widgets of `node`'s children.
  static func widgets(of node: LayoutNode) -> [ConstraintWidget] {
    var indexByID: [String: Int] = [:]
    for (index, child) in node.children.enumerated() {
      if let id = child.id { indexByID[id] = index }  // a later child wins, as in mChildrenByIds
    }
    return node.children.indices.map { index in
      ConstraintWidget(node.children[index], index: index, indexByID, parentID: node.id)
    }
  }

  /// Resolves `child`, the child at `index`.
  init(_ child: LayoutNode, index: Int, _ indexByID: [String: Int], parentID: String?) {
    let params = child.params.constraints
    let rtl = child.isRightToLeft
    let siblings = Siblings(index: index, indexByID: indexByID, parentID: parentID)
    let usesStartEnd = [params.startToStart, params.startToEnd, params.endToStart, params.endToEnd]
      .contains { $0 != nil }
    resolveAnchors(params, siblings, rtl: rtl, usesStartEnd: usesStartEnd)
    horizontalBias = rtl && usesStartEnd ? 1 - params.horizontalBias : params.horizontalBias
    verticalBias = params.verticalBias
    goneMargins = Self.goneMargins(params.goneMargins, rtl: rtl)
    width = Self.dimension(
      child.params.width,
      params.widthDefault,
      percent: params.widthPercent,
      constrained: params.constrainedWidth
    )
    height = Self.dimension(
      child.params.height,
      params.heightDefault,
      percent: params.heightPercent,
      constrained: params.constrainedHeight
    )
    ratio = params.dimensionRatio.flatMap(ConstraintRatio.init)
    isGuideline =
      child.className == "Guideline" || child.className.hasSuffix(".Guideline")
      || params.guide != nil
    isVerticalGuideline = params.isVerticalGuideline
    guide = Self.guide(params.guide ?? .begin(0), mirrored: rtl && isVerticalGuideline)
    isGone = !isGuideline && !child.isLaidOut
    if case .view(let id)? = params.circleTarget, let target = indexByID[id], target != index {
      circle = (target, params.circleRadius, params.circleAngle)
    }
    if Self.isHelper(child, named: "Barrier") {
      let targets = params.referencedIDs.compactMap { indexByID[$0] }.filter { $0 != index }
      let direction = params.barrierDirection ?? "left"
      let resolved: String
      switch direction {
      case "start": resolved = rtl ? "right" : "left"
      case "end": resolved = rtl ? "left" : "right"
      default: resolved = direction
      }
      barrier = (
        targets,
        resolved == "left" || resolved == "right",
        resolved == "right" || resolved == "bottom",
        params.barrierMargin
      )
      isGone = false  // a Barrier is a position even when hidden
    }
  }

  /// Whether `child` is the ConstraintLayout helper `name` (by its class's simple name).
  static func isHelper(_ child: LayoutNode, named name: String) -> Bool {
    child.className == name || child.className.hasSuffix(".\(name)")
  }

  /// Sets the four side anchors and the baseline anchor from the written constraints.
  ///
  /// Start/end constraints, when any is written, replace every left/right one
  /// (`resolveLayoutDirection`), start being right in a right-to-left layout.
  private mutating func resolveAnchors(
    _ params: ConstraintParams,
    _ siblings: Siblings,
    rtl: Bool,
    usesStartEnd: Bool
  ) {
    if usesStartEnd {
      if rtl {
        right = siblings.first((params.startToEnd, .begin), (params.startToStart, .end))
        left = siblings.first((params.endToEnd, .begin), (params.endToStart, .end))
      } else {
        left = siblings.first((params.startToStart, .begin), (params.startToEnd, .end))
        right = siblings.first((params.endToStart, .begin), (params.endToEnd, .end))
      }
    } else {
      left = siblings.first((params.leftToLeft, .begin), (params.leftToRight, .end))
      right = siblings.first((params.rightToLeft, .begin), (params.rightToRight, .end))
    }
    top = siblings.first((params.topToTop, .begin), (params.topToBottom, .end))
    bottom = siblings.first((params.bottomToTop, .begin), (params.bottomToBottom, .end))
    if let found = siblings.anchor(params.baselineToBaseline, .begin), let sibling = found?.target {
      baseline = sibling
    }
  }

  /// The siblings of the child at `index`, for turning constraint targets into anchors.
  private struct Siblings {
    /// The child's own index.
    let index: Int
    /// The index of each sibling id (a later child wins).
    let indexByID: [String: Int]
    /// The ConstraintLayout's id, which a constraint may name instead of `parent`.
    let parentID: String?

    /// The anchor for `target`'s `side`: `nil` when nothing is written, `.some(nil)` when the
    /// target is no sibling or the child itself.
    func anchor(_ target: ConstraintTarget?, _ side: ConstraintSide) -> Anchor?? {
      guard let target else { return nil }
      switch target {
      case .parent: return .some(Anchor(target: nil, side: side))
      case .view(let id):
        if let sibling = indexByID[id] {
          return sibling == index ? .some(nil) : .some(Anchor(target: sibling, side: side))
        }
        return .some(id == parentID ? Anchor(target: nil, side: side) : nil)
      case .sibling(let sibling):
        return .some(sibling == index ? nil : Anchor(target: sibling, side: side))
      }
    }

    /// The first constraint that is written, resolved (a written one that names no sibling
    /// still wins and leaves the side free, as its `immediateConnect` finds no target).
    func first(_ options: (ConstraintTarget?, ConstraintSide)...) -> Anchor? {
      for (target, side) in options {
        if let found = anchor(target, side) { return found }
      }
      return nil
    }
  }

  /// The dimension behaviour for a `layout_width`/`layout_height` (`validate` and
  /// `applyConstraintsFromLayoutParams`): `0dp` is match constraint, whose default becomes
  /// `percent` when a percent below 1 is set; `layout_constrained*` turns `wrap_content`
  /// into a wrapping match constraint and `match_parent` into a match constraint.
  private static func dimension(
    _ size: LayoutSize,
    _ defaultRule: MatchConstraintDefault,
    percent: Float,
    constrained: Bool
  ) -> Dimension {
    let matchDefault: MatchConstraintDefault =
      defaultRule == .spread && percent > 0 && percent < 1 ? .percent : defaultRule
    switch size {
    case .exactly(0): return .matchConstraint(matchDefault)
    case .exactly(let px): return .fixed(max(0, px))
    case .wrapContent:
      return constrained
        ? .matchConstraint(defaultRule == .spread ? .wrap : defaultRule) : .wrapContent
    case .matchParent:
      return constrained ? .matchConstraint(matchDefault) : .matchParent
    }
  }

  /// Gone margins with start/end resolved for the direction (they win over left/right).
  private static func goneMargins(_ written: GoneMargins, rtl: Bool) -> GoneMargins {
    var resolved = written
    if rtl {
      resolved.right = written.start ?? written.right
      resolved.left = written.end ?? written.left
    } else {
      resolved.left = written.start ?? written.left
      resolved.right = written.end ?? written.right
    }
    return resolved
  }

  /// A vertical Guideline's position in a right-to-left layout: a percent `p` becomes
  /// `1 − p`, `begin` becomes `end` and the other way round.
  private static func guide(_ position: GuidePosition, mirrored: Bool) -> GuidePosition {
    guard mirrored else { return position }
    switch position {
    case .begin(let px): return .end(px)
    case .end(let px): return .begin(px)
    case .percent(let fraction): return .percent(1 - fraction)
    }
  }
}
