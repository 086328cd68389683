import Foundation
import SceneDiffCore
import SceneDiffXML

/// `res/anim` view animation files: reading one, and finding one by reference
/// (`@anim/name`, `@android:anim/name`) with the stock animations built in.
///
/// See `Docs/view-animations.md` for the format as SceneDiff reads it.
public enum ViewAnimationFile {
  /// Loads the view animation file at `path`.
  ///
  /// - Parameter path: The file; `@integer/`, `@dimen/` and interpolator references resolve in
  ///   its `res/` tree (the folder above its folder).
  /// - Returns: The animation (not yet initialized) and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error found.
  public static func load(path: String) throws(DiagnosticsError) -> Loaded<ViewAnimation> {
    let root = try XMLDocumentReader.root(file: path)
    return try load(root, path: path)
  }

  /// Loads a view animation from the bytes of a file that `file` stands for.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - file: The path the contents stand for, in locations and for `res/` references.
  /// - Returns: The animation and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error found.
  public static func load(bytes: [UInt8], file: String) throws(DiagnosticsError) -> Loaded<
    ViewAnimation
  > {
    let root = try XMLDocumentReader.root(bytes: bytes, file: file)
    return try load(root, path: file)
  }

  /// Reads a parsed root element of the file at `path`.
  package static func load(_ root: LocatedElement, path: String) throws(DiagnosticsError) -> Loaded<
    ViewAnimation
  > {
    var reader = ViewAnimationReader(resources: ResourceResolver(transitionFileAt: path))
    let animation = reader.animation(root)
    let errors = reader.diagnostics.filter { $0.severity == .error }
    guard let animation, errors.isEmpty else {
      throw DiagnosticsError(reader.diagnostics)
    }
    return Loaded(animation, diagnostics: reader.diagnostics)
  }

  /// Whether a root element name is a view animation's (`set`, `alpha`, …).
  public static func isRootElement(_ name: String) -> Bool {
    ViewAnimationReader.own[name] != nil
  }

  /// The animation a command-line value names: a file path, `@anim/name` (the file in the
  /// `res/` tree of `anchor`, else an AndroidX fragment animation built in), or
  /// `@android:anim/name` (a stock platform animation, built in).
  ///
  /// - Parameters:
  ///   - value: The value as written.
  ///   - anchor: A file whose `res/` tree `@anim/` references resolve in (a layout), if any.
  /// - Returns: The animation and any warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError``: the file's errors, or an
  ///   `unresolved-reference` error for a name that names nothing.
  public static func resolve(_ value: String, anchor: String?) throws(DiagnosticsError) -> Loaded<
    ViewAnimation
  > {
    guard value.hasPrefix("@") else { return try load(path: value) }
    guard let ref = ResourceReference(value), ref.type == "anim" else {
      let reason =
        value.hasPrefix("@animator/") || value.hasPrefix("@android:animator/")
        ? "a res/animator property animator is read by PropertyAnimatorFile, not as a view animation"
        : "expected a file, @anim/NAME or @android:anim/NAME"
      throw DiagnosticsError([unresolved(value, reason)])
    }
    if ref.package == "android" {
      guard let xml = StockViewAnimations.platform[ref.name] else {
        throw DiagnosticsError([
          unresolved(
            value,
            "not a stock animation SceneDiff knows ("
              + StockViewAnimations.platform.keys.sorted().joined(separator: ", ") + ")"
          )
        ])
      }
      return try load(bytes: Array(xml.utf8), file: "<android>/anim/\(ref.name).xml")
    }
    if let anchor {
      let resources = ResourceResolver(transitionFileAt: anchor)
      if let file = resources.repository.file("anim", ref.name) { return try load(path: file.path) }
    }
    if let xml = StockViewAnimations.androidX[ref.name] {
      return try load(bytes: Array(xml.utf8), file: "<androidx.fragment>/anim/\(ref.name).xml")
    }
    if let xml = NavigationDefaultAnimations.files[ref.name] {
      return try load(bytes: Array(xml.utf8), file: "<androidx.navigation>/anim/\(ref.name).xml")
    }
    let folder = anchor.map { ResourcePaths.resFolder(ofFileAt: $0) } ?? "res"
    throw DiagnosticsError([unresolved(value, "no file \(folder)/anim/\(ref.name).xml")])
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
