import SceneDiff

extension Inputs {
  /// `--operation push|pop|present|dismiss`, for view-controller transition files.
  static let operationOption = OptionSpec.value(
    "operation",
    valueName: "OP",
    help: "The operation an iOS view-controller transition (<animatedTransitioning>, "
      + "<navigationTransition>, <modalTransition>) plans: push (default), pop, present or "
      + "dismiss; overrides the file's 'operation'.",
    allowedValues: IOSTransitionOperation.allCases.map(\.rawValue)
  )

  /// The transition with `--operation` applied; an error when it is given for a transition
  /// that is not a view-controller transition or that does not animate that operation.
  static func applyingOperation(_ parsed: ParsedArguments, to transition: SceneTransition)
    throws(DiagnosticsError) -> SceneTransition
  {
    guard let value = parsed.declaredValue("operation") else { return transition }
    var settings = PairSettings()
    settings.operation = IOSTransitionOperation(rawValue: value)
    return try settings.applyingOperation(to: transition)
  }
}
