import SceneDiffCore

/// One segue as a screen change: the two scenes it moves between, forward or back (its pop or
/// dismissal), and the UIKit transition that moves them.
///
/// Made by ``InterfaceBuilderFile/segueStep(path:segue:isPop:)``; ``plan(from:to:)`` plans it
/// from the loaded scenes. The rules are in Docs/interface-builder.md, *Segues as screen
/// changes*.
public struct StoryboardSegueStep: Sendable {
  /// How UIKit performs the segue.
  public enum Presentation: String, Sendable, Hashable, CaseIterable {
    /// A navigation push (a pop when ``StoryboardSegueStep/isPop``): `UINavigationController`'s
    /// default transition.
    case push
    /// A modal presentation (a dismissal when ``StoryboardSegueStep/isPop``) with a
    /// `modalTransitionStyle`.
    case modal
    /// `animates="NO"`: the destination replaces the source at once.
    case immediate
  }

  /// The segue.
  public var segue: StoryboardSegue
  /// `true` for the segue's reverse: the pop of a push, the dismissal of a presentation.
  public var isPop: Bool
  /// How UIKit performs it.
  public var presentation: Presentation
  /// The scene shown before the change, as `FILE#NAME` (the segue's source, or its
  /// destination when popping).
  public var from: String
  /// The scene shown after it, as `FILE#NAME`.
  public var to: String
  /// The view-controller transition that moves the screens (``/SceneDiffCore/IOSNavigationTransition`` or
  /// ``/SceneDiffCore/IOSModalTransition``, or a custom segue's file); `nil` for an immediate change.
  public var transition: SceneTransition?
  /// Whether ``transition`` is the documented default standing in for a custom segue's own
  /// animation (no transition file was named for it).
  public var isCustomDefault: Bool
  /// The notes and warnings of planning it this way (a sheet drawn full screen, a custom
  /// segue's default…), each at the `<segue>`.
  public var diagnostics: [Diagnostic]

  /// Creates a step.
  public init(
    segue: StoryboardSegue,
    isPop: Bool,
    presentation: Presentation,
    from: String,
    to: String,
    transition: SceneTransition?,
    isCustomDefault: Bool = false,
    diagnostics: [Diagnostic] = []
  ) {
    self.segue = segue
    self.isPop = isPop
    self.presentation = presentation
    self.from = from
    self.to = to
    self.transition = transition
    self.isCustomDefault = isCustomDefault
    self.diagnostics = diagnostics
  }

  /// The plan of the change from the loaded scenes that ``from`` and ``to`` name.
  ///
  /// The view-controller transition's screen change, or for an immediate change a 0 ms change
  /// that shows the end state at once. The step's diagnostics come first in the plan's.
  ///
  /// - Parameters:
  ///   - from: The scene ``from`` names.
  ///   - to: The scene ``to`` names.
  /// - Returns: The plan.
  public func plan(from: SceneTree, to: SceneTree) -> Plan {
    var plan: Plan
    if let transition {
      plan = Planner.plan(from: from, to: to, transition: transition)
    } else {
      plan = ScreenChange(from: from, to: to, order: isPop ? .leavingOnTop : .enteringOnTop)
        .plan()
    }
    plan.diagnostics = diagnostics + plan.diagnostics
    return plan
  }

  /// The step with `transition` (a custom segue's iOS transition file) in place of the
  /// default: a view-controller transition is set to the step's operation (push or present
  /// forward, pop or dismiss back, whichever it animates).
  ///
  /// - Parameter transition: The loaded transition.
  /// - Returns: The step, without the notes and warnings about the default it replaces.
  public func using(_ transition: SceneTransition) -> StoryboardSegueStep {
    var step = self
    var chosen = transition
    if var kind = transition.kind as? any IOSViewControllerTransition {
      let wanted: [IOSTransitionOperation] = isPop ? [.pop, .dismiss] : [.push, .present]
      if let operation = wanted.first(where: kind.operations.contains) {
        kind.operation = operation
        chosen.kind = kind
      }
    }
    step.transition = chosen
    step.isCustomDefault = false
    step.presentation = presentation == .immediate ? .modal : presentation
    step.diagnostics = []
    return step
  }
}
