import SceneDiffCore

/// The `options` of a UIKit animation, read from the words of the attribute (`OptionSet`
/// members as Swift spells them, with or without a leading dot, separated by spaces, commas or
/// `|`; reference platform-transitions.md §3.2–§3.3).
struct IOSAnimationOptions {
  /// The transition style (`transitionFlipFromRight`, …), if one is given.
  var style: IOSViewTransitionStyle?
  /// The curve option, if one is given.
  var curve: CubicBezier?
  /// Whether `showHideTransitionViews` is given.
  var showHideTransitionViews = false

  /// Options that change nothing SceneDiff draws between two scenes.
  static let accepted = [
    "layoutSubviews", "allowUserInteraction", "beginFromCurrentState",
    "overrideInheritedDuration", "overrideInheritedCurve", "allowAnimatedContent",
    "overrideInheritedOptions", "preferredFramesPerSecondDefault",
    "preferredFramesPerSecond60", "preferredFramesPerSecond30",
  ]
  /// Options UIKit honours that SceneDiff does not model (warned about, then ignored).
  static let unsupported = ["repeat", "autoreverse"]

  /// Every option name, for suggestions.
  static var names: [String] {
    IOSViewTransitionStyle.allCases.filter { $0 != .none }.map(\.rawValue)
      + CubicBezier.uiKitCurveOptions + ["showHideTransitionViews"] + accepted + unsupported
  }

  /// Reads the options of `attribute`; problems go to `problems`.
  init(_ value: String, at location: SourceLocation, problems: inout [IOSTransitionFileError]) {
    let words = value.split { $0 == " " || $0 == "," || $0 == "|" || $0 == "\t" || $0 == "\n" }
    for word in words {
      let name = word.hasPrefix(".") ? String(word.dropFirst()) : String(word)
      if let style = IOSViewTransitionStyle(rawValue: name), style != .none {
        if let existing = self.style, existing != style {
          problems.append(
            .conflicting(
              location,
              message: "options give two transition styles, '\(existing.rawValue)' and '\(name)'"
            )
          )
        }
        self.style = style
      } else if CubicBezier.uiKitCurveOptions.contains(name) {
        if let existing = curve?.name, existing != name {
          problems.append(
            .conflicting(location, message: "options give two curves, '\(existing)' and '\(name)'")
          )
        }
        curve = CubicBezier(uiKitCurve: name)
      } else if name == "showHideTransitionViews" {
        showHideTransitionViews = true
      } else if IOSAnimationOptions.unsupported.contains(name) {
        problems.append(
          .unsupported(location, message: "option '\(name)' is not modelled; it is ignored")
        )
      } else if !IOSAnimationOptions.accepted.contains(name) {
        let suggestion = Suggestion.closest(to: name, in: IOSAnimationOptions.names)
        problems.append(.unknownOption(location, option: name, suggestion: suggestion))
      }
    }
  }
}
