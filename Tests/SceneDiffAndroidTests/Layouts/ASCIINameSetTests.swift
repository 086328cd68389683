import Testing

@testable import SceneDiffAndroid

/// ``ASCIINameSet`` answers as a `Set<String>` of the same names.
@Suite struct ASCIINameSetTests {
  /// Names in the set are found; a name one byte shorter or longer, another case, or the empty
  /// name, are not.
  @Test func findsExactlyTheNames() {
    let set = ASCIINameSet(["layout_width", "text", "K", "padding"])
    #expect(set.contains("layout_width"))
    #expect(set.contains("text"))
    #expect(set.contains("padding"))
    #expect(set.contains("K"))
    #expect(!set.contains("layout_widt"))
    #expect(!set.contains("texts"))
    #expect(!set.contains("Text"))
    #expect(!set.contains(""))
    #expect(!set.contains("k"))
  }

  /// A non-ASCII name is asked of the set itself: U+212A KELVIN SIGN is canonically
  /// equivalent to `K` (its canonical decomposition is U+004B), so Swift's string equality, and
  /// the set, take it for `K`, though its bytes (E2 84 AA) are not `K`'s (4B).
  @Test func nonASCIINamesAnswerAsStrings() {
    let set = ASCIINameSet(["K", "é"])
    #expect(set.contains("\u{212A}"))
    // U+00E9 is canonically equivalent to U+0065 U+0301.
    #expect(set.contains("e\u{301}"))
    #expect(set.contains("é"))
    #expect(!set.contains("\u{212B}"))
  }

  /// More names than the smallest table's sixteen slots: every one is found after the table
  /// grows (40 names need 128 slots, the first power of two at least twice 40 — 80 — being 128),
  /// and names differing only in their last digit are told apart.
  @Test func manyNames() {
    let names = Set((0..<40).map { "name\($0)" })
    let set = ASCIINameSet(names)
    for name in names { #expect(set.contains(name)) }
    #expect(!set.contains("name40"))
    #expect(!set.contains("name"))
  }

  /// The framework table answers for each of its names, and not for a misspelling.
  @Test func frameworkNames() {
    for name in FrameworkAttributes.all { #expect(FrameworkAttributes.known.contains(name)) }
    #expect(!FrameworkAttributes.known.contains("layout_widht"))
    #expect(FrameworkAttributes.known.contains("layout_width"))
  }
}
