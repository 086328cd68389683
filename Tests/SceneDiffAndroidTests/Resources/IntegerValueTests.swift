import Testing

@testable import SceneDiffAndroid

/// Android's integer syntax (aapt2's `TryParseInt`: trimmed text, then `ResTable::stringToInt`)
/// for `<integer>` values and integer attributes of layouts and transitions alike.
@Suite struct IntegerValueTests {
  @Test(arguments: [
    ("0", 0), ("-0", 0), ("42", 42), ("-42", -42), ("042", 42), ("-042", -42),
    // White space around the text is trimmed (space, tab, line feed…).
    (" 42", 42), ("\n  -42", -42), ("42 ", 42), ("\t0x42\n", 0x42),
    // Hexadecimal after a lower-case 0x; either case of digit.
    ("0x0", 0), ("0x42", 66), ("0xFF", 255), ("0xff", 255),
    // The Int32 limits: 2³¹ − 1 and −2³¹.
    ("2147483647", 2_147_483_647), ("-2147483648", -2_147_483_648),
    // Hexadecimal keeps 32 bits, read back as a signed int: 0xffffffff = −1,
    // 0x80000000 = −2³¹.
    ("0xffffffff", -1), ("0x80000000", -2_147_483_648), ("0x7fffffff", 2_147_483_647),
  ])
  func parses(text: String, value: Int) {
    #expect(IntegerValue.parse(text) == value)
  }

  @Test(arguments: [
    "", "   ", "\t\n", "abcd", "10abcd", "42 42", "- 42", "-", "+42", "4e2", "1.0",
    // A hexadecimal number needs digits, a lower-case x, and no sign.
    "0x", "0xnope", "0X42", "0x42 0x42", "-0x0", "-0x42", "- 0x42", "+0x42",
    // One past the limits: 2³¹, −2³¹ − 1, and 33 bits of hexadecimal.
    "2147483648", "-2147483649", "0x1ffffffff", "0x100000000", "9223372036854775807",
  ])
  func rejects(text: String) {
    #expect(IntegerValue.parse(text) == nil)
  }
}
