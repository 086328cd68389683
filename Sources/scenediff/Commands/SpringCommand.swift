import SceneDiff

/// `scenediff spring NAME=VALUE... [--property KIND] [--distance N] [--json]`: one spring in
/// every platform's parameterisation.
enum SpringCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "spring",
    abstract: "Convert one spring between every platform's parameters.",
    discussion: """
      Reads one spring as an API spells it, NAME=VALUE per argument, and prints it as \
      CASpringAnimation, UIView.animate (usingSpringWithDamping fitted to a duration), SwiftUI, \
      Android's SpringForce and Compose's spring() would take it, with how long each runs it, \
      the jump each makes when it stops, the overshoot, and where they differ. The names pick \
      the API (see Docs/interpolators.md, "Springs"):

        scenediff spring mass=1 stiffness=100 damping=10
        scenediff spring response=0.4 dampingFraction=0.6
        scenediff spring springDuration=0.5 bounce=0.3
        scenediff spring duration=0.4 usingSpringWithDamping=0.7 initialSpringVelocity=0.3
        scenediff spring stiffness=STIFFNESS_LOW dampingRatio=DAMPING_RATIO_MEDIUM_BOUNCY

      Android and Compose stop when the value is within a threshold in the value's own units, \
      so their durations depend on --property and --distance.
      """,
    arguments: [
      .list(
        "NAME=VALUE",
        help: """
          A spring parameter: mass, stiffness, damping, initialVelocity, duration, \
          usingSpringWithDamping, initialSpringVelocity, dampingRatio, response, \
          dampingFraction, blendDuration, springDuration or bounce.
          """
      )
    ],
    options: [
      .value(
        "property",
        valueName: "KIND",
        help: "What the spring animates; sets Android's and Compose's thresholds.",
        allowedValues: SpringQuantity.allCases.map(\.rawValue),
        defaultValue: SpringQuantity.position.rawValue
      ),
      .value(
        "distance",
        valueName: "N",
        help: """
          How far it animates, in the property's units (px for position), up to 1e9; default \
          100 for position, 1 for alpha and scale, 90 for rotation.
          """
      ),
      .flag("json", help: "Print one JSON document (scenediff.spring) instead of text."),
      .flag("compact", help: "With --json, print the JSON on one line."),
      .output,
    ]
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    var pairs: [(name: String, value: String)] = []
    for argument in parsed.positionalValues("NAME=VALUE") {
      guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
        throw parsed.usageError("invalid argument '\(argument)': expected NAME=VALUE")
      }
      pairs.append(
        (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
      )
    }
    let parameters: SpringParameters
    do {
      parameters = try SpringParameters.parse(pairs)
    } catch {
      var suggestion: String?
      if case .unknownName(_, let closest) = error { suggestion = closest }
      throw parsed.usageError(.custom(error.message), suggestion: suggestion)
    }
    let quantity =
      parsed.value("property").flatMap(SpringQuantity.init(rawValue:)) ?? .position
    let distance = try parsed.double("distance", .positive)
    if let distance, distance > 1e9, let text = parsed.value("distance") {
      throw parsed.invalidValue(text, for: "distance", expected: "a positive number up to 1e9")
    }
    guard let comparison = SpringComparison(parameters, quantity: quantity, distance: distance)
    else {
      throw parsed.usageError("the spring cannot be resolved")
    }
    if parsed.flag("json") {
      try terminal.write(comparison.json.render(indent: parsed.flag("compact") ? nil : 2))
      if parsed.flag("compact") { try terminal.write("\n") }
    } else {
      try terminal.write(comparison.text)
    }
  }
}
