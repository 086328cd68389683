import Foundation
import SceneDiff

/// `scenediff export --format css|waapi|lottie FROM TO [--transition FILE] [-o FILE] [--fps N]`:
/// the transition as web animations or a Lottie file.
enum ExportCommand {
  /// The formats `--format` accepts, from the library's one list.
  static let formats = ExportFormats.all.map { $0.name }

  /// `css (an HTML page) or waapi (a JavaScript module)`.
  static let formatHelp = ExportFormats.all.map { "\($0.name) (\($0.summary))" }
    .joined(separator: ", ").replacingLastSeparator()

  /// The declaration.
  static let spec = CommandSpec(
    name: "export",
    abstract: "Export a transition as CSS animations, a Web Animations module or a Lottie file.",
    discussion: """
      Plans the transition from FROM to TO and writes it for the web at scale 1 (one CSS pixel \
      per scene unit): with --format css an HTML page animated by CSS @keyframes alone, with \
      --format waapi a JavaScript module whose mount(container) builds the same elements and \
      animates them with Element.animate(). Each view is an element with data-view=KEY; each \
      animator keeps its own delay, duration and easing (cubic-bezier() where exact, else \
      linear() through the engine's values every 1000/N ms). With --interaction, every moving \
      view is sampled on the wall clock through the scripted motion instead. See \
      Docs/preview.md and Docs/interaction.md. With --format lottie a Lottie (Bodymovin) JSON \
      animation at the scene's size and N frames per second: one shape layer per drawn view, \
      named by its view key, keyframed from the engine's values. See Docs/lottie.md.
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
        help: "Frames per second of linear() stops and sampled keyframes, and the Lottie "
          + "frame rate (1 to 1000).",
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
    if format == LottieExport.self {
      // Sampled from the engine: property animators' values are held; perspectives and skews
      // are approximated.
      let lottie = LottieExport(plan: plan, fps: fps)
      for warning in lottie.approximations + lottie.omissions { terminal.report(warning) }
      try terminal.write(lottie.json)
      return
    }
    for warning in WebExportApproximations.warnings(plan, format: format.name) {
      terminal.report(warning)
    }
    try terminal.write(format.export(plan, options: ExportOptions(fps: fps)))
  }

}

extension String {
  /// `a, b, c` → `a, b or c`.
  fileprivate func replacingLastSeparator() -> String {
    guard let range = range(of: ", ", options: .backwards) else { return self }
    return replacingCharacters(in: range, with: " or ")
  }
}
