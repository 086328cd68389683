import Foundation
import SceneDiffCore
import SceneDiffXML

/// A `transitionManager` resource file: which transition runs when a scene enters, optionally
/// from a given scene (transition-xml reference §8).
public struct TransitionManagerFile: Sendable, Hashable {
  /// One `<transition android:fromScene=… android:toScene=… android:transition=…/>` rule.
  public struct Rule: Sendable, Hashable {
    /// The start scene's file, or `nil` for "from any scene".
    public var from: String?
    /// The end scene's file.
    public var to: String
    /// The transition file.
    public var transition: String
    /// Where the rule is written.
    public var location: SourceLocation
  }

  /// The manifest's path as given.
  public var file: String
  /// Its rules, in document order.
  public var rules: [Rule]

  /// The transition file Android's `TransitionManager` would use from `from` to `to`: a rule
  /// for that pair, else a rule for `to` alone, else `nil` (meaning AutoTransition).
  public func transition(from: String, to: String) -> String? {
    let from = Self.normalized(from)
    let to = Self.normalized(to)
    if let rule = rules.first(where: {
      $0.from.map(Self.normalized) == from && Self.normalized($0.to) == to
    }) {
      return rule.transition
    }
    return rules.first(where: { $0.from == nil && Self.normalized($0.to) == to })?.transition
  }

  /// Every scene pair the rules name: each from→to rule, and for a to-only rule every other
  /// scene the manifest mentions (unless a from→to rule covers that pair), in document order.
  public var pairs: [(from: String, to: String, transition: String, location: SourceLocation)] {
    var scenes: [String] = []
    for rule in rules {
      for scene in [rule.from, rule.to].compactMap({ $0 }) where !scenes.contains(scene) {
        scenes.append(scene)
      }
    }
    var result: [(String, String, String, SourceLocation)] = []
    for rule in rules {
      if let from = rule.from {
        result.append((from, rule.to, rule.transition, rule.location))
      } else {
        for from in scenes where from != rule.to {
          let covered = rules.contains { $0.from == from && $0.to == rule.to }
          if !covered { result.append((from, rule.to, rule.transition, rule.location)) }
        }
      }
    }
    return result
  }

  /// Whether `element` is a manifest's root.
  package static func isManifest(_ element: LocatedElement) -> Bool {
    element.name == "transitionManager"
  }

  /// Reads and loads a manifest; references resolve in the enclosing `res/` tree
  /// (`@layout/x` → `res/layout/x.xml`) or as paths relative to the manifest's folder.
  public static func load(path: String) throws(DiagnosticsError) -> Loaded<TransitionManagerFile> {
    let root: LocatedElement
    do {
      root = try XMLDocumentReader.read(file: path)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    return try load(root, path: path)
  }

  /// Loads a parsed manifest read from `path`.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` when the root is not `<transitionManager>`,
  ///   or with every problem when some rule has an error.
  package static func load(_ root: LocatedElement, path: String) throws(DiagnosticsError) -> Loaded<
    TransitionManagerFile
  > {
    guard isManifest(root) else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: root.location,
          code: "not-a-manifest",
          "root element is <\(root.name)>; a transition manager file starts with <transitionManager>"
        )
      ])
    }
    let folder = FilePaths.folder(of: path)
    let resRoot = ResourcePaths.resFolder(ofFileAt: path)
    var diagnostics: [Diagnostic] = []
    let rules = root.children.compactMap { element in
      rule(element, folder: folder, resRoot: resRoot, &diagnostics)
    }
    if diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(diagnostics)
    }
    return Loaded(TransitionManagerFile(file: path, rules: rules), diagnostics: diagnostics)
  }

  /// The rule one `<transition>` element gives, `nil` (with its problems reported) for
  /// another element, a rule without `android:transition` (ignored, as in Android) or one
  /// with a missing `toScene` or a bad reference.
  private static func rule(
    _ element: LocatedElement,
    folder: String,
    resRoot: String,
    _ diagnostics: inout [Diagnostic]
  ) -> Rule? {
    guard element.name == "transition" else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: element.location,
          code: "unknown-tag",
          "unknown element <\(element.name)> in <transitionManager>; expected <transition>"
        )
      )
      return nil
    }
    func resolve(_ name: String, type: String) -> String?? {
      file(element, name, type: type, folder: folder, resRoot: resRoot, &diagnostics)
    }
    // Resolve all three before giving up, so every bad reference is reported.
    let resolvedTransition = resolve("transition", type: "transition")
    let resolvedTo = resolve("toScene", type: "layout")
    let resolvedFrom = resolve("fromScene", type: "layout")
    guard let transition = resolvedTransition, let to = resolvedTo, let from = resolvedFrom
    else { return nil }
    guard let transition else {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: element.location,
          code: "rule-without-transition",
          "<transition> without android:transition is ignored, as in Android"
        )
      )
      return nil
    }
    guard let to else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: element.location,
          code: "missing-attribute",
          "<transition> needs android:toScene"
        )
      )
      return nil
    }
    return Rule(from: from, to: to, transition: transition, location: element.location)
  }

  /// The file the `android:` attribute `name` of `element` names: `.some(nil)` when it is not
  /// written, `nil` (reported) for a reference of another type or a file that does not exist.
  ///
  /// An `@type/name` reference is `res/type/name.xml`; anything else is a path, relative to
  /// the manifest's `folder` unless absolute.
  private static func file(
    _ element: LocatedElement,
    _ name: String,
    type: String,
    folder: String,
    resRoot: String,
    _ diagnostics: inout [Diagnostic]
  ) -> String?? {
    guard let attribute = element.attribute(name, namespace: XMLNamespace.android) else {
      return .some(nil)
    }
    let reference = ResourceReference(attribute.value)
    if let ref = reference {
      guard ref.type == type, ref.package == nil else {
        diagnostics.append(
          Diagnostic(
            .error,
            at: attribute.valueLocation,
            code: "invalid-value",
            "invalid value '\(attribute.value)' for 'android:\(name)': expected an @\(type)/ reference"
          )
        )
        return nil
      }
    }
    let file: String
    if let ref = reference {
      file = ((resRoot as NSString).appendingPathComponent(type) as NSString)
        .appendingPathComponent(ref.name + ".xml")
    } else {
      file =
        attribute.value.hasPrefix("/")
        ? attribute.value : (folder as NSString).appendingPathComponent(attribute.value)
    }
    guard FileManager.default.fileExists(atPath: file) else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: attribute.valueLocation,
          code: "unresolved-reference",
          "cannot resolve '\(attribute.value)': no file \(file)"
        )
      )
      return nil
    }
    return .some(file)
  }

  private static func normalized(_ path: String) -> String {
    (path as NSString).standardizingPath
  }
}
