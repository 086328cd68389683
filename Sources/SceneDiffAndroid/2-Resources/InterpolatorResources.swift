import SceneDiffCore
import SceneDiffXML

/// Resolves interpolator references for transition files.
enum InterpolatorResources {
  /// A framework interpolator (`@android:interpolator/…`, `@android:anim/…_interpolator`).
  static func framework(_ ref: ResourceReference) -> Interpolator? {
    Interpolator(androidResource: "\(ref.type)/\(ref.name)")
  }

  /// Loads an app interpolator resource file (`res/interpolator/x.xml`, `res/anim/x.xml`).
  static func load(file: String) throws(DiagnosticsError) -> Interpolator {
    let root = try XMLDocumentReader.root(file: file)
    do {
      return try Interpolator(xml: root)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
  }
}
