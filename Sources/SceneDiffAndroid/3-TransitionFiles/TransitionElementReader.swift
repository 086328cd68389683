import Foundation
import SceneDiffCore
import SceneDiffXML

/// Turns a transition file's elements into a ``SceneTransition``, collecting diagnostics.
struct TransitionElementReader {
  /// The enclosing `res/` tree.
  let resources: ResourceResolver
  /// Everything found so far.
  var diagnostics: [Diagnostic]
  /// The motion theme Material patterns take their durations and interpolators from.
  var materialTheme = MaterialMotionTheme.material3

  /// Android transition tags that are valid but not implemented yet.
  static let laterTags: Set<String> = [
    "transition"
  ]
  /// Attributes every transition tag reads (styleable `Transition`).
  static let commonAttributes = ["duration", "startDelay", "interpolator", "matchOrder"]

  /// Reads the root element: it must be a transition.
  mutating func root(_ element: LocatedElement) -> SceneTransition? {
    switch element.name {
    case "targets", "target", "arcMotion", "patternPathMotion", "pathMotion":
      report(
        .misplaced(
          element.location,
          name: element.name,
          expected: "it configures an enclosing transition, so it cannot be the root element"
        )
      )
      return nil
    case "transition" where element.namespaceURI == nil && Self.materialKind(element) == nil:
      customTransition(element, isRoot: true)
      return Self.skippedRoot(element)
    default:
      return transition(element)
    }
  }

  /// Reads one transition element and its children.
  ///
  /// As Android's `TransitionInflater.createTransitionFromXml`: the tag's own reader, then the
  /// attributes every transition reads (``commonAttributes(_:into:)``), then the children
  /// (``child(_:of:into:)``).
  private mutating func transition(_ element: LocatedElement) -> SceneTransition? {
    if element.name == "transition", element.namespaceURI == nil, Self.materialKind(element) == nil
    {
      customTransition(element, isRoot: false)
      return nil
    }
    guard
      let elementKind = Self.materialKind(element) ?? elementKinds[element.name],
      element.namespaceURI == nil
    else {
      report(
        .unknownTag(
          element.location,
          name: element.name,
          supported: Self.laterTags.contains(element.name)
        )
      )
      return nil
    }
    var result = SceneTransition(elementKind.read(element, &self))
    checkAttributes(element, known: Self.commonAttributes + elementKind.androidAttributes)
    result.location = element.location
    commonAttributes(element, into: &result)
    for child in element.children {
      self.child(child, of: element, into: &result)
    }
    return result
  }

  /// Reads the attributes of styleable `Transition` (duration, start delay, interpolator,
  /// match order) and SceneDiff's own attributes into `transition`.
  ///
  /// An interpolator on a set stays on the set (``TransitionSet/inertInterpolator``) with a
  /// warning, since Android's sets do not pass an XML interpolator on to their children.
  private mutating func commonAttributes(
    _ element: LocatedElement,
    into result: inout SceneTransition
  ) {
    result.durationMs = milliseconds(element, "duration", accept: { $0 >= 0 })
    result.startDelayMs = milliseconds(element, "startDelay", accept: { $0 > 0 })
    if let interpolator = interpolator(element) {
      if var set = result.kind as? TransitionSet {
        set.inertInterpolator = interpolator
        result.kind = set
        diagnostics.append(
          Diagnostic(
            .warning,
            at: element.attribute("interpolator", namespace: XMLNamespace.android)?.location,
            code: "set-interpolator-not-inherited",
            "android:interpolator on <\(element.name)> does not reach its children in Android (the set's constructor runs before its fields exist); SceneDiff reproduces this, so set the interpolator on each child"
          )
        )
      } else {
        result.interpolator = interpolator
      }
    }
    result.matchOrder = matchOrder(element)
    sceneDiffAttributes(element, into: &result)
  }

  /// Reads one child of a transition element: `<targets>`, a path motion, or (in a set) a
  /// child transition; a `<target>` outside `<targets>`, a transition inside a leaf and any
  /// other tag are reported.
  private mutating func child(
    _ child: LocatedElement,
    of element: LocatedElement,
    into result: inout SceneTransition
  ) {
    switch child.name {
    case "targets":
      targets(child, into: &result)
    case "arcMotion", "patternPathMotion", "pathMotion":
      pathMotion(child, into: &result)
    case "target":
      report(.misplaced(child.location, name: "target", expected: "put it inside <targets>"))
    default:
      guard var set = result.kind as? TransitionSet else {
        if elementKinds[child.name] != nil || Self.laterTags.contains(child.name) {
          report(.transitionInLeaf(child.location, name: child.name, parent: element.name))
        } else {
          report(.unknownTag(child.location, name: child.name, supported: false))
        }
        return
      }
      if var added = transition(child) {
        // A set that was given an interpolator in code would pass it on here; XML sets never do.
        added.location = child.location
        set.children.append(added)
        result.kind = set
      }
    }
  }

  // MARK: - Targets

  private mutating func targets(_ element: LocatedElement, into transition: inout SceneTransition) {
    for attribute in element.attributes where attribute.namespaceURI == XMLNamespace.android {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: attribute.location,
          code: "ignored-attribute",
          "android:\(attribute.name) on <targets> has no effect, as in Android; put it on a <target> inside <targets>"
        )
      )
    }
    for child in element.children {
      guard child.name == "target" else {
        report(
          .misplaced(child.location, name: child.name, expected: "<targets> holds only <target>")
        )
        continue
      }
      checkAttributes(
        child,
        known: [
          "targetId", "excludeId", "targetName", "excludeName", "excludeClass", "targetClass",
        ]
      )
      // The first attribute present, in this fixed order, is the rule; the rest are ignored.
      let android = XMLNamespace.android
      if let a = child.attribute("targetId", namespace: android) {
        if let id = idReference(a) { transition.addRule { $0.targetIds.append(id) } }
      } else if let a = child.attribute("excludeId", namespace: android) {
        if let id = idReference(a) { transition.addRule { $0.excludeIds.appendUnique(id) } }
      } else if let a = child.attribute("targetName", namespace: android) {
        transition.addRule { $0.targetNames.append(a.value) }
      } else if let a = child.attribute("excludeName", namespace: android) {
        transition.addRule { $0.excludeNames.appendUnique(a.value) }
      } else if let a = child.attribute("excludeClass", namespace: android) {
        transition.addRule { $0.excludeClasses.appendUnique(a.value) }
      } else if let a = child.attribute("targetClass", namespace: android) {
        transition.addRule { $0.targetClasses.append(a.value) }
      }
    }
  }

  private mutating func idReference(_ attribute: LocatedAttribute) -> String? {
    guard let ref = ResourceReference(attribute.value), ref.type == "id" else {
      invalid(attribute, expected: "an id reference such as @id/card")
      return nil
    }
    return ref.name
  }

  // MARK: - Attribute values

  private mutating func milliseconds(
    _ element: LocatedElement,
    _ name: String,
    accept: (Int) -> Bool
  ) -> Int? {
    guard let attribute = element.attribute(name, namespace: XMLNamespace.android) else {
      return nil
    }
    let value: Int
    if let ref = ResourceReference(attribute.value) {
      guard ref.type == "integer" else {
        invalid(attribute, expected: "milliseconds or an @integer/ reference")
        return nil
      }
      guard let resolved = resources.integer(ref, of: attribute, &diagnostics) else { return nil }
      value = resolved
    } else if let parsed = Self.integer(attribute.value) {
      value = parsed
    } else {
      invalid(attribute, expected: "whole milliseconds such as 300")
      return nil
    }
    return accept(value) ? value : nil
  }

  /// Android integer syntax (``IntegerValue``): decimal, or hexadecimal with `0x`, in 32 bits.
  static func integer(_ text: String) -> Int? { IntegerValue.parse(text) }

  mutating func bool(_ element: LocatedElement, _ name: String) -> Bool? {
    guard let attribute = element.attribute(name, namespace: XMLNamespace.android) else {
      return nil
    }
    switch attribute.value {
    case "true": return true
    case "false": return false
    default:
      invalid(attribute, expected: "'true' or 'false'")
      return nil
    }
  }

  mutating func ordering(_ element: LocatedElement) -> TransitionSet.Ordering? {
    guard let attribute = element.attribute("transitionOrdering", namespace: XMLNamespace.android)
    else { return nil }
    switch attribute.value {
    case "together", "0": return .together
    case "sequential", "1": return .sequential
    default:
      invalid(attribute, expected: "'together' or 'sequential'")
      return nil
    }
  }

  mutating func fadeMode(_ element: LocatedElement) -> VisibilityMode {
    var mode = VisibilityMode.both
    let android = XMLNamespace.android
    if let attribute = element.attribute("transitionVisibilityMode", namespace: android) {
      var flags = 0
      var valid = true
      for token in attribute.value.split(separator: "|") {
        switch token.trimmingCharacters(in: .whitespaces) {
        case "mode_in", "1": flags |= 1
        case "mode_out", "2": flags |= 2
        case "3": flags |= 3
        default: valid = false
        }
      }
      if !valid {
        invalid(attribute, expected: "'mode_in', 'mode_out' or 'mode_in|mode_out'")
      } else if flags != 0 {
        mode = VisibilityMode(rawValue: flags)
      }
    }
    if let attribute = element.attribute("fadingMode", namespace: android) {
      switch attribute.value {
      case "fade_in", "1": mode = .in
      case "fade_out", "2": mode = .out
      case "fade_in_out", "3": mode = .both
      default: invalid(attribute, expected: "'fade_in', 'fade_out' or 'fade_in_out'")
      }
    }
    return mode
  }

  private mutating func matchOrder(_ element: LocatedElement) -> [MatchKind]? {
    guard let attribute = element.attribute("matchOrder", namespace: XMLNamespace.android) else {
      return nil
    }
    var kinds: [MatchKind] = []
    for token in attribute.value.split(separator: ",") {
      let word = token.trimmingCharacters(in: .whitespaces)
      if word.isEmpty { continue }
      let kind: MatchKind
      switch word.lowercased() {
      case "id": kind = .id
      case "instance": kind = .instance
      case "name", "viewname": kind = .name
      case "itemid": kind = .itemId
      default:
        report(.unknownMatchKind(attribute.valueLocation, token: word))
        return nil
      }
      if kinds.contains(kind) {
        report(.repeatedMatchKind(attribute.valueLocation, token: word))
        return nil
      }
      kinds.append(kind)
    }
    return kinds.isEmpty ? nil : kinds
  }

  private mutating func interpolator(_ element: LocatedElement) -> Interpolator? {
    guard let attribute = element.attribute("interpolator", namespace: XMLNamespace.android) else {
      return nil
    }
    guard let ref = ResourceReference(attribute.value),
      ["interpolator", "anim"].contains(ref.type)
    else {
      invalid(attribute, expected: "an interpolator reference such as @android:interpolator/linear")
      return nil
    }
    if ref.package == "android" {
      if let interpolator = InterpolatorResources.framework(ref) { return interpolator }
      report(
        .unresolvedReference(
          attribute.valueLocation,
          reference: attribute.value,
          reason: "not a framework interpolator"
            + (Suggestion.closest(
              to: "\(ref.type)/\(ref.name)",
              in: Interpolator.frameworkResources.keys.sorted()
            ).map { "; did you mean '@android:\($0)'?" }
              ?? "; see Docs/interpolators.md for the names")
        )
      )
      return nil
    }
    guard let path = resources.file(ref, of: attribute, &diagnostics) else { return nil }
    do {
      return try InterpolatorResources.load(file: path)
    } catch {
      diagnostics += error.diagnostics
      return nil
    }
  }

  // MARK: - Reporting

  /// Warns about android attributes the tag does not read and known names without a namespace.
  mutating func checkAttributes(_ element: LocatedElement, known: [String]) {
    for attribute in element.attributes {
      if attribute.namespaceURI == XMLNamespace.android, !known.contains(attribute.name) {
        diagnostics.append(
          Diagnostic(
            .warning,
            at: attribute.location,
            code: "ignored-attribute",
            "android:\(attribute.name) has no effect on <\(element.name)>"
              + (Suggestion.closest(to: attribute.name, in: known).map {
                "; did you mean android:\($0)?"
              }
                ?? "")
          )
        )
      } else if attribute.namespaceURI == nil, known.contains(attribute.name) {
        diagnostics.append(
          Diagnostic(
            .warning,
            at: attribute.location,
            code: "missing-namespace",
            "'\(attribute.name)' has no namespace, so Android ignores it; write android:\(attribute.name)"
          )
        )
      }
    }
  }

  private mutating func invalid(_ attribute: LocatedAttribute, expected: String) {
    report(
      .invalidValue(
        attribute.valueLocation,
        attribute: attribute.qualifiedName,
        value: attribute.value,
        expected: expected
      )
    )
  }

  private mutating func report(_ error: TransitionFileError) {
    diagnostics.append(error.diagnostic)
  }
}

extension SceneTransition {
  /// Applies a target rule to this transition and, for a set, to the children it has now
  /// (Android's `TransitionSet.addTarget`/`excludeTarget` forwarding).
  mutating func addRule(_ rule: (inout TargetRules) -> Void) {
    rule(&targets)
    if var set = kind as? TransitionSet {
      for i in set.children.indices { set.children[i].addRule(rule) }
      kind = set
    }
  }
}

extension Array where Element: Equatable {
  /// Appends unless already present (Android's exclude lists hold unique entries).
  fileprivate mutating func appendUnique(_ element: Element) {
    if !contains(element) { append(element) }
  }
}
