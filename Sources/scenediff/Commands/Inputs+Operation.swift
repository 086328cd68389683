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
    guard let operation = IOSTransitionOperation(rawValue: value) else { return transition }
    guard var kind = transition.kind as? any IOSViewControllerTransition else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: transition.location,
          code: "operation-not-applicable",
          "--operation applies to iOS view-controller transitions (<animatedTransitioning>, "
            + "<navigationTransition>, <modalTransition>); the transition is "
            + transition.className
        )
      ])
    }
    guard kind.operations.contains(operation) else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: transition.location,
          code: "missing-operation",
          "the \(transition.className) has no '\(value)' operation: expected one of "
            + kind.operations.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        )
      ])
    }
    kind.operation = operation
    var result = transition
    result.kind = kind
    return result
  }
}
