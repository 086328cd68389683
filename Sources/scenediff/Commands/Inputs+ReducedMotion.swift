import SceneDiff

extension Inputs {
  /// `--reduced-motion` and `--animator-duration-scale`: the motion as a device with those
  /// settings plays it (Docs/reduced-motion.md).
  static let motionSettingOptions: [OptionSpec] = [
    .flag(
      "reduced-motion",
      help: "The variant shown to a user who asked for less motion: iOS transitions become "
        + "cross-dissolves (Reduce Motion); Android animators end at once (Remove animations, "
        + "animator duration scale 0), view animations still play (Docs/reduced-motion.md)."
    ),
    .value(
      "animator-duration-scale",
      valueName: "SCALE",
      help: "Android's developer option 'Animator duration scale' (0, 0.5, 1.5, 2, 5, 10 …): "
        + "every animator's duration and delay times SCALE; view animations keep theirs."
    ),
  ]

  /// The transition to plan with `--reduced-motion`: iOS transitions reduced to cross-dissolves;
  /// any other transition as given.
  static func reducedTransition(
    _ parsed: ParsedArguments,
    _ transition: SceneTransition,
    from: SceneTree,
    to: SceneTree
  ) -> SceneTransition {
    guard parsed.isGiven("reduced-motion"), ReducedMotion.platform(of: transition) == .ios
    else { return transition }
    return transition.reducingMotion(from: from, to: to)
  }

  /// The plan with `--reduced-motion` (Android's reduction: animators end at once) or
  /// `--animator-duration-scale` applied; new warnings are printed.
  ///
  /// - Parameters:
  ///   - parsed: The command's arguments.
  ///   - plan: The plan as planned.
  ///   - platform: Whose reduction `--reduced-motion` applies.
  ///   - terminal: Where new warnings go.
  /// - Returns: The plan as a device with those settings plays it.
  /// - Throws: A usage error for a bad scale or both options at once.
  static func applyingMotionSettings(
    _ parsed: ParsedArguments,
    to plan: Plan,
    platform: ReducedMotion,
    _ terminal: inout Terminal
  ) throws -> Plan {
    let scale = try parsed.double("animator-duration-scale", .nonNegative)
    if scale != nil, parsed.isGiven("reduced-motion") {
      throw parsed.usageError(
        "--reduced-motion already sets the animator duration scale to 0; give one of the two"
      )
    }
    var result = plan
    if parsed.isGiven("reduced-motion") {
      result = plan.reducingMotion(platform)
    } else if let scale {
      result = plan.withAnimatorDurationScale(scale)
    }
    terminal.report(Array(result.diagnostics.dropFirst(plan.diagnostics.count)))
    return result
  }
}
