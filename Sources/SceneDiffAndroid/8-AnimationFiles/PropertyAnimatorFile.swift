import Foundation
import SceneDiffCore
import SceneDiffXML

/// `res/animator` property animator files: reading one, telling one from a `res/anim` view
/// animation, and finding one by reference (`@animator/name`).
///
/// See `Docs/view-animations.md`, "Property animators", for the format as SceneDiff reads it.
public enum PropertyAnimatorFile {
  /// Loads the property animator file at `path`.
  ///
  /// - Parameter path: The file; `@integer/`, `@dimen/` and interpolator references resolve in
  ///   its `res/` tree.
  /// - Returns: The animation and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error found.
  public static func load(path: String) throws(DiagnosticsError) -> Loaded<PropertyAnimation> {
    let root = try XMLDocumentReader.root(file: path)
    return try load(root, path: path)
  }

  /// Loads a property animator from the bytes of a file that `file` stands for.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - file: The path the contents stand for, in locations and for `res/` references.
  /// - Returns: The animation and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error found.
  public static func load(bytes: [UInt8], file: String) throws(DiagnosticsError) -> Loaded<
    PropertyAnimation
  > {
    let root = try XMLDocumentReader.root(bytes: bytes, file: file)
    return try load(root, path: file)
  }

  /// Reads a parsed root element of the file at `path`.
  package static func load(_ root: LocatedElement, path: String) throws(DiagnosticsError) -> Loaded<
    PropertyAnimation
  > {
    var reader = PropertyAnimatorReader(resources: ResourceResolver(transitionFileAt: path))
    let animation = reader.animation(root)
    let errors = reader.diagnostics.filter { $0.severity == .error }
    guard let animation, errors.isEmpty else {
      throw DiagnosticsError(reader.diagnostics)
    }
    return Loaded(animation, diagnostics: reader.diagnostics)
  }

  /// Whether a root element is a property animator's: `<objectAnimator>`, `<animator>`, or a
  /// `<set>` that has `android:ordering`, holds one of those, or is in a `res/animator` folder
  /// (a `<set>` is otherwise a view animation).
  ///
  /// - Parameters:
  ///   - root: The file's root element.
  ///   - path: The file's path, if known.
  /// - Returns: Whether `AnimatorInflater` rather than `AnimationUtils` reads it.
  package static func isPropertyAnimator(_ root: LocatedElement, path: String?) -> Bool {
    if root.name == "objectAnimator" || root.name == "animator" { return true }
    guard root.name == "set" else { return false }
    if root.attribute("ordering", namespace: XMLNamespace.android) != nil { return true }
    if let path {
      let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
      if folder == "animator" || folder.hasPrefix("animator-") { return true }
    }
    return containsAnimator(root)
  }

  /// Whether an element holds an `<objectAnimator>` or `<animator>` at any depth.
  private static func containsAnimator(_ element: LocatedElement) -> Bool {
    element.children.contains { child in
      child.name == "objectAnimator" || child.name == "animator" || containsAnimator(child)
    }
  }

  /// Whether a command-line value names a property animator: `@animator/NAME`, or a file whose
  /// root element is `<objectAnimator>`, `<animator>` or an animator `<set>`.
  public static func isPropertyAnimator(value: String) -> Bool {
    if value.hasPrefix("@") { return value.hasPrefix("@animator/") }
    guard let root = try? XMLDocumentReader.read(file: value) else { return false }
    return isPropertyAnimator(root, path: value)
  }

  /// The animator a command-line value names: a file path, or `@animator/name` (the file in
  /// the `res/` tree of `anchor`).
  ///
  /// - Parameters:
  ///   - value: The value as written.
  ///   - anchor: A file whose `res/` tree `@animator/` references resolve in (a layout), if any.
  /// - Returns: The animation and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError``: the file's errors, or an
  ///   `unresolved-reference` error for a name that names nothing.
  public static func resolve(_ value: String, anchor: String?) throws(DiagnosticsError) -> Loaded<
    PropertyAnimation
  > {
    guard value.hasPrefix("@") else { return try load(path: value) }
    guard let ref = ResourceReference(value), ref.type == "animator", ref.package != "android"
    else {
      throw DiagnosticsError([
        unresolved(
          value,
          "expected a file or @animator/NAME (no stock @android:animator/ is built in)"
        )
      ])
    }
    if let anchor {
      let resources = ResourceResolver(transitionFileAt: anchor)
      if let file = resources.repository.file("animator", ref.name) {
        return try load(path: file.path)
      }
    }
    let folder = anchor.map { ResourcePaths.resFolder(ofFileAt: $0) } ?? "res"
    throw DiagnosticsError([unresolved(value, "no file \(folder)/animator/\(ref.name).xml")])
  }

  /// An `unresolved-reference` error for a command-line value.
  private static func unresolved(_ value: String, _ reason: String) -> Diagnostic {
    Diagnostic(
      .error,
      at: nil,
      code: "unresolved-reference",
      "cannot resolve '\(value)': \(reason)"
    )
  }
}
