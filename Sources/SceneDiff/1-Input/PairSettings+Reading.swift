import Foundation
import SceneDiffAndroid
import SceneDiffCore
import SceneDiffXML

extension PairSettings {
  /// The settings a manifest rule's `sd:` attributes give, each read as the command-line
  /// option of the same name reads its value; `nil` with the errors when one is bad.
  ///
  /// `sd:enterAnim`, `sd:exitAnim`, the `sd:…Transition` attributes and `sd:interaction` take
  /// a reference (`@anim/NAME`, `@transition/NAME`, …, resolved in the `res/` tree of the
  /// screen it belongs to, as on the command line) or a path relative to the manifest's
  /// folder. `sd:pop` and `sd:noOverlap` take `true` or `false`; `sd:start` and `sd:size`
  /// two numbers `X,Y`. A screen-change setting cannot go with `android:transition`;
  /// `sd:operation` needs it, and `sd:interaction` needs it or a screen change. An `sd:`
  /// attribute of another name is an `ignored-attribute` warning.
  ///
  /// - Parameters:
  ///   - rule: A rule of a loaded manifest.
  ///   - manifest: The manifest's path.
  /// - Returns: The settings (`nil` when the rule has none or one is bad) and the
  ///   diagnostics, each at its attribute's value.
  package static func read(_ rule: TransitionManagerFile.Rule, manifest: String) -> (
    settings: PairSettings?, diagnostics: [Diagnostic]
  ) {
    guard !rule.settings.isEmpty else { return (nil, []) }
    var settings = PairSettings()
    settings.spelling = .attribute
    var diagnostics: [Diagnostic] = []
    let folder = FilePaths.folder(of: manifest)
    for attribute in rule.settings {
      guard let setting = Setting.allCases.first(where: { $0.attributeName == attribute.name })
      else {
        diagnostics.append(
          Diagnostic(
            .warning,
            at: attribute.location,
            code: "ignored-attribute",
            "unknown attribute '\(attribute.qualifiedName)' on a <transition> rule is ignored; "
              + "expected one of "
              + Setting.allCases.map { "sd:\($0.attributeName)" }.joined(separator: ", ")
          )
        )
        continue
      }
      settings.locations[setting] = attribute.valueLocation
      if let problem = settings.set(setting, attribute.value, folder: folder) {
        diagnostics.append(
          Diagnostic(
            .error,
            at: attribute.valueLocation,
            code: problem.code,
            problem.code == "invalid-value"
              ? "invalid value '\(attribute.value)' for 'sd:\(setting.attributeName)': expected \(problem.message)"
              : problem.message
          )
        )
      }
    }
    let invalid = diagnostics.contains { $0.severity == .error }
    diagnostics += combinationProblems(settings, rule: rule, invalid: invalid)
    guard !diagnostics.contains(where: { $0.severity == .error }),
      rule.transition != nil || settings.isScreenChange
    else { return (nil, diagnostics) }
    return (settings, diagnostics)
  }

  /// Every diagnostic the `sd:` settings of a manifest's rules give (`read(_:manifest:)`),
  /// for `check`.
  package static func check(_ manifest: TransitionManagerFile) -> [Diagnostic] {
    manifest.rules.flatMap { read($0, manifest: manifest.file).diagnostics }
  }

  /// The problems of settings that do not fit together or with the rule's transition file.
  ///
  /// A rule with nothing to plan is a warning unless a value was `invalid` already.
  private static func combinationProblems(
    _ settings: PairSettings,
    rule: TransitionManagerFile.Rule,
    invalid: Bool
  ) -> [Diagnostic] {
    var result = settings.problems()
    let screenSettings = Setting.allCases.filter {
      $0 != .operation && $0 != .interaction && settings.locations[$0] != nil
    }
    if rule.transition != nil, let first = screenSettings.first {
      result.append(
        Diagnostic(
          .error,
          at: settings.locations[first],
          code: "conflicting-settings",
          "sd:\(first.attributeName) makes the rule a screen change, which cannot go with android:transition (as --transition cannot go with --\(first.rawValue))"
        )
      )
    }
    let needsTransition: [Setting] =
      settings.isScreenChange ? [.operation] : [.operation, .interaction]
    for setting in needsTransition
    where rule.transition == nil && settings.locations[setting] != nil {
      result.append(
        Diagnostic(
          .error,
          at: settings.locations[setting],
          code: "missing-attribute",
          "sd:\(setting.attributeName) needs android:transition, the transition it applies to"
        )
      )
    }
    if rule.transition == nil, !invalid, result.isEmpty, !settings.isScreenChange {
      result.append(
        Diagnostic(
          .warning,
          at: rule.location,
          code: "rule-without-transition",
          "<transition> without android:transition and without a screen change is ignored, as in Android"
        )
      )
    }
    return result
  }

  /// Sets one setting from an attribute's value; a problem (code and, for `invalid-value`,
  /// what was expected) when the value does not parse.
  mutating func set(_ setting: Setting, _ value: String, folder: String) -> (
    code: String, message: String
  )? {
    let invalid = { (expected: String) in (code: "invalid-value", message: expected) }
    let file = { (value: String) -> String in
      value.hasPrefix("@") || value.hasPrefix("/") || folder.isEmpty || folder == "."
        ? value : (folder as NSString).appendingPathComponent(value)
    }
    switch setting {
    case .enterAnim, .exitAnim:
      guard !value.isEmpty else {
        return invalid("an @anim/, @animator/ or @android:anim/ reference or a file")
      }
      if setting == .enterAnim { enterAnim = file(value) } else { exitAnim = file(value) }
    case .pop, .noOverlap:
      guard let flag = ["true": true, "false": false][value] else {
        return invalid("true or false")
      }
      if setting == .pop { isPop = flag } else { noOverlap = flag }
    case .container, .activity, .operation:
      guard let expected = setChoice(setting, value) else { return nil }
      return invalid(expected)
    case .source:
      guard !value.isEmpty else { return invalid("a view key of the from-scene") }
      source = value
    case .start, .size:
      guard let pair = Self.pair(value), setting == .start || (pair.x >= 0 && pair.y >= 0) else {
        return invalid(
          setting == .start
            ? "X,Y, two numbers in the scene's units such as 10,20"
            : "W,H, a width and a height of 0 or more such as 96,96"
        )
      }
      if setting == .start { start = pair } else { size = Size(width: pair.x, height: pair.y) }
    case .interaction:
      let path = file(value)
      guard FileManager.default.fileExists(atPath: path) else {
        return (code: "unresolved-reference", message: "cannot resolve '\(value)': no file \(path)")
      }
      interaction = path
    default:
      guard !value.isEmpty else {
        return invalid("a @transition/ or @android:transition/ reference or a file")
      }
      transitions[setting] = file(value)
    }
    return nil
  }

  /// Sets a setting that takes one of a list of names; what was expected when `value` is
  /// not one of them.
  private mutating func setChoice(_ setting: Setting, _ value: String) -> String? {
    let expected = { (names: [String]) in
      "one of " + names.map { "'\($0)'" }.joined(separator: ", ")
    }
    switch setting {
    case .container:
      guard let parsed = ScreenChange.Container(rawValue: value) else {
        return expected(ScreenChange.Container.allCases.map(\.rawValue))
      }
      container = parsed
    case .activity:
      guard let parsed = Activity(rawValue: value) else {
        return expected(Activity.allCases.map(\.rawValue))
      }
      activity = parsed
    default:
      guard let parsed = IOSTransitionOperation(rawValue: value) else {
        return expected(IOSTransitionOperation.allCases.map(\.rawValue))
      }
      operation = parsed
    }
    return nil
  }

  /// `A,B` as two finite numbers.
  static func pair(_ value: String) -> Point? {
    let parts = value.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let a = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let b = Double(parts[1].trimmingCharacters(in: .whitespaces)), a.isFinite, b.isFinite
    else { return nil }
    return Point(x: a, y: b)
  }
}
