import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiffXML

/// The fast path (``XMLFastReader``) against libxml2's path: the same events (names,
/// namespaces, values, positions, text positions) for everything the fast path reads, and
/// everything outside its subset left to libxml2.
@Suite struct XMLFastReaderTests {
  /// Every XML file of Scenes/, the test fixtures and the shared corpus.
  static let files: [String] = {
    let roots = [
      TestPaths.package("Scenes"), TestPaths.package("Tests"), TestPaths.sharedCorpus,
    ]
    var found: [String] = []
    for root in roots {
      guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
      for case let path as String in walker where path.hasSuffix(".xml") {
        found.append(root + "/" + path)
      }
    }
    return found.sorted()
  }()

  @Test func everyXMLFileReadsTheSameOnBothPaths() throws {
    #expect(Self.files.count > 800)
    var accepted = 0
    for path in Self.files {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let result = XMLStreamRecorder.difference(Array(data))
      #expect(result.difference == nil, "\(path): \(result.difference ?? "")")
      if result.accepted { accepted += 1 }
    }
    // Nearly all real files are inside the subset (the rest: DOCTYPEs, `xml:` prefixes, other encodings).
    #expect(accepted * 10 > Self.files.count * 9, "\(accepted) of \(Self.files.count)")
  }

  @Test(arguments: [1, 2, 3, 42] as [UInt64])
  func generatedDocumentsReadTheSameOnBothPaths(seed: UInt64) {
    var generator = DocumentGenerator(seed: seed)
    _ = generator.document(elements: 3_000)
    let result = XMLStreamRecorder.difference(generator.bytes)
    #expect(result.accepted)
    #expect(result.difference == nil, "\(result.difference ?? "")")
  }

  /// Inputs inside the subset that exercise each rule: both paths must give the same events.
  @Test(arguments: [
    #"<a/>"#,
    "\u{FEFF}<a/>",
    #"<?xml version="1.0"?><a/>"#,
    #"<?xml version="1.0" encoding="utf-8" standalone='yes' ?>"# + "\n<a/>\n<!-- after -->\n",
    #"<?xml-stylesheet href="x"?><!-- c --><a><?pi data?></a><?pi?>"#,
    #"<a x="1&amp;2&lt;&gt;&quot;&apos;" y='&#65;&#x42;&#x1F600;&#10;&#13;&#9;&#32;'/>"#,
    "<a x=\"1\r\n2\" y=\"3\r4\" z=\"5\n6\t7\" w=\"\r\n\"/>",
    "<a\r\n  x=\"1\"\r\n  y=\"2\"\r\n>\r\n text\r\n</a\r\n>",
    #"<a xmlns:p="http://example.com/ns" p:x="1" x="2"><p:b p:y="&amp;"/><b xmlns="urn:x"/></a>"#,
    #"<a xmlns="http://example.com/d"><b x="1"/></a>"#,
    #"<a xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/x"/>"#,
    "<a>caf\u{E9} &#32;&#x9;<!-- split -->  x &amp; ]] > </a>",
    "<a> &#32; <b/>&#x20;\t<c>t</c>&amp;</a>",
    "<a x=\"caf\u{E9} \u{10000}\" \u{7F}=\"1\"/>",
    "<a><b><c><d/></c></b></a>",
    "<a y=\"\u{80}\u{9F}\">\u{7F}\u{85}</a>",
    "<a>x<![CDATA[ <b/> ]]><![CDATA[  ]]><![CDATA[]]>y<![CDATA[\n z]]]></a>",
  ])
  func subsetReadsTheSameOnBothPaths(_ text: String) {
    let result = XMLStreamRecorder.difference(Array(text.utf8))
    #expect(result.difference == nil, "\(result.difference ?? "")")
  }

  /// Inputs the fast path reads (the cases above that are meant to be inside its subset).
  @Test(arguments: [
    #"<a/>"#,
    #"<?xml version="1.0" encoding="UTF-8"?><scene><view/></scene>"#,
    #"<a x="1&amp;2" y='&#65;'>&#32;<!-- c --><?pi?></a>"#,
    #"<a xmlns:p="http://example.com/ns" p:x="1"><p:b/></a>"#,
  ])
  func fastPathReadsTheSubset(_ text: String) {
    #expect(XMLStreamRecorder.difference(Array(text.utf8)).accepted)
  }

  /// Inputs outside the subset or malformed: the fast path abandons them (libxml2's path then
  /// reports whatever it reports).
  @Test(arguments: [
    "", " ", "text", "<a>", "<a></b>", "<a/><b/>", "<a/>x", "x<a/>",
    "<!DOCTYPE a><a/>", "<![CDATA[x]]><a/>", "<a><![CDATA[x]]</a>", #"<a x="1" x="2"/>"#,
    #"<a x="1"y="2"/>"#,
    #"<a x="<"/>"#, #"<a x="&foo;"/>"#, #"<a x="&#0;"/>"#, #"<a x="&#xD800;"/>"#, "<a>&#X41;</a>",
    "<a>]]></a>", "<a><!-- a -- b --></a>", "<a><!-- a ---></a>", "<?xml version='1.1'?><a/>",
    "<?xml version='1.0' encoding='latin1'?><a/>", " <?xml version='1.0'?><a/>", "<a><?xml x?></a>",
    "<p:a/>", #"<a p:x="1"/>"#, #"<a xmlns:p=""/>"#, #"<a xml:lang="en"/>"#, "<a:b:c/>",
    "<\u{E9}/>", "<a>\u{1}</a>", "<a>\u{FFFE}</a>", "<a x='\u{0}'/>", "<a\u{0}/>",
    #"<a xmlns:p="a b"/>"#, #"<a xmlns:p="http://h:80/"/>"#,
    #"<a xmlns:p="u1" xmlns:q="u1" p:x="" q:x=""/>"#,
  ])
  func fastPathAbandons(_ text: String) {
    let result = XMLStreamRecorder.difference(Array(text.utf8))
    #expect(!result.accepted)
  }

  /// Plain attribute names are checked for repeats through one bit each of a 64-bit mask.
  ///
  /// With 100 different names (`a0` … `a99`) at least 36 share a bit with an earlier name
  /// (there are only 64 bits), so those are compared byte by byte and found different; the tag
  /// is read as libxml2 reads it. The same tag with `a0` again at the end, or with a repeated
  /// plain name before a namespaced attribute, is abandoned.
  @Test func plainAttributeNamesAreCheckedForRepeats() {
    let names = (0..<100).map { "a\($0)" }
    let tag = names.map { " \($0)=\"\($0)\"" }.joined()
    let distinct = XMLStreamRecorder.difference(Array("<e\(tag)/>".utf8))
    #expect(distinct.accepted)
    #expect(distinct.difference == nil, "\(distinct.difference ?? "")")
    #expect(!XMLStreamRecorder.difference(Array("<e\(tag) a0=\"x\"/>".utf8)).accepted)
    let beforePrefix = #"<e x="1" y="2" x="3" xmlns:p="urn:p" p:z="4"/>"#
    #expect(!XMLStreamRecorder.difference(Array(beforePrefix.utf8)).accepted)
  }

  /// Limits: each one reached makes the fast path abandon (libxml2's path reports it).
  @Test func limitsAreLeftToTheFullPath() {
    var limits = XMLLimits()
    limits.maxDepth = 2
    #expect(
      !XMLStreamRecorder.difference(Array("<a><b><c/></b></a>".utf8), limits: limits).accepted
    )
    #expect(XMLStreamRecorder.difference(Array("<a><b/></a>".utf8), limits: limits).accepted)
    limits = XMLLimits()
    limits.maxElements = 2
    #expect(!XMLStreamRecorder.difference(Array("<a><b/><c/></a>".utf8), limits: limits).accepted)
    limits = XMLLimits()
    limits.maxAttributes = 1
    #expect(!XMLStreamRecorder.difference(Array("<a x='' y=''/>".utf8), limits: limits).accepted)
    limits = XMLLimits()
    limits.maxAttributeValueBytes = 2
    #expect(!XMLStreamRecorder.difference(Array("<a x='123'/>".utf8), limits: limits).accepted)
    limits = XMLLimits()
    limits.maxNamespaceDeclarations = 1
    let twoInScope = "<a xmlns:p='urn:a'><b xmlns:q='urn:b'/></a>"
    #expect(!XMLStreamRecorder.difference(Array(twoInScope.utf8), limits: limits).accepted)
    limits = XMLLimits()
    limits.maxBytes = 3
    #expect(!XMLStreamRecorder.difference(Array("<a/>".utf8), limits: limits).accepted)
  }
}
