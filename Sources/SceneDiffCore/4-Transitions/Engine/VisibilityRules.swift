/// Android's `Visibility` rules (reference §9.6) over two scene trees: which views appear or
/// disappear, and which view — if any — a Visibility transition animates for each pair.
///
/// The scene root is the only view both trees share, so two captured parents are "the same
/// instance" only when both are the root. Start views are detached from the root when the end
/// scene enters, as `Scene.enter` removes the old views: a top-level start view has no parent.
struct VisibilityRules {
  /// A pair's visibility change.
  enum Change: Equatable {
    /// Nothing to animate.
    case none
    /// The view becomes visible.
    case appearing
    /// The view stops being visible.
    case disappearing
  }

  /// What a Visibility transition does with one pair.
  enum Decision: Equatable {
    /// No animator.
    case none
    /// Animate the end view appearing in place.
    case appear(end: Int)
    /// Animate the start view (or its snapshot) in the root overlay at this root-space rectangle.
    case overlay(start: Int, rect: Rect)
    /// Animate the end view in place, forced visible until it ends INVISIBLE.
    case inPlace(end: Int)
  }

  /// The shared planning state.
  let context: PlanningContext
  /// Whether this transition captured start view `i`.
  let hasStart: (Int) -> Bool
  /// Whether this transition captured end view `i`.
  let hasEnd: (Int) -> Bool

  /// `getVisibilityChangeInfo` for captured sides (`nil`: no values on that side).
  func classify(start: Int?, end: Int?) -> Change {
    Self.change(
      start.map { context.startVisibility[$0] },
      end.map { context.endVisibility[$0] }
    )
  }

  /// `getVisibilityChangeInfo` over the two sides' visibilities (`nil`: no values on that side).
  private static func change(_ s: ViewVisibility?, _ e: ViewVisibility?) -> Change {
    switch (s, e) {
    case (let sv?, let ev?):
      if sv != ev {
        if sv == .visible { return .disappearing }
        if ev == .visible { return .appearing }
        return .none
      }
      // Same visibility: a change only when exactly one parent is missing, which two laid-out
      // scene trees never produce (the root is shared; other parents are distinct instances).
      return .none
    case (let sv?, nil): return sv == .visible ? .disappearing : .none
    case (nil, let ev?): return ev == .visible ? .appearing : .none
    case (nil, nil): return .none
    }
  }

  /// What a Visibility transition does with one pair, without the overlay's rectangle:
  /// ``decide(start:end:mode:)`` less the one value that needs the view's root-space location.
  ///
  /// One byte: the planner keeps one per pair (``VisibilityDecisions``).
  enum Kind: UInt8, Sendable {
    /// No animator (``Decision/none``).
    case none
    /// ``Decision/appear(end:)``.
    case appear
    /// ``Decision/overlay(start:rect:)``.
    case overlay
    /// ``Decision/inPlace(end:)``.
    case inPlace

    /// This kind as a transition with `mode` sees it: appearing views only with `.in`,
    /// disappearing ones only with `.out` (what ``VisibilityRules/kind(start:end:mode:)`` gives
    /// for that mode when this is its answer for ``VisibilityMode/both``).
    func filtered(by mode: VisibilityMode) -> Kind {
      switch self {
      case .none: .none
      case .appear: mode.contains(.in) ? .appear : .none
      case .overlay, .inPlace: mode.contains(.out) ? self : .none
      }
    }
  }

  /// `Visibility.createAnimator` up to the choice of view (`onAppear` / `onDisappear`).
  ///
  /// `Visibility.isTransitionRequired` (a change with at least one side VISIBLE) is the change
  /// itself: every change has a VISIBLE side (appearing ends VISIBLE, disappearing starts so).
  /// Each side's visibility is read once, from the context's visibility bytes.
  func decide(start: Int?, end: Int?, mode: VisibilityMode) -> Decision {
    decision(kind(start: start, end: end, mode: mode), start: start, end: end)
  }

  /// The decision of `kind` for a pair whose sides are `start` and `end`: the overlay's
  /// rectangle is computed here, only for a view drawn in the overlay.
  func decision(_ kind: Kind, start: Int?, end: Int?) -> Decision {
    switch kind {
    case .none: return .none
    case .appear:
      guard let end else { return .none }
      return .appear(end: end)
    case .inPlace:
      guard let end else { return .none }
      return .inPlace(end: end)
    case .overlay:
      guard let start else { return .none }
      return .overlay(start: start, rect: overlayRect(start))
    }
  }

  /// The kind of ``decide(start:end:mode:)``'s answer, found without the overlay's rectangle.
  func kind(start: Int?, end: Int?, mode: VisibilityMode) -> Kind {
    let ev = end.map { context.endVisibility[$0] }
    switch Self.change(start.map { context.startVisibility[$0] }, ev) {
    case .none: return .none
    case .appearing:
      guard mode.contains(.in), let end else { return .none }
      if start == nil, let parent = context.end.entries[end].parent, endParentChanges(parent) {
        return .none  // only the outermost view of an added subtree animates
      }
      return .appear
    case .disappearing:
      guard mode.contains(.out), let start else { return .none }
      if end != nil, ev == .invisible { return .inPlace }
      return overlayOfStart(start)
    }
  }

  /// Step 4 of `onDisappear`: the start view itself, a snapshot of it (both ``Kind/overlay``),
  /// or nothing.
  private func overlayOfStart(_ start: Int) -> Kind {
    guard let parent = context.start.entries[start].parent else {
      return .overlay  // detached top-level view: overlay it
    }
    let parentEnd = context.match.pairOfStart[parent].flatMap { context.match.pairs[$0].end }
    let parentChange = classify(
      start: hasStart(parent) ? parent : nil,
      end: parentEnd.flatMap { hasEnd($0) ? $0 : nil }
    )
    if parentChange == .none { return .overlay }  // snapshot
    // The parent disappears too. Android still overlays the view when the parent is detached,
    // has an id, and the new scene holds a view with that id (a replaced hierarchy).
    if context.start.entries[parent].parent == nil, let id = context.start.id(of: parent),
      context.canRemoveViews,
      context.endHasID(id)
    {
      return .overlay
    }
    return .none  // only the outermost view of a removed subtree animates
  }

  /// Whether the end parent of an appearing view is itself appearing (`onAppear`).
  private func endParentChanges(_ parent: Int) -> Bool {
    let parentStart = context.match.pairOfEnd[parent].flatMap { context.match.pairs[$0].start }
    return classify(
      start: parentStart.flatMap { hasStart($0) ? $0 : nil },
      end: hasEnd(parent) ? parent : nil
    ) != .none
  }

  /// The overlay rectangle: the start view's size at its rounded root-space location.
  private func overlayRect(_ start: Int) -> Rect {
    let origin = context.startGeometry.location(of: start)
    // The size read in place: a copy of the entry would retain its key and details.
    return Rect(
      x: origin.x,
      y: origin.y,
      width: context.start.entries[start].width,
      height: context.start.entries[start].height
    )
  }
}
