import SceneDiff

/// `--activity` and the `ActivityOptions` builders' arguments (`--source`, `--start`,
/// `--size`), part of ``ScreenChangeOptions`` (Docs/screen-transitions.md).
enum ActivityOptions {
  /// The builders `--activity` names.
  static let kinds = ["scale-up", "clip-reveal", "custom", "scene-transition"]

  /// `--activity`, `--source`, `--start`, `--size`.
  static let options: [OptionSpec] = [
    .value(
      "activity",
      valueName: "KIND",
      help: "An activity started with ActivityOptions: scale-up (makeScaleUpAnimation), "
        + "clip-reveal (makeClipRevealAnimation), custom (makeCustomAnimation: --enter-anim, "
        + "--exit-anim) or scene-transition (the TO theme's window transitions).",
      allowedValues: kinds
    ),
    .value(
      "source",
      valueName: "KEY",
      help: "scale-up, clip-reveal: the view of FROM the new window grows from."
    ),
    .value(
      "start",
      valueName: "X,Y",
      help: "scale-up, clip-reveal: startX, startY, relative to --source (default 0,0)."
    ),
    .value(
      "size",
      valueName: "W,H",
      help: "scale-up, clip-reveal: the start rectangle's size (default: --source's size)."
    ),
  ]

  /// Whether `--activity` (or one of its arguments) is given.
  static func isGiven(_ parsed: ParsedArguments) -> Bool {
    ["activity", "source", "start", "size"].contains(where: parsed.isGiven)
  }

  /// The enter and exit motions `--activity scale-up|clip-reveal` builds, or `nil` for the
  /// other kinds; usage errors for arguments that do not fit.
  static func motions(_ parsed: ParsedArguments, change: ScreenChange) throws -> (
    enter: ScreenChange.Motion, exit: ScreenChange.Motion
  )? {
    let kind = parsed.value("activity")
    if kind == nil || kind == "custom" || kind == "scene-transition" {
      if let given = ["source", "start", "size"].first(where: parsed.isGiven) {
        throw parsed.usageError(
          "--\(given) goes with --activity scale-up or --activity clip-reveal"
        )
      }
      if kind == "custom", !parsed.isGiven("enter-anim"), !parsed.isGiven("exit-anim") {
        throw parsed.usageError("--activity custom needs --enter-anim or --exit-anim")
      }
      return nil
    }
    if let given = ["enter-anim", "exit-anim"].first(where: parsed.isGiven) {
      throw parsed.usageError(
        "--activity \(kind ?? "") builds the window animations itself; --\(given) goes with --activity custom"
      )
    }
    guard let source = parsed.value("source") else {
      throw parsed.usageError(
        "--activity \(kind ?? "") needs --source KEY, the view it starts from"
      )
    }
    let start = try pair(parsed, "start")
    let size = try pair(parsed, "size")
    guard
      let rect = change.startRectangle(
        source: source,
        start: Point(x: start?.0 ?? 0, y: start?.1 ?? 0),
        size: size.map { (width: $0.0, height: $0.1) }
      )
    else {
      throw parsed.usageError("--source: FROM has no view with the key '\(source)'")
    }
    let window = (width: change.to.width, height: change.to.height)
    if kind == "scale-up" {
      let built = ActivityAnimations.scaleUp(start: rect, window: window)
      return (
        .viewAnimation(source: "makeScaleUpAnimation", built.enter),
        .viewAnimation(source: "makeScaleUpAnimation (exit)", built.exit)
      )
    }
    let built = ActivityAnimations.clipReveal(start: rect, window: window, dp: change.dp)
    return (
      .viewAnimation(source: "makeClipRevealAnimation", built.enter),
      .viewAnimation(source: "makeClipRevealAnimation (exit)", built.exit)
    )
  }

  /// `--NAME A,B` as two numbers, or `nil` when not given.
  private static func pair(_ parsed: ParsedArguments, _ name: String) throws -> (Double, Double)? {
    guard let value = parsed.value(name) else { return nil }
    let parts = value.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite,
      b.isFinite
    else {
      let names = name == "start" ? "X,Y" : "W,H"
      throw parsed.usageError(
        "--\(name) takes \(names), two numbers in the scene's units such as 10,20; got '\(value)'"
      )
    }
    if name == "size", a < 0 || b < 0 {
      throw parsed.usageError("--size takes a width and height of 0 or more; got '\(value)'")
    }
    return (a, b)
  }
}
