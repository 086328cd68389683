import SceneDiffCore
import SceneDiffXML

extension ViewAnimationFile {
  /// The layout animation controllers a `res/anim` file may also hold.
  static let layoutAnimationRoots: Set<String> = ["layoutAnimation", "gridLayoutAnimation"]

  /// Whether a root element is one a `res/anim` file holds besides a view animation: an
  /// interpolator (`decelerateInterpolator`, `pathInterpolator`, …) or a layout animation
  /// controller.
  package static func isOtherAnimationRoot(_ name: String) -> Bool {
    layoutAnimationRoots.contains(name)
      || (name.hasSuffix("Interpolator") && name.first?.isLowercase == true)
  }

  /// The diagnostics of a `res/anim` or `res/animator` file: a property animator's
  /// (``PropertyAnimatorFile/load(path:)``), a view animation's (``load(path:)``), an
  /// interpolator's as `AnimationUtils.loadInterpolator` reads it, or, for a layout animation
  /// controller, a warning that SceneDiff does not plan it.
  package static func check(_ root: LocatedElement, path: String) -> [Diagnostic] {
    if layoutAnimationRoots.contains(root.name) {
      return [
        Diagnostic(
          .warning,
          at: root.location,
          code: "unsupported-animation",
          "<\(root.name)> is a layout animation controller, which SceneDiff does not plan; its file is not checked further"
        )
      ]
    }
    if PropertyAnimatorFile.isPropertyAnimator(root, path: path) {
      do {
        return try PropertyAnimatorFile.load(root, path: path).diagnostics
      } catch {
        return error.diagnostics
      }
    }
    if isOtherAnimationRoot(root.name) {
      do {
        _ = try Interpolator(xml: root)
        return []
      } catch {
        return [error.diagnostic]
      }
    }
    do {
      return try load(root, path: path).diagnostics
    } catch {
      return error.diagnostics
    }
  }
}
