/// A change of screen: the leaving screen (FROM) and the coming one (TO) laid out in the same
/// container, each running its own motion, in one plan.
///
/// This is what a fragment transaction with `setCustomAnimations` does (TO's root runs the
/// enter animation, FROM's root the exit animation, both from the same frame; `%p` is the
/// container), and the model other screen-to-screen transitions share. In its ``plan()``:
///
/// * every view key has its side's prefix, `from:KEY` or `to:KEY`;
/// * both screens are drawn in one container, one above the other as ``order`` says; the
///   frames give every drawn view its drawing order `z`;
/// * the leaving screen stays drawn until its motion ends, then is gone (without a motion it
///   is gone at once); the coming screen is drawn throughout;
/// * a screen's motion runs on its root view (a Transition-framework transition on its
///   transitioning views, Docs/screen-transitions.md); a screen with several top-level
///   views is drawn inside one box of the container's size, its screen root, keyed `from:/` or
///   `to:/`.
///
/// Both of the plan's scenes hold both screens: ``Plan/fromScene`` shows FROM (TO gone), and
/// ``Plan/toScene`` shows TO (FROM gone but kept drawn in place while it leaves).
public struct ScreenChange: Sendable, Hashable {
  /// Which screen is drawn on top.
  public enum Order: String, Sendable, Hashable {
    /// The coming screen above the leaving one: a forward fragment transaction in AndroidX's
    /// `FragmentContainerView`.
    case enteringOnTop
    /// The leaving screen above the coming one: a back-stack pop in `FragmentContainerView`,
    /// and any change in a plain `FrameLayout`, which draws disappearing children last.
    case leavingOnTop
  }

  /// The container the two screens are drawn in.
  public enum Container: String, Sendable, Hashable, CaseIterable {
    /// AndroidX `FragmentContainerView`: the exiting fragment below on a push, above on a pop.
    case fragmentContainerView = "FragmentContainerView"
    /// A plain `FrameLayout` (or any `ViewGroup`): disappearing children always drawn last.
    case frameLayout = "FrameLayout"
  }

  /// What a screen does while the screens change.
  public enum Motion: Sendable, Hashable {
    /// A `res/anim` view animation on the screen's root, with where it came from
    /// (`@android:anim/slide_in_left`, a file path).
    case viewAnimation(source: String, ViewAnimation)
    /// A `res/animator` property animator started on the screen's root, with where it came
    /// from (`@animator/slide_up`, a file path).
    case propertyAnimation(source: String, PropertyAnimation)
    /// A UIKit view controller's view moving between two states in a view-controller
    /// transition (`IOSViewControllerTransition`), with where it came from (a file path or
    /// the transition's class name).
    case uiKit(source: String, IOSScreenMotion)
  }

  /// The leaving screen.
  public var from: SceneTree
  /// The coming screen.
  public var to: SceneTree
  /// Which one is drawn on top.
  public var order: Order
  /// The coming screen's motion (a fragment's `enter`, or `popEnter` on a pop).
  public var enter: Motion?
  /// The leaving screen's motion (a fragment's `exit`, or `popExit` on a pop).
  public var exit: Motion?
  /// The Transition-framework transitions that run, when the screens change with
  /// `enterTransition`, `exitTransition` or shared elements (see ``ScreenTransitions``).
  ///
  /// They take the place of ``enter`` and ``exit``, which AndroidX ignores when transitions
  /// run (with an `ignored-animation` warning), except when a transition would animate a
  /// SurfaceView, GLSurfaceView, VideoView or TextureView: then ``enter`` and ``exit`` are the
  /// window-level fallback and run instead of the transitions.
  public var transitions: ScreenTransitions?
  /// Whether the screens are activity windows: the leaving window then stays drawn, under or
  /// over the coming one, until every motion of the change has ended (a fragment's view without
  /// an exit animation or transition is removed at once).
  public var isActivityChange = false

  /// Creates a screen change.
  public init(
    from: SceneTree,
    to: SceneTree,
    order: Order = .enteringOnTop,
    enter: Motion? = nil,
    exit: Motion? = nil,
    transitions: ScreenTransitions? = nil
  ) {
    self.from = from
    self.to = to
    self.order = order
    self.enter = enter
    self.exit = exit
    self.transitions = transitions
  }

  /// The order Android draws a change in: `FragmentContainerView` puts the popped screen on
  /// top and the entering one on top otherwise; a plain `FrameLayout` always draws the
  /// disappearing (leaving) screen last.
  ///
  /// - Parameters:
  ///   - isPop: Whether the change pops the back stack.
  ///   - container: The container.
  /// - Returns: The order.
  public static func order(isPop: Bool, container: Container = .fragmentContainerView) -> Order {
    switch container {
    case .fragmentContainerView: isPop ? .leavingOnTop : .enteringOnTop
    case .frameLayout: .leavingOnTop
    }
  }

  /// The screens in drawing order, each with its key prefix and its scene.
  var sides: [(prefix: String, scene: SceneTree)] {
    let leaving = (prefix: ViewKeys.startPrefix, scene: from)
    let coming = (prefix: ViewKeys.endPrefix, scene: to)
    return order == .enteringOnTop ? [leaving, coming] : [coming, leaving]
  }

  /// The key of the box that holds a screen with several top-level views (its prefix then
  /// `/`, the scene root's path): `from:/`, `to:/`.
  static let screenRootPath = "/"

  /// The views a screen adds to the container: its root view, or, when it has several
  /// top-level views, one box of the container's size holding them (the fragment's view), so
  /// that the screen moves as one.
  func roots(of scene: SceneTree) -> [ViewNode] {
    guard scene.views.count != 1 else { return scene.views }
    return [ViewNode(x: 0, y: 0, width: to.width, height: to.height, children: scene.views)]
  }

  /// A scene of this change (``Plan/fromScene`` or ``Plan/toScene``) flattened with the sides'
  /// keys.
  package func flatten(_ scene: SceneTree) -> FlatScene {
    FlatScene(
      combined: scene,
      sides: sides.map { side in
        (side.scene.views.count == 1 ? side.prefix : side.prefix + Self.screenRootPath, side.scene)
      }
    )
  }
}
