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
    /// The transition file; `nil` for a rule that only gives screen-change settings
    /// (`sd:enterAnim`, `sd:activity` …).
    public var transition: String?
    /// Where the rule is written.
    public var location: SourceLocation
    /// Its attributes in SceneDiff's namespace (`sd:enterAnim`, `sd:pop`, `sd:operation` …),
    /// as written; `SceneDiff` reads them into its pair settings.
    package var settings: [LocatedAttribute] = []
  }

  /// The manifest's path as given.
  public var file: String
  /// Its rules, in document order.
  public var rules: [Rule]

  /// The rule Android's `TransitionManager` would use from `from` to `to`: a rule for that
  /// pair, else a rule for `to` alone, else `nil` (meaning AutoTransition).
  ///
  /// Scenes are compared as files, not as path text: `layout/a.xml`, `./layout/a.xml`, an
  /// absolute path, `res/../res/layout/a.xml` and a symbolic link to the file are one scene,
  /// whatever the current directory.
  ///
  /// - Parameters:
  ///   - from: The start scene's path.
  ///   - to: The end scene's path.
  /// - Returns: The first rule for the exact pair, else the first to-only rule for `to`.
  public func rule(from: String, to: String) -> Rule? {
    let from = FilePaths.canonical(from)
    let to = FilePaths.canonical(to)
    let toRules = rules.filter { FilePaths.canonical($0.to) == to }
    if let rule = toRules.first(where: { $0.from.map(FilePaths.canonical) == from }) {
      return rule
    }
    return toRules.first { $0.from == nil }
  }

  /// The transition file Android's `TransitionManager` would use from `from` to `to`: a rule
  /// for that pair, else a rule for `to` alone, else `nil` (meaning AutoTransition).
  ///
  /// Scenes are compared as files (see ``rule(from:to:)``).
  public func transition(from: String, to: String) -> String? {
    rule(from: from, to: to)?.transition
  }

  /// Why no rule applies from `from` to `to` (when ``rule(from:to:)`` is `nil`), in words:
  /// no rule names `to`, or its rules for `to` all name other start scenes.
  ///
  /// - Parameters:
  ///   - from: The start scene's path.
  ///   - to: The end scene's path, quoted as given.
  /// - Returns: A lowercase phrase without a final period.
  public func reasonNoRuleApplies(from: String, to: String) -> String {
    let target = FilePaths.canonical(to)
    let starts = rules.filter { FilePaths.canonical($0.to) == target }.compactMap(\.from)
    guard !starts.isEmpty else { return "no rule has toScene '\(to)'" }
    let list = starts.map { "'\($0)'" }.joined(separator: ", ")
    return "its rules for toScene '\(to)' apply only from \(list)"
  }

  /// Every scene file the rules name, in document order, each file once (as first written).
  package var scenes: [String] {
    var seen: Set<String> = []
    var result: [String] = []
    for rule in rules {
      for scene in [rule.from, rule.to].compactMap({ $0 })
      where seen.insert(FilePaths.canonical(scene)).inserted {
        result.append(scene)
      }
    }
    return result
  }

  /// Whether a rule names exactly `from` → `to` (files compared by identity).
  package func hasPairRule(from: String, to: String) -> Bool {
    let from = FilePaths.canonical(from)
    let to = FilePaths.canonical(to)
    return rules.contains {
      $0.from.map(FilePaths.canonical) == from && FilePaths.canonical($0.to) == to
    }
  }

  /// The scenes a to-only rule applies from among those the manifest names: every other scene
  /// the rules name, in document order, except one with its own rule to the same scene (that
  /// rule wins, as in Android).
  package func namedSources(of rule: Rule) -> [String] {
    let to = FilePaths.canonical(rule.to)
    return scenes.filter { scene in
      FilePaths.canonical(scene) != to && !hasPairRule(from: scene, to: rule.to)
    }
  }

  /// Every scene pair the rules with a transition file name: each from→to rule, and for a
  /// to-only rule every other scene the manifest mentions (unless a from→to rule covers that
  /// pair), in document order.
  ///
  /// Scenes are compared as files, so two spellings of one file are one scene. A to-only rule
  /// in a manifest that names no other scene gives no pair here; `Batch.discover` then looks
  /// for the sibling layouts that can precede it.
  public var pairs: [(from: String, to: String, transition: String, location: SourceLocation)] {
    var result: [(String, String, String, SourceLocation)] = []
    for rule in rules {
      guard let transition = rule.transition else { continue }
      if let from = rule.from {
        result.append((from, rule.to, transition, rule.location))
      } else {
        for from in namedSources(of: rule) {
          result.append((from, rule.to, transition, rule.location))
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
    let root = try XMLDocumentReader.root(file: path)
    return try load(root, path: path)
  }

  /// Loads a parsed manifest read from `path`.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` when the root is not `<transitionManager>`,
  ///   or with every problem when some rule has an error.
  package static func load(_ root: LocatedElement, path: String) throws(DiagnosticsError) -> Loaded<
    TransitionManagerFile
  > {
    let (manifest, diagnostics) = try loadEachRule(root, path: path)
    if diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(diagnostics)
    }
    return Loaded(manifest, diagnostics: diagnostics)
  }

  /// Reads a manifest keeping every good rule: a rule with an error (a scene or transition that
  /// does not exist, a reference of the wrong type) is left out, and its errors come back with
  /// the warnings, so one bad rule does not lose the others.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` only when the file cannot be read or is not
  ///   a `<transitionManager>`.
  package static func loadEachRule(path: String) throws(DiagnosticsError) -> (
    manifest: TransitionManagerFile, diagnostics: [Diagnostic]
  ) {
    let root = try XMLDocumentReader.root(file: path)
    return try loadEachRule(root, path: path)
  }

  /// Loads a parsed manifest keeping every good rule (see ``loadEachRule(path:)``).
  package static func loadEachRule(_ root: LocatedElement, path: String) throws(DiagnosticsError)
    -> (manifest: TransitionManagerFile, diagnostics: [Diagnostic])
  {
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
    return (TransitionManagerFile(file: path, rules: rules), diagnostics)
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
    let settings = element.attributes.filter { $0.namespaceURI == XMLNamespace.sceneDiff }
    guard transition != nil || !settings.isEmpty else {
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
    return Rule(
      from: from,
      to: to,
      transition: transition,
      location: element.location,
      settings: settings
    )
  }

  /// Whether a rule's `@type/name` reference has the type the attribute takes: `type` in the
  /// app's own package, or, for `android:transition`, a MotionLayout's MotionScene (`@xml/`,
  /// Docs/android-layouts.md).
  private static func accepts(_ ref: ResourceReference, as type: String) -> Bool {
    ref.package == nil && (ref.type == type || (type == "transition" && ref.type == "xml"))
  }

  /// The file the `android:` attribute `name` of `element` names: `.some(nil)` when it is not
  /// written, `nil` (reported) for a reference of another type or a file that does not exist.
  ///
  /// An `@type/name` reference is `res/type/name.xml` (`android:transition` also takes
  /// `@xml/` MotionScenes); anything else is a path, relative to the manifest's `folder`
  /// unless absolute.
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
      guard accepts(ref, as: type) else {
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
    // In the current directory's res/ (resRoot "."), `@layout/a` is `layout/a.xml`.
    let inFolder = { (folder: String, path: String) in
      folder.isEmpty || folder == "." ? path : (folder as NSString).appendingPathComponent(path)
    }
    let file: String
    if let ref = reference {
      file = inFolder(resRoot, ref.type + "/" + ref.name + ".xml")
    } else {
      file = attribute.value.hasPrefix("/") ? attribute.value : inFolder(folder, attribute.value)
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
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
    guard !isFolder.boolValue else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: attribute.valueLocation,
          code: "unresolved-reference",
          "cannot resolve '\(attribute.value)': \(file) is a folder, not a file"
        )
      )
      return nil
    }
    return .some(file)
  }
}
