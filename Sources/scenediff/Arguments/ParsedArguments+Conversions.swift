/// Typed readings of option values that fail with a usage error naming the option as typed.
extension ParsedArguments {
  /// The option's value as an integer meeting `requirement`, or `nil` when not given.
  ///
  /// - Parameters:
  ///   - name: The option's long name without dashes.
  ///   - requirement: Which integers are accepted.
  /// - Returns: The integer, or `nil` when the option is absent and has no default.
  /// - Throws: `invalid value 'abc' for '--fps': expected a positive integer`.
  func int(_ name: String, _ requirement: NumberRequirement = .any) throws(UsageError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Self.integer(text, requirement) else {
      throw invalidValue(text, for: name, expected: requirement.integerPhrase)
    }
    return number
  }

  /// The option's value as a finite number meeting `requirement`, or `nil` when not given.
  ///
  /// - Parameters:
  ///   - name: The option's long name without dashes.
  ///   - requirement: Which numbers are accepted.
  /// - Returns: The number, or `nil` when the option is absent and has no default.
  /// - Throws: `invalid value 'x' for '--duration': expected a positive number`.
  func double(
    _ name: String,
    _ requirement: NumberRequirement = .any
  ) throws(UsageError) -> Double? {
    guard let text = value(name) else { return nil }
    guard let number = Self.number(text, requirement) else {
      throw invalidValue(text, for: name, expected: requirement.numberPhrase)
    }
    return number
  }

  /// The option's value split at commas (`0,150,300` → `["0", "150", "300"]`), or `nil`.
  func list(_ name: String) -> [String]? {
    value(name).map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
  }

  /// The option's value as a comma-separated list of integers, or `nil` when not given.
  ///
  /// - Parameters:
  ///   - name: The option's long name without dashes.
  ///   - requirement: Which integers are accepted in the list.
  /// - Returns: The integers in order, or `nil` when the option is absent and has no default.
  /// - Throws: `invalid value '0,x' for '--at': expected a comma-separated list of integers`.
  func intList(
    _ name: String,
    _ requirement: NumberRequirement = .any
  ) throws(UsageError) -> [Int]? {
    guard let text = value(name), let items = list(name) else { return nil }
    var numbers: [Int] = []
    for item in items {
      guard let number = Self.integer(item, requirement) else {
        throw invalidValue(
          text,
          for: name,
          expected: "a comma-separated list of \(requirement.integersPhrase)"
        )
      }
      numbers.append(number)
    }
    return numbers
  }

  /// The option's value as a comma-separated list of finite numbers, or `nil` when not given.
  ///
  /// - Parameters:
  ///   - name: The option's long name without dashes.
  ///   - requirement: Which numbers are accepted in the list.
  /// - Returns: The numbers in order, or `nil` when the option is absent and has no default.
  /// - Throws: `invalid value '0,x' for '--at': expected a comma-separated list of numbers`.
  func doubleList(
    _ name: String,
    _ requirement: NumberRequirement = .any
  ) throws(UsageError) -> [Double]? {
    guard let text = value(name), let items = list(name) else { return nil }
    var numbers: [Double] = []
    for item in items {
      guard let number = Self.number(item, requirement) else {
        throw invalidValue(
          text,
          for: name,
          expected: "a comma-separated list of \(requirement.numbersPhrase)"
        )
      }
      numbers.append(number)
    }
    return numbers
  }

  /// Every value of a repeated `KEY=VALUE` option split at its first `=`, in order.
  ///
  /// - Parameter name: The option's long name without dashes.
  /// - Returns: The pairs; empty when the option is not given.
  /// - Throws: `invalid value 'ab' for '--set': expected KEY=VALUE` for a missing `=` or key.
  func keyValuePairs(_ name: String) throws(UsageError) -> [(key: String, value: String)] {
    var pairs: [(key: String, value: String)] = []
    for text in values(name) {
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
        throw invalidValue(text, for: name, expected: "KEY=VALUE")
      }
      pairs.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
    }
    return pairs
  }

  /// The option's value through a conversion of the command's own, or `nil` when not given.
  ///
  /// - Parameters:
  ///   - name: The option's long name without dashes.
  ///   - expected: What a valid value looks like, completing "expected …".
  ///   - convert: Returns `nil` for a value it cannot take.
  /// - Returns: The converted value.
  /// - Throws: `invalid value 'v' for '--name': expected <expected>` when `convert` fails.
  func converted<Value>(
    _ name: String,
    expected: String,
    _ convert: (String) -> Value?
  ) throws(UsageError) -> Value? {
    guard let text = value(name) else { return nil }
    guard let converted = convert(text) else {
      throw invalidValue(text, for: name, expected: expected)
    }
    return converted
  }

  /// The values of a positional argument as inputs, `-` meaning standard input.
  ///
  /// - Parameter name: The positional argument's name, such as `"FILE"`.
  /// - Returns: One input per value, in order.
  /// - Throws: A usage error when `-` appears more than once across all positionals.
  func inputs(_ name: String) throws(UsageError) -> [InputSource] {
    if positionals.filter({ $0 == InputSource.standardInputArgument }).count > 1 {
      throw usageError("standard input ('-') can be read only once")
    }
    return positionalValues(name).map(InputSource.init(argument:))
  }

  /// The usage error for a value the option cannot take.
  func invalidValue(_ value: String, for name: String, expected: String) -> UsageError {
    usageError(.invalidValue(option: spelling(of: name), value: value, expected: expected))
  }

  /// The text as an integer meeting the requirement.
  private static func integer(_ text: String, _ requirement: NumberRequirement) -> Int? {
    guard let number = Int(text), requirement.accepts(Double(number)) else { return nil }
    return number
  }

  /// The text as a finite number meeting the requirement; `nan`, `inf` and hex are refused.
  private static func number(_ text: String, _ requirement: NumberRequirement) -> Double? {
    let isDecimal = text.allSatisfy { "0123456789.-+eE".contains($0) }
    guard isDecimal, let number = Double(text), requirement.accepts(number) else { return nil }
    return number
  }
}
