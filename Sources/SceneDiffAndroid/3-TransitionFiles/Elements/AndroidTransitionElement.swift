import SceneDiffCore
import SceneDiffXML

/// How a kind of transition is written in a `res/transition` file: the tags that inflate it,
/// its own `android:` attributes, and how they are read.
///
/// Every kind in ``TransitionRegistry`` that Android inflates from XML conforms, in a file of
/// its own beside this one (`ChangeBounds+Element.swift`); ``TransitionElementReader`` finds it
/// by tag through ``elementKinds``.
protocol AndroidTransitionElement: TransitionKind {
  /// The tags that inflate it (`changeBounds`; `changeImageTransform` and `moveImage`).
  static var androidTags: [String] { get }
  /// Its own `android:` attributes, beyond those every transition reads (duration, startDelay,
  /// interpolator, matchOrder).
  static var androidAttributes: [String] { get }
  /// Reads a value of this kind from its element, reporting bad values to `reader`.
  static func read(_ element: LocatedElement, _ reader: inout TransitionElementReader) -> Self
}

/// Every registered kind that has an Android XML form, by tag.
let elementKinds: [String: any AndroidTransitionElement.Type] = {
  var byTag: [String: any AndroidTransitionElement.Type] = [:]
  for kind in TransitionRegistry.kinds {
    guard let element = kind as? any AndroidTransitionElement.Type else { continue }
    for tag in element.androidTags { byTag[tag] = element }
  }
  return byTag
}()
