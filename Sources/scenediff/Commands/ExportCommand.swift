import Foundation
import SceneDiff

/// `scenediff export --format css|waapi FROM TO [--transition FILE] [-o FILE] [--fps N]`: the
/// transition as web animations.
enum ExportCommand {
  /// The formats `--format` accepts, from the library's one list.
  static let formats = ExportFormats.all.map { $0.name }

  /// `css (an HTML page) or waapi (a JavaScript module)`.
  static let formatHelp = ExportFormats.all.map { "\($0.name) (\($0.summary))" }
    .joined(separator: ", ").replacingLastSeparator()

  /// The declaration.
  static let spec = CommandSpec(
    name: "export",
    abstract: "Export a transition as CSS animations or a Web Animations module.",
    discussion: """
      Plans the transition from FROM to TO and writes it for the web at scale 1 (one CSS pixel \
      per scene unit): with --format css an HTML page animated by CSS @keyframes alone, with \
      --format waapi a JavaScript module whose mount(container) builds the same elements and \
      animates them with Element.animate(). Each view is an element with data-view=KEY; each \
      animator keeps its own delay, duration and easing (cubic-bezier() where exact, else \
      linear() through the engine's values every 1000/N ms). With --interaction, every moving \
      view is sampled on the wall clock through the scripted motion instead. See \
      Docs/preview.md and Docs/interaction.md.
      """,
    arguments: Inputs.pairArguments,
    options: [
      .value(
        "format",
        valueName: "FORMAT",
        help: formatHelp + ".",
        allowedValues: formats,
        defaultValue: "css"
      ),
      Inputs.transitionOption,
      Inputs.interactionOption,
      .value(
        "fps",
        valueName: "N",
        help: "Frames per second of linear() stops and sampled keyframes (1 to 1000).",
        defaultValue: "60"
      ),
      .output,
    ] + Inputs.layoutLoadingOptions + ScreenChangeOptions.options
      + Inputs.motionSettingOptions
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    let fps = try parsed.int("fps", FrameBudget.fps) ?? 60
    let plan = try Inputs.plan(parsed, &terminal)
    try FrameBudget.check(plan, fps: fps)
    let format = parsed.value("format").flatMap(ExportFormats.named) ?? CSSExport.self
    reportPropertyAnimatorLimits(plan, &terminal)
    try terminal.write(format.export(plan, options: ExportOptions(fps: fps)))
  }

  /// Warns when the plan holds property animators: the web exports fill each animation
  /// backwards only, so a value a property animator leaves behind (Android keeps it) returns
  /// to the view's own value after the animator ends, and a later animator of a sequential set
  /// on the same property shows its start value while an earlier one runs
  /// (Docs/view-animations.md).
  static func reportPropertyAnimatorLimits(_ plan: Plan, _ terminal: inout Terminal) {
    let animated = plan.animators.filter { $0.transition == PropertyAnimation.className }
    guard !animated.isEmpty else { return }
    let keys = Set(animated.map(\.target)).sorted()
    terminal.report(
      Diagnostic(
        .warning,
        at: nil,
        code: "export-approximation",
        "the web export does not hold the values property animators leave behind "
          + "(\(keys.map { "'\($0)'" }.joined(separator: ", "))): after each animator ends the "
          + "view returns to its own value, and two animators of one property in sequence "
          + "overlap; frames, sample and preview are exact"
      )
    )
  }
}

extension String {
  /// `a, b, c` → `a, b or c`.
  fileprivate func replacingLastSeparator() -> String {
    guard let range = range(of: ", ", options: .backwards) else { return self }
    return replacingCharacters(in: range, with: " or ")
  }
}
