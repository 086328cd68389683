import SceneDiffCore

extension PairSettings {
  /// The transition with ``operation`` applied (unchanged when it is `nil`).
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError``: an `operation-not-applicable` error when
  ///   the transition is not an iOS view-controller transition, a `missing-operation` error
  ///   when it does not animate the operation; at the setting's location when it has one,
  ///   else at the transition's.
  public func applyingOperation(to transition: SceneTransition) throws(DiagnosticsError)
    -> SceneTransition
  {
    guard let operation else { return transition }
    let at = locations[.operation] ?? transition.location
    guard var kind = transition.kind as? any IOSViewControllerTransition else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: at,
          code: "operation-not-applicable",
          "\(name(.operation)) applies to iOS view-controller transitions (<animatedTransitioning>, "
            + "<navigationTransition>, <modalTransition>); the transition is "
            + transition.className
        )
      ])
    }
    guard kind.operations.contains(operation) else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: at,
          code: "missing-operation",
          "the \(transition.className) has no '\(operation.rawValue)' operation: expected one of "
            + kind.operations.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        )
      ])
    }
    kind.operation = operation
    var result = transition
    result.kind = kind
    return result
  }

  /// `diagnostics` with each one that has no location of its own placed at `setting`, its
  /// message prefixed with the setting's name when `prefixed`.
  func placing(_ diagnostics: [Diagnostic], at setting: Setting, prefixed: Bool = true)
    -> [Diagnostic]
  {
    diagnostics.map { d in
      var located = d
      if located.location == nil {
        if prefixed { located.message = "\(name(setting)): " + located.message }
        located.location = locations[setting]
      }
      return located
    }
  }
}
