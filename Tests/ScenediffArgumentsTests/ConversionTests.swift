import Testing

@testable import scenediff

@Suite struct ConversionTests {
  /// The `sample` arguments with `--offset` set to a value.
  static func offset(_ value: String) throws -> ParsedArguments {
    try Fixture.parsed(["sample", "p", "--offset=\(value)"])
  }

  /// The rendered error's first line for a throwing conversion.
  static func firstLine(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      let rendered = (error as? UsageError)?.rendered ?? "not a usage error: \(error)"
      return rendered.split(separator: "\n").first.map(String.init)
    }
  }

  @Test(arguments: [
    ("12", NumberRequirement.any, 12), ("-3", .any, -3), ("+4", .any, 4), ("0", .nonNegative, 0),
    ("1", .positive, 1),
  ])
  func integers(_ text: String, _ requirement: NumberRequirement, _ expected: Int) throws {
    #expect(try Self.offset(text).int("offset", requirement) == expected)
  }

  @Test(arguments: [
    ("abc", NumberRequirement.any, "expected an integer"),
    ("1.5", .any, "expected an integer"),
    ("", .any, "expected an integer"),
    ("-1", .nonNegative, "expected a non-negative integer"),
    ("0", .positive, "expected a positive integer"),
    ("99999999999999999999", .any, "expected an integer"),
  ])
  func invalidIntegers(_ text: String, _ requirement: NumberRequirement, _ expected: String)
    throws
  {
    let parsed = try Self.offset(text)
    #expect(
      Self.firstLine { _ = try parsed.int("offset", requirement) }
        == "Error: invalid value '\(text)' for '--offset': \(expected)"
    )
  }

  @Test(arguments: [
    ("2.5", NumberRequirement.any, 2.5), ("-0.5", .any, -0.5), ("1e3", .any, 1000),
    ("0", .nonNegative, 0), (".25", .positive, 0.25),
  ])
  func numbers(_ text: String, _ requirement: NumberRequirement, _ expected: Double) throws {
    #expect(try Self.offset(text).double("offset", requirement) == expected)
  }

  @Test(arguments: [
    ("nan", NumberRequirement.any, "expected a number"),
    ("inf", .any, "expected a number"),
    ("0x10", .any, "expected a number"),
    ("1e999", .any, "expected a number"),
    ("-0.1", .nonNegative, "expected a non-negative number"),
    ("0", .positive, "expected a positive number"),
  ])
  func invalidNumbers(_ text: String, _ requirement: NumberRequirement, _ expected: String)
    throws
  {
    let parsed = try Self.offset(text)
    #expect(
      Self.firstLine { _ = try parsed.double("offset", requirement) }
        == "Error: invalid value '\(text)' for '--offset': \(expected)"
    )
  }

  @Test func absentOptionsReadAsNil() throws {
    let parsed = try Fixture.parsed(["sample", "p"])
    #expect(try parsed.int("offset") == nil)
    #expect(try parsed.double("offset") == nil)
    #expect(try parsed.intList("at") == nil)
    #expect(try parsed.doubleList("at") == nil)
    #expect(parsed.list("at") == nil)
    #expect(try parsed.int("fps", .positive) == 60)
  }

  @Test func commaLists() throws {
    let parsed = try Fixture.parsed(["sample", "p", "--at", "0,150,300"])
    #expect(parsed.list("at") == ["0", "150", "300"])
    #expect(try parsed.intList("at", .nonNegative) == [0, 150, 300])
    #expect(try parsed.doubleList("at") == [0, 150, 300])
    #expect(try Fixture.parsed(["sample", "p", "--at=1,,2"]).list("at") == ["1", "", "2"])
  }

  @Test(arguments: [
    ("0,x", "expected a comma-separated list of non-negative integers"),
    ("0,,3", "expected a comma-separated list of non-negative integers"),
    ("5,-1", "expected a comma-separated list of non-negative integers"),
  ])
  func invalidLists(_ text: String, _ expected: String) throws {
    let parsed = try Fixture.parsed(["sample", "p", "--at", text])
    #expect(
      Self.firstLine { _ = try parsed.intList("at", .nonNegative) }
        == "Error: invalid value '\(text)' for '--at': \(expected)"
    )
    #expect(
      Self.firstLine { _ = try parsed.doubleList("at", .positive) }
        == "Error: invalid value '\(text)' for '--at': expected a comma-separated list of positive numbers"
    )
  }

  @Test func keyValuePairs() throws {
    let parsed = try Fixture.parsed(["sample", "p", "--set", "a=b=c", "--set", "empty="])
    let pairs = try parsed.keyValuePairs("set")
    #expect(pairs.map(\.key) == ["a", "empty"])
    #expect(pairs.map(\.value) == ["b=c", ""])
    for bad in ["novalue", "=x"] {
      let invalid = try Fixture.parsed(["sample", "p", "--set", bad])
      #expect(
        Self.firstLine { _ = try invalid.keyValuePairs("set") }
          == "Error: invalid value '\(bad)' for '--set': expected KEY=VALUE"
      )
    }
  }

  @Test func customConversion() throws {
    let parsed = try Fixture.parsed(["sample", "p", "--offset", "3ms"])
    let expected = "a duration such as '250ms'"
    let milliseconds = try parsed.converted("offset", expected: expected) { text in
      text.hasSuffix("ms") ? Int(text.dropLast(2)) : nil
    }
    #expect(milliseconds == 3)
    let bad = try Fixture.parsed(["sample", "p", "--offset", "3s"])
    #expect(
      Self.firstLine {
        _ = try bad.converted("offset", expected: expected) { _ in Int?.none }
      } == "Error: invalid value '3s' for '--offset': expected a duration such as '250ms'"
    )
  }

  @Test func errorsNameTheOptionAsTyped() throws {
    let parsed = try Fixture.parsed(["sample", "p", "-f", "x"])
    #expect(
      Self.firstLine { _ = try parsed.int("fps") }
        == "Error: invalid value 'x' for '-f': expected an integer"
    )
  }
}
