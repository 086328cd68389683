import Testing

@testable import SceneDiffAndroid

/// aapt's compilation of `<string>` text (``StringValue/compile(_:)``).
///
/// White space is collapsed and trimmed outside double quotes, the quotes removed, backslash
/// escapes read. ASCII text is read by bytes, other text by `Character`; both give what aapt
/// gives.
@Suite struct StringValueTests {
  @Test(arguments: [
    // Runs of space, tab and line feed are one space; the ends are trimmed.
    ("  a  b \n c  ", "a b c"),
    ("\tsingle\t", "single"),
    ("plain text", "plain text"),
    ("", ""),
    ("   ", ""),
    // Inside quotes white space is kept; the quotes go. Here: two spaces, x, two spaces kept,
    // then the space after the closing quote is one pending space before y.
    ("\"  x  \" y", "  x   y"),
    // Escapes: \n and \t are a line feed and a tab, \' \" \\ \@ \? the character itself.
    ("a\\nb\\tc\\'d\\\"e\\\\f\\@g\\?h", "a\nb\tc'd\"e\\f@g?h"),
    // A pending space is written before an escape: "a" then " " then the line feed.
    ("a \\n", "a \n"),
    // \u and four hexadecimal digits: U+00E9 is é (either case of digit).
    ("\\u00e9t\\u00E9", "été"),
    // Fewer than four digits, or not hexadecimal: the letter u, then the rest as text.
    ("\\u12", "u12"),
    ("\\uZZZZ!", "uZZZZ!"),
    // A backslash at the very end is kept.
    ("a\\", "a\\"),
    // Non-ASCII text: the same rules by character.
    ("  café   au  lait ", "café au lait"),
    // Quoted "é" and two spaces kept; the two spaces after the quote are one pending space,
    // written before the escape's "A": three spaces in all.
    ("\"é  \"  \\u0041", "é   A"),
  ])
  func compiles(text: String, compiled: String) {
    #expect(StringValue.compile(text) == compiled)
  }

  /// A carriage return followed by a line feed is one `Character`, which is not one of the
  /// white-space characters the rules name, so it is kept as written between "a" and "b"; a
  /// lone carriage return is white space.
  @Test func carriageReturns() {
    #expect(StringValue.compile("a\r\nb") == "a\r\nb")
    #expect(StringValue.compile("a\rb") == "a b")
  }
}
