import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

@Suite struct HTMLEscapingTests {
  @Test func markupCharactersBecomeEntities() {
    #expect(
      HTMLEscaping.escape(#"<a href="x">&'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;"
    )
    // Control characters are not allowed in XML 1.0 and are dropped; tab and newline stay.
    #expect(HTMLEscaping.escape("a\u{1}b\tc\n") == "ab\tc\n")
  }

  @Test func embeddedJSONCannotCloseTheScript() {
    let json = JSONValue.object([("text", .string("</script><script>alert(1)</script>"))])
      .render(indent: nil)
    let safe = HTMLEscaping.scriptSafeJSON(json)
    #expect(!safe.contains("<"))
    #expect(safe == #"{"text":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"}"#)
  }
}
