import SceneDiff

/// The options every command that loads Android layouts takes.
extension Inputs {
  /// `--device`, `--rtl`, `--res`, `--no-project`, `--lenient`, `--variant`, `--theme`,
  /// `--motion-end`.
  static let deviceOptions: [OptionSpec] = [
    .value(
      "device",
      valueName: "WxH@DENSITY",
      help: "Lay Android layouts out for this device: px width x px height @ density "
        + "(2.75, 440dpi or xxhdpi). Default \(Device.defaultPhone). For storyboards and xibs: "
        + "width x height in points @ scale (430x932@3); re-solves their constraints."
    ),
    .flag("rtl", help: "Lay Android layouts out right to left (an RTL locale)."),
    .repeated(
      "res",
      valueName: "DIR",
      help: "Also search this res/ folder for resources (after the layout's own)."
    ),
    .flag(
      "no-project",
      help: "Use only the layout's own res/ folder (and --res), not its Gradle project's modules."
    ),
    .flag(
      "lenient",
      help: "An unresolved resource or theme attribute is a warning with a placeholder value "
        + "(0dp, transparent, its name as text; Docs/projects.md), not an error."
    ),
    .value(
      "variant",
      valueName: "NAME",
      help: "In a Gradle project, also read this build variant's source sets (debug, freeDebug)."
    ),
    .value(
      "theme",
      valueName: "STYLE",
      help:
        "The app theme for layouts and Material transitions' motion durations (default: the manifest's, else one for the widgets)."
    ),
    .flag(
      "motion-end",
      help: "Lay MotionLayouts out at their transition's end ConstraintSet (with FROM [TO]: TO "
        + "only, so FROM alone plans the transition start to end)."
    ),
  ]

  /// `--set`, `--unset`, `--move`, `--changes`.
  static let changeOptions: [OptionSpec] = [
    .repeated(
      "set",
      valueName: "ID.ATTR=VALUE",
      help: "Change an attribute of a layout's view before laying it out again (as code does "
        + "after beginDelayedTransition); without TO, TO is FROM changed."
    ),
    .repeated("unset", valueName: "ID.ATTR", help: "Remove an attribute (ATTR may end in *)."),
    .repeated("move", valueName: "ID=PARENT[@INDEX]", help: "Move a view into another container."),
    .value("changes", valueName: "FILE", help: "Read changes from a <changes> file."),
  ]

  /// The device and resource options as ``LayoutOptions`` (no changes).
  static func layoutOptions(_ parsed: ParsedArguments) throws(UsageError) -> LayoutOptions {
    var options = LayoutOptions()
    if let text = parsed.value("device") {
      guard var device = Device(text) else {
        throw parsed.usageError(
          .invalidValue(
            option: parsed.spelling(of: "device"),
            value: text,
            expected: Device.expectedForm
          )
        )
      }
      device.isRightToLeft = false
      options.device = device
      options.interfaceBuilderDevice = device.screen
    }
    if parsed.flag("rtl") { options.device.isRightToLeft = true }
    options.resourceFolders = parsed.values("res")
    options.usesProject = !parsed.flag("no-project")
    options.variant = parsed.value("variant")
    options.isLenient = parsed.flag("lenient")
    options.theme = parsed.value("theme")
    options.isAtMotionEnd = parsed.flag("motion-end")
    return options
  }

  /// The changes the command line gives, in order: `--changes` file first, then `--set`,
  /// `--unset` and `--move` as typed.
  static func changes(_ parsed: ParsedArguments) throws(DiagnosticsError) -> [LayoutChange] {
    var changes: [LayoutChange] = []
    if let file = parsed.value("changes") {
      changes += try LayoutChangeFile.load(path: file).value
    }
    var failures: [Diagnostic] = []
    func add(_ name: String, _ parse: (String) -> LayoutChange?, _ form: String) {
      for text in parsed.values(name) {
        if let change = parse(text) {
          changes.append(change)
        } else {
          failures.append(
            Diagnostic(
              .error,
              at: nil,
              code: "invalid-change",
              "invalid value '\(text)' for '--\(name)': expected \(form)"
            )
          )
        }
      }
    }
    add("set", LayoutChange.parseSet, "ID.ATTR=VALUE such as square.layout_width=100dp")
    add("unset", LayoutChange.parseUnset, "ID.ATTR such as square.layout_margin")
    add("move", LayoutChange.parseMove, "ID=PARENT or ID=PARENT@INDEX")
    guard failures.isEmpty else { throw DiagnosticsError(failures) }
    return changes
  }
}

extension Inputs {
  /// Device, resource and change options, for the commands that take `FROM [TO]`.
  static var layoutLoadingOptions: [OptionSpec] { deviceOptions + changeOptions }
}
