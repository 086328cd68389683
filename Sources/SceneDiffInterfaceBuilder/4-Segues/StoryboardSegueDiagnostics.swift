import SceneDiffCore

/// The diagnostics of planning segues as screen changes (Docs/interface-builder.md, *Segues as
/// screen changes*), each at its `<segue>` unless said otherwise.
package enum StoryboardSegueDiagnostics {
  /// `--segue NAME` names no segue of the storyboard: at `location` (the storyboard's
  /// `<scenes>`), listing every segue name, sorted and each once, then the closest one.
  package static func unknownSegue(_ name: String, at location: SourceLocation, names: [String])
    -> Diagnostic
  {
    let sorted = Set(names).sorted()
    let suggestion = Suggestion.closest(to: name, in: sorted).map { "; did you mean '\($0)'?" }
    let list = sorted.isEmpty ? "none" : sorted.joined(separator: ", ")
    return Diagnostic(
      .error,
      at: location,
      code: "unknown-segue",
      "no segue named '\(name)'; the storyboard's segues (identifier, else IB id) are: \(list)"
        + (suggestion ?? "")
    )
  }

  /// A relationship or embed segue, which is no transition.
  package static func notATransition(_ segue: StoryboardSegue) -> Diagnostic {
    let what =
      segue.kind == .embed
      ? "an embed segue (a child controller in a container view)"
      : "a relationship segue (\(segue.relationship ?? "a container's child"))"
    return Diagnostic(
      .error,
      at: segue.location,
      code: "segue-not-a-transition",
      "segue '\(segue.name)' is \(what): it shows no transition; expected a show, showDetail, "
        + "presentation, popoverPresentation or custom segue (or legacy push, modal, replace, "
        + "popover)"
    )
  }

  /// An unwind segue: its destination is chosen at run time.
  package static func unwind(_ segue: StoryboardSegue, severity: Diagnostic.Severity)
    -> Diagnostic
  {
    Diagnostic(
      severity,
      at: segue.location,
      code: "unwind-segue",
      "unwind segue '\(segue.name)' (\(segue.unwindAction ?? "no unwindAction")) is not planned: "
        + "UIKit picks its destination at run time; plan the segue that led here with --pop"
    )
  }

  /// A segue whose destination is no scene: a controller without a view, or a storyboard
  /// reference whose storyboard is not found.
  package static func destinationWithoutScene(
    _ segue: StoryboardSegue,
    element: String?,
    storyboardName: String?
  ) -> Diagnostic {
    guard let reference = storyboardName else {
      return Diagnostic(
        .error,
        at: segue.location,
        code: "segue-destination-not-a-scene",
        "segue '\(segue.name)' leads to '\(segue.destinationID ?? "")', a controller without a "
          + "view in this document (\(element ?? "no object")); it cannot be planned"
      )
    }
    return Diagnostic(
      .error,
      at: segue.location,
      code: "segue-destination-not-a-scene",
      "segue '\(segue.name)' leads to a storyboard reference to '\(reference)', and no "
        + "'\(reference).storyboard' is under the folder above this storyboard's; it cannot be "
        + "planned"
    )
  }

  /// A custom segue planned with the documented default.
  package static func customSegue(_ segue: StoryboardSegue, default planned: String)
    -> Diagnostic
  {
    Diagnostic(
      .warning,
      at: segue.location,
      code: "custom-segue",
      "custom segue '\(segue.name)' (\(segue.customClass ?? "no customClass")) animates in its "
        + "own perform(), which SceneDiff cannot read; planned as \(planned), as a show segue "
        + "would be; name an iOS transition file for it with --segue-transition "
        + "\(segue.name)=FILE"
    )
  }

  /// A presentation that does not cover the whole screen, drawn full screen.
  package static func sheetDrawnFullScreen(_ segue: StoryboardSegue, style: String?)
    -> Diagnostic
  {
    guard let style else {
      return Diagnostic(
        .note,
        at: segue.location,
        code: "presentation-drawn-full-screen",
        "segue '\(segue.name)' sets no modalPresentationStyle: UIKit's default (automatic) is a "
          + "page sheet on iOS 13 and later, which leaves the presenting screen visible above it; "
          + "SceneDiff draws the presentation full screen"
      )
    }
    return Diagnostic(
      .warning,
      at: segue.location,
      code: "presentation-drawn-full-screen",
      "segue '\(segue.name)' presents with modalPresentationStyle '\(style)', which does not "
        + "cover the whole screen; SceneDiff draws it full screen (an approximation)"
    )
  }

  /// A `show` or legacy `push` whose source is in no navigation controller's stack.
  package static func showOutsideNavigation(_ segue: StoryboardSegue) -> Diagnostic {
    Diagnostic(
      .note,
      at: segue.location,
      code: "show-presents-modally",
      "segue '\(segue.name)' (\(segue.kind.rawValue)) starts from a scene in no navigation "
        + "controller's stack (or leads to a navigation controller), so UIKit presents it "
        + "modally; planned as a modal presentation"
    )
  }

  /// A `showDetail` or legacy `replace`, planned as `show`.
  package static func showDetail(_ segue: StoryboardSegue) -> Diagnostic {
    Diagnostic(
      .note,
      at: segue.location,
      code: "show-detail-as-show",
      "segue '\(segue.name)' (\(segue.kind.rawValue)) replaces a split view's secondary "
        + "controller; on a compact (iPhone) split view UIKit shows it as show does, which "
        + "SceneDiff plans (the regular-width side-by-side replacement is not drawn)"
    )
  }
}
