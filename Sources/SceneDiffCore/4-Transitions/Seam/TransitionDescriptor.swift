/// What SceneDiff knows about one kind of transition, shared by all its values.
///
/// Descriptors are listed in ``TransitionRegistry``; consumers find a kind's descriptor there by
/// the class name an ``Animator`` records.
public struct TransitionDescriptor: Sendable, Hashable {
  /// Where a kind of transition comes from.
  public enum Family: String, Sendable, Hashable {
    /// Android's Transition Framework (`android.transition`, `androidx.transition`).
    case androidTransition
    /// UIKit and Core Animation (`UIView.transition`, `CATransition`, `UIView.animate`).
    case iosTransition
  }

  /// The class name plans print (`ChangeBounds`, `TransitionSet`).
  public let className: String
  /// The platform API it reproduces.
  public let family: Family
  /// The colour timelines and previews draw its animators in (`#RRGGBB`).
  public let timelineColor: String

  /// Creates a descriptor (SceneDiff's own kinds only).
  package init(className: String, family: Family, timelineColor: String) {
    self.className = className
    self.family = family
    self.timelineColor = timelineColor
  }
}
