import Foundation
import Testing

@testable import SceneDiffAndroid

/// The byte-level fast paths of attribute keys, class names, references and path components
/// give what the slower general code gives: `NSString`, `split` and `Character` searches are
/// the references the expected values come from.
@Suite struct FastPathTests {
  /// Keys are equal and find each other in a dictionary whatever the name's storage: a
  /// literal, a string built at run time, one from a substring and one bridged from `NSString`
  /// (whose UTF-8 is not contiguous, so it is hashed from a copy).
  @Test func attributeKeysMatchWhateverTheStorage() {
    let built = String(repeating: "layout_", count: 1) + "constraintTop_toTopOf"
    let sliced = String("xlayout_constraintTop_toTopOf".dropFirst())
    let bridged = NSString(string: "layout_constraintTop_toTopOf") as String
    var table: [AttributeKey: Int] = [.app("layout_constraintTop_toTopOf"): 1]
    for name in [built, sliced, bridged] {
      #expect(AttributeKey.app(name) == .app("layout_constraintTop_toTopOf"))
      #expect(table[.app(name)] == 1)
      #expect(Set([AttributeKey.app(name), .app("layout_constraintTop_toTopOf")]).count == 1)
    }
    // The namespace is part of the key.
    #expect(AttributeKey.android("layout_width") != .app("layout_width"))
    #expect(table[.android("layout_constraintTop_toTopOf")] == nil)
    // Names are compared as UTF-8 bytes, as aapt2 compares them: "é" written as one code point
    // (C3 A9) and as "e" with a combining acute accent (65 CC 81) are two keys, each found
    // under its own bytes, and ordered by their bytes (0x65 < 0xC3).
    let composed = AttributeKey.app("caf\u{E9}")
    let decomposed = AttributeKey.app("cafe\u{301}")
    #expect(composed != decomposed)
    #expect(Set([composed, decomposed, .app("caf\u{E9}")]).count == 2)
    #expect(decomposed < composed && !(composed < decomposed))
    // Names of every length stay distinct.
    let names = (0...17).map { String(repeating: "a", count: $0) } + ["ab", "ba", "abcdefgh1"]
    for name in names { table[.app(name)] = name.count }
    for name in names { #expect(table[.app(name)] == name.count) }
  }

  /// ``ResourcePaths/lastComponent(_:)`` is `NSString.lastPathComponent`, fast path or not.
  @Test func lastComponentIsFoundations() {
    let paths = [
      "res/layout/main.xml", "main.xml", "/main.xml", "/", "", "a", "res//layout/",
      "res/layout/", "./a.xml", "../res/layout-land/x.xml", "//a", "a/b//", "é/ñ.xml", "/a/",
    ]
    for path in paths {
      #expect(ResourcePaths.lastComponent(path) == (path as NSString).lastPathComponent)
    }
  }

  /// ``ViewClassRules/simpleName(_:)`` is the last non-empty part between dots.
  @Test func simpleNameIsTheLastPart() {
    let names = [
      "TextView", "android.widget.TextView", "com.example.", "...", ".View", "a..b", "",
    ]
    for name in names {
      let expected = name.split(separator: ".").last.map(String.init) ?? name
      #expect(ViewClassRules.simpleName(name) == expected)
    }
  }

  /// References split at `/` and `:`; in non-ASCII text a separator followed by a combining
  /// mark is no separator (one `Character`), as before the byte-level search.
  @Test func referencesSplitAtASCIISeparators() {
    let plain = ResourceReference("@android:color/white")
    #expect(plain?.package == "android")
    #expect(plain?.type == "color")
    #expect(plain?.name == "white")
    #expect(ResourceReference("@+id/card")?.name == "card")
    #expect(ResourceReference("@string/café")?.name == "café")
    // "/\u{301}" is one Character: the only slash is followed by the mark, so no reference.
    #expect(ResourceReference("@string/\u{301}name") == nil)
  }

  /// ASCII references are read on their bytes (``ASCIIReference``) with the rules of
  /// ``ResourceReference/init(_:)``: `@`, an optional `+`, the type up to the first `/` with a
  /// package before its first `:`, and a name of letters, digits, `_` and `.`.
  @Test func asciiReferencesKeepTheRules() {
    let empty = ResourceReference("@:dimen/x")  // an empty package is kept as written
    #expect(empty?.package == "")
    #expect(empty?.type == "dimen")
    let twoColons = ResourceReference("@a:b:c/n")  // the package ends at the first colon
    #expect(twoColons?.package == "a")
    #expect(twoColons?.type == "b:c")
    #expect(ResourceReference("@a/b/c") == nil)  // "b/c" holds a slash: no name
    #expect(ResourceReference("@style/A.B_c9")?.name == "A.B_c9")
    #expect(ResourceReference("@+id/card")?.package == nil)
    for text in ["", "@", "@+", "dimen/x", "@dimen", "@/x", "@dimen/", "@dimen/a-b", "@:/x"] {
      #expect(ResourceReference(text) == nil, "\(text)")
    }
  }

  /// ``ValuesFileReader/trimmed(_:)`` removes XML whitespace at both ends only.
  @Test func trimmedRemovesOuterWhitespace() {
    #expect(ValuesFileReader.trimmed("16dp") == "16dp")
    #expect(ValuesFileReader.trimmed(" \t16dp\n") == "16dp")
    #expect(ValuesFileReader.trimmed("a b") == "a b")
    #expect(ValuesFileReader.trimmed("") == "")
    #expect(ValuesFileReader.trimmed("  ") == "")
  }

  /// ``StringProtocol/trimmingWhitespaces`` is Foundation's `.whitespaces` trimming: spaces,
  /// tabs and Unicode's other space separators (no-break space U+00A0, em space U+2003) at
  /// either end, nothing inside, newlines kept.
  @Test func trimmingWhitespacesIsFoundations() {
    #expect("@+id/title".trimmingWhitespaces == "@+id/title")
    #expect(" @+id/title\t".trimmingWhitespaces == "@+id/title")
    #expect("\u{A0}top|left\u{2003}".trimmingWhitespaces == "top|left")
    #expect("a b".trimmingWhitespaces == "a b")
    #expect("\nx\n".trimmingWhitespaces == "\nx\n")
    #expect("".trimmingWhitespaces == "")
    #expect(" \t ".trimmingWhitespaces == "")
    #expect("top | bottom".split(separator: "|").map(\.trimmingWhitespaces) == ["top", "bottom"])
    #expect(InflatedElement.idName(" @+id/square ") == "square")
  }

  /// ``AttributeNameFilter`` never says no to a name it holds, and says no to a name one of
  /// whose two bits no held name sets.
  @Test func nameFilterHasNoFalseNegatives() {
    var filter = AttributeNameFilter()
    #expect(!filter.mayContain("layout_width"))
    let names = ["layout_width", "layout_height", "layout_marginTop", "café", "", "x"]
    for name in names { filter.insert(name) }
    for name in names { #expect(filter.mayContain(name)) }
    // First bits: "layout_width" (12 bytes, last "h" = 104) is (12 × 7 + 104) mod 64 = 188
    // mod 64 = 60; "layout_margin" (13 bytes, last "n" = 110) is (91 + 110) mod 64 = 9.
    var one = AttributeNameFilter()
    one.insert("layout_width")
    #expect(!one.mayContain("layout_margin"))
    // "layout_widtx" (12 bytes, last "x" = 120) is (84 + 120) mod 64 = 12, another bit.
    #expect(!one.mayContain("layout_widtx"))
    // Second bits: "layout_width" (byte before the last "t" = 116) is (12 × 11 + 5 × 116) mod
    // 64 = 712 mod 64 = 8. "layout_bbbbh" shares the first bit (12 bytes, last "h") but its
    // byte before the last is "b" = 98: (132 + 490) mod 64 = 622 mod 64 = 46, another bit.
    #expect(!one.mayContain("layout_bbbbh"))
    // "layout_bbbth" shares both (12 bytes, "t" then "h"), so the filter cannot rule it out.
    #expect(one.mayContain("layout_bbbth"))
  }

  /// ``Substring/hasASCIIPrefix(_:)`` answers as `hasPrefix`: bytes where the text is ASCII,
  /// `Character`s where it is not (a combining mark after the prefix joins its last
  /// character; the Kelvin sign U+212A is canonically "K").
  @Test func asciiPrefixIsHasPrefix() {
    let texts = [
      "android:textColor", "android:", "andro", "attr/x", "attrx", "android:\u{301}x",
      "\u{212A}ey", "Key", "", "?attr/x",
    ]
    for text in texts {
      for prefix in ["android:", "attr/", "K", "?"] {
        let body = Substring(text)
        #expect(body.hasASCIIPrefix(prefix) == body.hasPrefix(prefix), "\(text) \(prefix)")
      }
    }
    #expect(Substring("android:textColor").hasASCIIPrefix("android:"))
    #expect(!Substring("android:\u{301}x").hasASCIIPrefix("android:"))
    #expect(Substring("\u{212A}ey").hasASCIIPrefix("K"))
    #expect(ResourceResolver.themeKey("?android:attr/colorPrimary") == .android("colorPrimary"))
    #expect(ResourceResolver.themeKey("?attr/colorPrimary") == .app("colorPrimary"))
  }

  /// ``LayoutInflater/isBindingExpression(_:)`` answers as the two `hasPrefix` it stands for
  /// (`@{` or `@={`), asked of values that start with `@` or not.
  @Test func bindingExpressionIsEitherPrefix() {
    for value in ["@{user.name}", "@={user.name}", "@string/x", "@", "@=", "{@", "", "x@{"] {
      #expect(
        LayoutInflater.isBindingExpression(value)
          == (value.hasPrefix("@{") || value.hasPrefix("@={")),
        "\(value)"
      )
    }
    #expect(LayoutInflater.isBindingExpression("@{a}"))
    #expect(!LayoutInflater.isBindingExpression("@string/a"))
  }

  /// `Dimension(parsing:)` reads ASCII text on its bytes as it reads other text by
  /// `Character`: spaces (9–13, 32) trimmed, the longest unit first, one `+` allowed.
  @Test func dimensionsParseTheSameOnBytes() {
    #expect(Dimension(parsing: "16dp") == Dimension(16, .dp))
    #expect(Dimension(parsing: "\t1.5dip \n") == Dimension(1.5, .dp))
    #expect(Dimension(parsing: "+3px") == Dimension(3, .px))
    #expect(Dimension(parsing: "-2mm") == Dimension(-2, .mm))
    #expect(Dimension(parsing: "12sp\u{2003}") == Dimension(12, .sp))
    #expect(Dimension(parsing: "10") == nil)
    #expect(Dimension(parsing: "dp") == nil)
    #expect(Dimension(parsing: "+px") == nil)
    #expect(Dimension(parsing: "") == nil)
    // 8,388,608 = 2^23 is the first magnitude the complex format cannot hold.
    #expect(Dimension(parsing: "8388608px") == nil)
    #expect(Dimension.isOutOfRange("8388608px"))
  }

  /// A resource file's name is its file name up to the first dot (or without `.9.png`), found
  /// on the bytes of an ASCII name and by `Character` otherwise, where a dot followed by a
  /// combining mark (U+0301) is no dot.
  @Test func resourceNameEndsAtTheFirstDot() {
    #expect(ResourceRepository.resourceName("ic_launcher.png") == "ic_launcher")
    #expect(ResourceRepository.resourceName("frame.9.png") == "frame")
    #expect(ResourceRepository.resourceName("a.b.xml") == "a")
    #expect(ResourceRepository.resourceName("noext") == "noext")
    #expect(ResourceRepository.resourceName("caf\u{E9}.png") == "caf\u{E9}")
    #expect(ResourceRepository.resourceName("a.\u{301}b.png") == "a.\u{301}b")
  }
}
