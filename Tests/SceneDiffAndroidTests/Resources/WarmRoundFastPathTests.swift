import Foundation
import Testing

@testable import SceneDiffAndroid

/// The shortcuts of the Android bench's warm rounds answer as the general code does.
///
/// Gravity words and ids read on their bytes, remembered view classes, the ASCII test and the
/// summary of an element's keys (branch `androidw22`). Expected values are worked out by hand
/// from Android's constants and the rules each comment quotes.
@Suite struct WarmRoundFastPathTests {
  /// `Gravity(parsing:)`: the flags of `attrs.xml` or-ed together (`top` 0x30, `bottom` 0x50,
  /// `start` 0x800003, `center_vertical` 0x10, `center` 0x11, `fill_horizontal` 0x07),
  /// whether the text is plain words (read on its bytes) or needs trimming or numbers.
  @Test func gravityWordsReadAsFlags() {
    #expect(Gravity(parsing: "center")?.rawValue == 0x11)
    #expect(Gravity(parsing: "center_vertical|start")?.rawValue == 0x80_0013)
    #expect(Gravity(parsing: "start|center_vertical")?.rawValue == 0x80_0013)
    #expect(Gravity(parsing: "top|bottom")?.rawValue == 0x70)
    #expect(Gravity(parsing: "fill_horizontal|top")?.rawValue == 0x37)
    // Spaces around a word are trimmed (the word loop), numbers are raw flags.
    #expect(Gravity(parsing: "center_vertical | start")?.rawValue == 0x80_0013)
    #expect(Gravity(parsing: "0x11")?.rawValue == 0x11)
    #expect(Gravity(parsing: "top|16")?.rawValue == 0x30 | 16)
    // An empty word, an unknown word, another case: no gravity.
    #expect(Gravity(parsing: "") == nil)
    #expect(Gravity(parsing: "center|") == nil)
    #expect(Gravity(parsing: "|top") == nil)
    #expect(Gravity(parsing: "middle") == nil)
    #expect(Gravity(parsing: "Center") == nil)
    #expect(Gravity(parsing: "cent") == nil)
    #expect(Gravity(parsing: "centerx") == nil)
  }

  /// `InflatedElement.idName(_:)`: the name of an `id` reference, read on the bytes for
  /// `@+id/x` and `@id/x`, by the general reading for everything else.
  @Test func idNamesAreTheReferenceName() {
    #expect(InflatedElement.idName("@+id/title") == "title")
    #expect(InflatedElement.idName("@id/title") == "title")
    #expect(InflatedElement.idName("@+id/a.b_C9") == "a.b_C9")
    #expect(InflatedElement.idName("@android:id/list") == "list")
    #expect(InflatedElement.idName("  @+id/padded ") == "padded")
    #expect(InflatedElement.idName("@+id/caf\u{E9}") == "caf\u{E9}")
    // No name, a character no name has, another type, no reference.
    #expect(InflatedElement.idName("@+id/") == nil)
    #expect(InflatedElement.idName("@id/") == nil)
    #expect(InflatedElement.idName("@+id/a-b") == nil)
    #expect(InflatedElement.idName("@+id/a/b") == nil)
    #expect(InflatedElement.idName("@+ids/x") == nil)
    #expect(InflatedElement.idName("@+string/x") == nil)
    #expect(InflatedElement.idName("title") == nil)
    #expect(InflatedElement.idName("") == nil)
  }

  /// `ViewClassRules.viewClass`: asked twice, the same answer; the children and the theme are
  /// part of the question; a non-ASCII name is answered for its own bytes.
  @Test func viewClassesAreTheSameWhenAskedAgain() {
    let first = ViewClassRules.viewClass("TextView", hasChildren: false, isMaterialTheme: false)
    let again = ViewClassRules.viewClass("TextView", hasChildren: false, isMaterialTheme: false)
    #expect(first == again)
    #expect(first.family == .text(.plain))
    #expect(first.defaultStyle == .android("textViewStyle"))
    // Button: a MaterialButton under a Material theme, a plain button otherwise.
    #expect(
      ViewClassRules.viewClass("Button", hasChildren: false, isMaterialTheme: true).family
        == .text(.materialButton)
    )
    #expect(
      ViewClassRules.viewClass("Button", hasChildren: false, isMaterialTheme: false).family
        == .text(.button)
    )
    // An unknown app class: a FrameLayout with children, a View without.
    #expect(
      ViewClassRules.viewClass("com.example.Thing", hasChildren: true, isMaterialTheme: false)
        .family == .frame
    )
    #expect(
      ViewClassRules.viewClass("com.example.Thing", hasChildren: false, isMaterialTheme: false)
        .family == .view
    )
    // "Ré" written with one code point and with a combining accent: each is laid out by the
    // name's rules, and a warning or note quotes the name as written.
    let composed = "com.example.R\u{E9}cyclerView"
    let decomposed = "com.example.Re\u{301}cyclerView"
    for name in [composed, decomposed, composed] {
      let viewClass = ViewClassRules.viewClass(name, hasChildren: false, isMaterialTheme: false)
      #expect(viewClass.family == .view)
    }
  }

  /// `String.isAllASCII` answers as `utf8.allSatisfy { $0 < 0x80 }`, native or bridged, empty
  /// or long (past any word the loop may read at once).
  @Test func allASCIIIsEveryByteBelow128() {
    let texts = [
      "", "a", "Hello, world", String(repeating: "x", count: 100),
      String(repeating: "x", count: 100) + "\u{E9}", "\u{E9}", "\u{1F600}",
      "tab\tand\nnewline\u{7F}",
    ]
    for text in texts {
      #expect(text.isAllASCII == text.utf8.allSatisfy { $0 < 0x80 })
      let bridged = NSString(string: text) as String
      #expect(bridged.isAllASCII == text.utf8.allSatisfy { $0 < 0x80 })
    }
    #expect(String(repeating: "x", count: 100).isAllASCII)
    #expect(!(String(repeating: "x", count: 99) + "\u{E9}").isAllASCII)
  }

  /// `ViewAttributes.value`: a key in the element is found whatever the summary says of other
  /// keys; a key that is not there falls through to the style; the summary has a bit for each
  /// key it summarises.
  @Test func elementKeysSummaryHidesNothingThere() {
    let keys: [AttributeKey] = (0..<40).map { .android("name\($0)") } + [.app("name0")]
    var element: [AttributeKey: AttributeValue] = [:]
    for key in keys { element[key] = AttributeValue(key.description, at: nil) }
    let summary = AttributeKey.summary(of: element.keys)
    for key in keys { #expect(summary & key.summaryBit != 0) }
    var style = Style(name: "S", parent: nil)
    style.items[.android("fromStyle")] = ResourceItem("styled", at: nil)
    let attributes = ViewAttributes(
      element: element,
      styles: [style],
      defaults: [],
      theme: Theme(name: "", chain: []),
      includeLayoutParams: nil,
      elementKeys: summary
    )
    for key in keys { #expect(attributes.value(key)?.text == key.description) }
    #expect(attributes.value(.android("fromStyle"))?.text == "styled")
    #expect(attributes.ownValue(.android("fromStyle"))?.text == "styled")
    #expect(attributes.value(.android("nowhere")) == nil)
    // An empty summary: the element is not asked.
    let none = ViewAttributes(
      element: [:],
      styles: [style],
      defaults: [],
      theme: Theme(name: "", chain: []),
      includeLayoutParams: nil,
      elementKeys: 0
    )
    #expect(none.value(.android("fromStyle"))?.text == "styled")
    #expect(AttributeKey.summary(of: []) == 0)
  }
}
