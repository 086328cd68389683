import SceneDiffAndroid
import SceneDiffCore

/// Screen changes planned from an app's animation files: the one planning behind
/// `--enter-anim`/`--exit-anim`, `--navigation` and the Navigation actions `batch` finds.
public enum ScreenChangeFiles {
  /// A view animation a value names (a file, `@anim/NAME`, `@android:anim/NAME`), its pixel
  /// values in the scene's units.
  ///
  /// - Parameters:
  ///   - value: The file or reference.
  ///   - anchor: A file whose `res/` tree `@anim/` references resolve in.
  ///   - scene: The scene that runs it.
  /// - Returns: The animation and its warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` when it cannot be read.
  public static func viewAnimation(_ value: String, anchor: String?, for scene: SceneTree)
    throws(DiagnosticsError) -> Loaded<ViewAnimation>
  {
    var loaded = try ViewAnimationFile.resolve(value, anchor: anchor == "-" ? nil : anchor)
    if scene.units != "px", let density = scene.density, density > 0 {
      loaded.value = loaded.value.scalingAbsoluteValues(by: 1 / density)
    }
    return loaded
  }

  /// A property animator a value names (a file, `@animator/NAME`), its lengths in the scene's
  /// units.
  ///
  /// - Parameters:
  ///   - value: The file or reference.
  ///   - anchor: A file whose `res/` tree `@animator/` references resolve in.
  ///   - scene: The scene that runs it.
  /// - Returns: The animator and its warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` when it cannot be read.
  public static func propertyAnimation(_ value: String, anchor: String?, for scene: SceneTree)
    throws(DiagnosticsError) -> Loaded<PropertyAnimation>
  {
    var loaded = try PropertyAnimatorFile.resolve(value, anchor: anchor == "-" ? nil : anchor)
    if scene.units != "px", let density = scene.density, density > 0 {
      loaded.value = loaded.value.scalingLengths(by: 1 / density)
    }
    return loaded
  }

  /// The motion a value names: a property animator when it is one, else a view animation.
  public static func motion(_ value: String, anchor: String?, for scene: SceneTree)
    throws(DiagnosticsError) -> Loaded<ScreenChange.Motion>
  {
    if PropertyAnimatorFile.isPropertyAnimator(value: value) {
      let loaded = try propertyAnimation(value, anchor: anchor, for: scene)
      return Loaded(
        .propertyAnimation(source: value, loaded.value),
        diagnostics: loaded.diagnostics
      )
    }
    let loaded = try viewAnimation(value, anchor: anchor, for: scene)
    return Loaded(.viewAnimation(source: value, loaded.value), diagnostics: loaded.diagnostics)
  }

  /// The plan of a screen change: TO's root runs `enter`, FROM's root `exit` (each a value
  /// as `--enter-anim` takes it, with the file its references resolve around), drawn in
  /// `order`.
  ///
  /// - Returns: The plan (its own warnings in ``/SceneDiffCore/Plan/diagnostics``) and the
  ///   animations' warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with the errors of both animations.
  public static func plan(
    from: SceneTree,
    to: SceneTree,
    enter: (value: String, anchor: String?)?,
    exit: (value: String, anchor: String?)?,
    order: ScreenChange.Order
  ) throws(DiagnosticsError) -> Loaded<Plan> {
    var failures: [Diagnostic] = []
    var warnings: [Diagnostic] = []
    var motions: [ScreenChange.Motion?] = []
    for (scene, given) in [(to, enter), (from, exit)] {
      guard let (value, anchor) = given else {
        motions.append(nil)
        continue
      }
      do {
        let loaded = try motion(value, anchor: anchor, for: scene)
        warnings += loaded.diagnostics
        motions.append(loaded.value)
      } catch {
        failures += error.diagnostics
        motions.append(nil)
      }
    }
    guard failures.isEmpty else { throw DiagnosticsError(warnings + failures) }
    let change = ScreenChange(from: from, to: to, order: order, enter: motions[0], exit: motions[1])
    return Loaded(change.plan(), diagnostics: warnings)
  }
}
