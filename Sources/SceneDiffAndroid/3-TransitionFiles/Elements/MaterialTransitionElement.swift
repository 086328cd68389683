import SceneDiffCore
import SceneDiffXML

/// How a Material pattern is written in a `res/transition` file:
/// `<transition class="com.google.android.material.transition.MaterialSharedAxis" sd:axis="x"
/// sd:forward="true"/>`, its constructor arguments as `sd:` attributes.
///
/// Android inflates `<transition class="…">` by calling the class's `(Context, AttributeSet)`
/// constructor, which the Material classes do not have; SceneDiff reads them anyway so that a
/// file can name the pattern the app builds in code. Both packages are accepted:
/// `com.google.android.material.transition` (AndroidX) and `….transition.platform`.
protocol MaterialTransitionElement: AndroidTransitionElement {
  /// Its `sd:` constructor arguments (`axis`, `forward`).
  static var sceneDiffArguments: [String] { get }
}

extension MaterialTransitionElement {
  /// Never a tag of its own: only `<transition class="…">`.
  static var androidTags: [String] { [] }
  /// No `android:` attributes beyond those every transition reads.
  static var androidAttributes: [String] { [] }
}

/// The Material packages, AndroidX first.
let materialPackages = [
  "com.google.android.material.transition.",
  "com.google.android.material.transition.platform.",
]

/// Every registered Material kind, by fully qualified class name in both packages.
let materialElementKinds: [String: any MaterialTransitionElement.Type] = {
  var byClass: [String: any MaterialTransitionElement.Type] = [:]
  for kind in TransitionRegistry.kinds {
    guard let element = kind as? any MaterialTransitionElement.Type else { continue }
    for package in materialPackages { byClass[package + element.descriptor.className] = element }
  }
  return byClass
}()
