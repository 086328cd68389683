import SceneDiffCore

/// One `<segue>` of a storyboard: what it does, from which scene to which.
///
/// Read by ``InterfaceBuilderFile/segues(path:)``;
/// ``InterfaceBuilderFile/segueStep(path:segue:isPop:)`` plans one as a screen change
/// (Docs/interface-builder.md, *Segues as screen changes*).
public struct StoryboardSegue: Sendable, Hashable {
  /// The segue's `kind` (reference §5.2).
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `show`: a push inside a navigation controller, else a modal presentation.
    case show
    /// `showDetail`: replaces a split view's secondary controller.
    case showDetail
    /// `presentation`: a modal presentation.
    case presentation
    /// `popoverPresentation`: a popover, anchored at a view.
    case popoverPresentation
    /// `embed`: a child controller in a container view.
    case embed
    /// `unwind`: back to a controller that implements the unwind action.
    case unwind
    /// `relationship`: a container's child (navigation root, tabs, split children).
    case relationship
    /// `custom`: the app's own `UIStoryboardSegue` subclass.
    case custom
    /// Legacy `push` (≈ show).
    case push
    /// Legacy `modal` (≈ presentation).
    case modal
    /// Legacy `popover` (≈ popoverPresentation).
    case popover
    /// Legacy `replace` (≈ showDetail).
    case replace
  }

  /// `UIModalTransitionStyle`, as the segue's `modalTransitionStyle` names it.
  public enum TransitionStyle: String, Sendable, Hashable, CaseIterable {
    /// Slides up from the bottom (UIKit's default).
    case coverVertical
    /// A horizontal 3D flip.
    case flipHorizontal
    /// A cross-fade.
    case crossDissolve
    /// A page curl (full-screen presentations only).
    case partialCurl
  }

  /// What the segue does.
  public var kind: Kind
  /// Its `identifier` (what code performs it by), if any.
  public var identifier: String?
  /// The source scene's name (`FILE#NAME` selects it).
  public var source: String
  /// The key of the control, cell or bar item whose action performs it; `nil` for a segue of
  /// the controller itself (performed from code by its identifier).
  public var trigger: String?
  /// The destination scene's name; `nil` for an unwind segue (its destination is the source
  /// scene's Exit) or a destination that is no scene.
  public var destination: String?
  /// A relationship segue's `relationship` (`rootViewController`, `viewControllers`, …).
  public var relationship: String?
  /// The segue's `modalTransitionStyle`, if set (UIKit then uses the destination's, whose
  /// default is `coverVertical`).
  public var modalTransitionStyle: TransitionStyle?
  /// The segue's `modalPresentationStyle` as written (`fullScreen`, `pageSheet`, …), if set.
  public var modalPresentationStyle: String?
  /// An unwind segue's `unwindAction` selector.
  public var unwindAction: String?
  /// `false` when the segue has `animates="NO"`.
  public var animates: Bool
  /// Where the `<segue>` element is.
  public var location: SourceLocation
  /// Its IB object id (`id`), if any.
  public var id: String?
  /// A custom segue's `customClass` (its `UIStoryboardSegue` subclass), if any.
  public var customClass: String?
  /// The source controller's IB object id.
  package var sourceID: String?
  /// The `destination` id as written.
  package var destinationID: String?

  /// What `--segue` and `batch` call it: its ``identifier``, else its IB ``id``, else
  /// `segue@LINE`.
  public var name: String { identifier ?? id ?? "segue@\(location.line)" }

  /// Creates a segue.
  public init(
    kind: Kind,
    identifier: String? = nil,
    source: String,
    trigger: String? = nil,
    destination: String?,
    relationship: String? = nil,
    modalTransitionStyle: TransitionStyle? = nil,
    modalPresentationStyle: String? = nil,
    unwindAction: String? = nil,
    animates: Bool = true,
    location: SourceLocation,
    id: String? = nil,
    customClass: String? = nil
  ) {
    self.kind = kind
    self.identifier = identifier
    self.source = source
    self.trigger = trigger
    self.destination = destination
    self.relationship = relationship
    self.modalTransitionStyle = modalTransitionStyle
    self.modalPresentationStyle = modalPresentationStyle
    self.unwindAction = unwindAction
    self.animates = animates
    self.location = location
    self.id = id
    self.customClass = customClass
  }
}
