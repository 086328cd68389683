import SceneDiff

/// `--activity` and the `ActivityOptions` builders' arguments (`--source`, `--start`,
/// `--size`), part of ``ScreenChangeOptions`` (Docs/screen-transitions.md).
enum ActivityOptions {
  /// The builders `--activity` names.
  static let kinds = PairSettings.Activity.allCases.map(\.rawValue)

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

  /// Sets the activity settings the options give; a usage error for `--start` or `--size`
  /// values that are not two numbers.
  static func apply(_ parsed: ParsedArguments, to settings: inout PairSettings) throws {
    settings.activity = parsed.value("activity").flatMap(PairSettings.Activity.init(rawValue:))
    settings.source = parsed.value("source")
    settings.start = try pair(parsed, "start").map { Point(x: $0.0, y: $0.1) }
    settings.size = try pair(parsed, "size").map { PairSettings.Size(width: $0.0, height: $0.1) }
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
