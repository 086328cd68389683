/// Why `NAME=VALUE` spring parameters do not describe a spring (``SpringParameters/parse(_:)``).
///
/// The parameters carry no location; a reader of a located source (a command line, an XML
/// element's attributes) adds its own. ``message`` is lowercase, quotes the bad value and says
/// what was expected; ``code`` is stable.
public enum SpringParameterError: Error, Sendable, Hashable {
  /// A name no spring API uses, with the closest known name if one is close.
  case unknownName(String, suggestion: String?)
  /// A name given twice.
  case repeatedName(String)
  /// A value the name cannot take; `expected` completes "expected …".
  case invalidValue(name: String, value: String, expected: String)
  /// Two names of different APIs: `name` cannot be used with `other`, which picked `api`.
  case conflictingNames(name: String, other: String, api: String)
  /// A name the API needs that was not given.
  case missingName(String, api: String)
  /// No name that picks an API (none at all, or only `initialVelocity`).
  case noSpring

  /// The stable kebab-case code.
  public var code: String {
    switch self {
    case .unknownName: "unknown-spring-parameter"
    case .repeatedName: "repeated-spring-parameter"
    case .invalidValue: "invalid-spring-parameter"
    case .conflictingNames: "conflicting-spring-parameters"
    case .missingName: "missing-spring-parameter"
    case .noSpring: "no-spring"
    }
  }

  /// The message, as diagnostics print it.
  public var message: String {
    switch self {
    case .unknownName(let name, _):
      "unknown spring parameter '\(name)'"
    case .repeatedName(let name):
      "spring parameter '\(name)' given more than once"
    case .invalidValue(let name, let value, let expected):
      "invalid value '\(value)' for '\(name)': expected \(expected)"
    case .conflictingNames(let name, let other, let api):
      "'\(name)' cannot be used with '\(other)' (\(api))"
    case .missingName(let name, let api):
      "missing spring parameter '\(name)' (\(api) needs it)"
    case .noSpring:
      "no spring given: expected parameters such as 'mass= stiffness= damping=', "
        + "'response= dampingFraction=', 'duration= bounce=', "
        + "'duration= usingSpringWithDamping=' or 'stiffness= dampingRatio='"
    }
  }
}
