import SceneDiffCore

extension PairSettings {
  /// The settings that do not fit together: an `ActivityOptions` argument without the
  /// builder that takes it, `custom` without animations, `scale-up` or `clip-reveal` with
  /// animations of their own or without a source.
  ///
  /// Each is an error at the setting's location (``locations``), worded with its
  /// ``spelling``; the command line prints them as usage errors.
  public func problems() -> [Diagnostic] {
    var result: [Diagnostic] = []
    func problem(_ setting: Setting, _ code: String, _ message: String) {
      result.append(Diagnostic(.error, at: locations[setting], code: code, message))
    }
    let anims = [Setting.enterAnim, .exitAnim].filter { self.value(of: $0) != nil }
    let builderArguments = [Setting.source, .start, .size].filter { self.value(of: $0) != nil }
    switch activity {
    case nil, .custom?, .sceneTransition?:
      if let given = builderArguments.first {
        problem(
          given,
          "conflicting-settings",
          "\(name(given)) goes with \(name(.activity)) scale-up or \(name(.activity)) clip-reveal"
        )
      }
      if activity == .custom, anims.isEmpty {
        problem(
          .activity,
          "missing-setting",
          "\(name(.activity)) custom needs \(name(.enterAnim)) or \(name(.exitAnim))"
        )
      }
    case let kind?:
      if let given = anims.first {
        problem(
          given,
          "conflicting-settings",
          "\(name(.activity)) \(kind.rawValue) builds the window animations itself; \(name(given)) goes with \(name(.activity)) custom"
        )
      } else if source == nil {
        problem(
          .activity,
          "missing-setting",
          "\(name(.activity)) \(kind.rawValue) needs \(name(.source)) KEY, the view it starts from"
        )
      }
    }
    return result
  }

  /// The value of a setting that holds a string, or `nil` when it is not set.
  func value(of setting: Setting) -> String? {
    switch setting {
    case .enterAnim: enterAnim
    case .exitAnim: exitAnim
    case .source: source
    case .start: start.map { "\($0.x),\($0.y)" }
    case .size: size.map { "\($0.width),\($0.height)" }
    case .interaction: interaction
    default: transitions[setting]
    }
  }
}
