import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffXML

@Suite struct XMLSecurityTests {
  /// The classic exponential entity expansion ("billion laughs").
  static let billionLaughs = """
    <?xml version="1.0"?>
    <!DOCTYPE lolz [
      <!ENTITY lol "lol">
      <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
      <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
      <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
      <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
      <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
      <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
      <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
      <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
    ]>
    <lolz a="&lol9;">&lol9;</lolz>
    """

  @Test func rejectsBillionLaughsAtTheDoctype() throws {
    let error = try #require(XMLTest.failure(Self.billionLaughs))
    #expect(error.code == "xml-dtd")
    #expect(error.location == XMLTest.location(2, 1))
    #expect(
      error.diagnostic.description
        == "t.xml:2:1: error: document type declaration '<!DOCTYPE lolz' has an internal subset; "
        + "expected no DTD or a bare '<!DOCTYPE lolz>' (DTDs and entity declarations are not "
        + "accepted)"
    )
  }

  @Test func neverReadsAnExternalEntity() throws {
    let marker = "SCENEDIFF-XXE-MARKER-\(UUID().uuidString)"
    let secret = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-xxe-\(UUID().uuidString).txt")
    try Data(marker.utf8).write(to: secret)
    defer { try? FileManager.default.removeItem(at: secret) }
    let attacks = [
      "<!DOCTYPE scene [<!ENTITY x SYSTEM \"\(secret.absoluteString)\">]>\n<scene a=\"&x;\">&x;</scene>",
      "<!DOCTYPE scene [<!ENTITY x SYSTEM \"\(secret.path)\">]><scene>&x;</scene>",
      "<!DOCTYPE scene [<!ENTITY % p SYSTEM \"\(secret.absoluteString)\"> %p;]><scene/>",
      "<!DOCTYPE scene SYSTEM \"\(secret.absoluteString)\"><scene>&x;</scene>",
    ]
    for attack in attacks {
      let error = try #require(XMLTest.failure(attack))
      #expect(error.code == "xml-dtd")
      #expect(error.location == XMLTest.location(1, 1))
      #expect(!error.diagnostic.description.contains(marker))
      #expect(!"\(error)".contains(marker))
    }
  }

  @Test func leavesXIncludeAndStylesheetInstructionsAlone() throws {
    let marker = "SCENEDIFF-XINCLUDE-MARKER-\(UUID().uuidString)"
    let secret = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-xi-\(UUID().uuidString).txt")
    try Data(marker.utf8).write(to: secret)
    defer { try? FileManager.default.removeItem(at: secret) }
    let root = try XMLTest.parse(
      """
      <?xml-stylesheet href="\(secret.absoluteString)"?>
      <scene xmlns:xi="http://www.w3.org/2001/XInclude">
        <xi:include href="\(secret.absoluteString)" parse="text"/>
      </scene>
      """
    )
    #expect(root.children.map(\.name) == ["include"])
    #expect(root.textLocation == nil)
    #expect(!"\(root)".contains(marker))
  }

  @Test(arguments: [
    ("<!DOCTYPE a []><a/>", "1:1", "a", "an internal subset"),
    (
      "<?xml version='1.0'?>\n<!-- x -->\n<!DOCTYPE  a\n[<!ENTITY e 'x'>]><a/>", "3:1", "a",
      "an internal subset"
    ),
    (
      "<!DOCTYPE a PUBLIC \"-//x//y\" \"y.dtd\"><a/>", "1:1", "a", "an external identifier (PUBLIC)"
    ),
    ("<!DOCTYPE a SYSTEM 'a.dtd'><a/>", "1:1", "a", "an external identifier (SYSTEM)"),
    ("<!DOCTYPE a b><a/>", "1:1", "a", "unexpected content after the name"),
  ])
  func rejectsDoctypesThatAreNotBare(text: String, at: String, name: String, feature: String) {
    let error = XMLTest.failure(text)
    #expect(error == .documentType(XMLTest.location(at), name: name, feature: feature))
    #expect(error?.code == "xml-dtd")
  }

  @Test func acceptsABareDoctype() throws {
    let root = try XMLTest.parse("<!DOCTYPE scene>\n<scene><a/></scene>")
    #expect(root.location == XMLTest.location(2, 1))
    #expect(root.children.first?.location == XMLTest.location(2, 8))
  }

  @Test(arguments: [
    ("<a>\n x &foo; y</a>", "foo", "2:4"),
    ("<a b='&bar;'/>", "bar", "1:7"),
    ("<!DOCTYPE a>\n<a><b c=\"é&ent-1;\"/></a>", "ent-1", "2:12"),
    ("<a>&amp;&lt;&gt;&quot;&apos;&#60;&#x3C;&nbsp;</a>", "nbsp", "1:40"),
  ])
  func rejectsEntityReferencesWithTheirName(text: String, name: String, at: String) throws {
    let error = try #require(XMLTest.failure(text))
    #expect(error == .entityReference(XMLTest.location(at), name: name))
    #expect(error.code == "xml-entity-reference")
    #expect(
      error.message
        == "entity reference '&\(name);' is not allowed; expected a predefined entity "
        + "(&lt; &gt; &amp; &quot; &apos;) or a character reference such as '&#38;'"
    )
  }

  @Test func resolvesPredefinedEntitiesAndCharacterReferences() throws {
    let root = try XMLTest.parse(
      "<a v='&amp;&lt;&gt;&quot;&apos;&#60;&#x3C;&#x1F600;'>&amp;</a>"
    )
    #expect(root.attributes.first?.value == "&<>\"'<<\u{1F600}")
    #expect(XMLTest.at(root.textLocation) == "1:54")
  }
}
