import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffXML

@Suite struct XMLDocumentReaderTests {
  @Test func buildsTheTreeWithLocalNamesNamespacesAndResolvedValues() throws {
    let root = try XMLTest.parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment -->
      <scene xmlns="https://scenediff.dev/ns" xmlns:android="http://schemas.android.com/apk/res/android">
        <?processing instruction?>
        <view android:id="@+id/a" label="x &lt; y &amp; &#x41;&#66;" plain='1'/>
        <group><view/></group>
      </scene>
      """
    )
    #expect(root.name == "scene")
    #expect(root.namespaceURI == XMLNamespace.sceneDiff)
    #expect(root.attributes.isEmpty)
    #expect(root.children.map(\.name) == ["view", "group"])
    let view = root.children[0]
    #expect(view.namespaceURI == XMLNamespace.sceneDiff)
    #expect(view.attributes.map(\.qualifiedName) == ["android:id", "label", "plain"])
    let id = try #require(view.attribute("id", namespace: XMLNamespace.android))
    #expect(id.prefix == "android")
    #expect(id.value == "@+id/a")
    let label = try #require(view.attribute("label"))
    #expect(label.namespaceURI == nil)
    #expect(label.prefix == nil)
    #expect(label.value == "x < y & AB")
    #expect(root.children[1].children.map(\.name) == ["view"])
    #expect(root.textLocation == nil)
  }

  @Test func locatesElementsAndAttributesInUTF8Bytes() throws {
    // Several elements on one line, a tab, multi-byte characters before a tag, a `>` inside
    // a quoted value, and a start tag spread over several lines.
    let root = try XMLTest.parse(
      "<a>\n"
        + "\t<b x=\"1\"/><c y = 'é>'  z=\"\"/><b/>\n"
        + "  <!-- <fake attr='no'/> --><d><![CDATA[<e/>]]></d>\n"
        + "  <f\n"
        + "     g=\"1\"\n"
        + "     h:i=\"2\" xmlns:h=\"urn:h\"\n"
        + "  />éé<j k='v'/>\n"
        + "</a>"
    )
    #expect(XMLTest.at(root.location) == "1:1")
    let children = root.children
    #expect(children.map(\.name) == ["b", "c", "b", "d", "f", "j"])
    #expect(
      children.map { XMLTest.at($0.location) } == ["2:2", "2:12", "2:32", "3:29", "4:3", "7:9"]
    )
    let x = try #require(children[0].attributes.first)
    #expect(XMLTest.at(x.location) == "2:5")
    #expect(XMLTest.at(x.valueLocation) == "2:8")
    #expect(children[1].attributes.map { XMLTest.at($0.location) } == ["2:15", "2:26"])
    #expect(children[1].attributes.map { XMLTest.at($0.valueLocation) } == ["2:20", "2:29"])
    #expect(children[1].attributes.map(\.value) == ["é>", ""])
    let f = children[4]
    #expect(f.attributes.map(\.qualifiedName) == ["g", "h:i"])
    #expect(f.attributes.map { XMLTest.at($0.location) } == ["5:6", "6:6"])
    #expect(f.attributes.map { XMLTest.at($0.valueLocation) } == ["5:9", "6:11"])
    #expect(f.attributes[1].namespaceURI == "urn:h")
    #expect(XMLTest.at(children[5].attributes.first?.valueLocation) == "7:15")
    #expect(XMLTest.at(children[3].textLocation) == "3:41")
    #expect(XMLTest.at(root.textLocation) == "7:5")
    #expect(children.allSatisfy { $0.location.file == XMLTest.file })
  }

  @Test func ignoresAByteOrderMarkInColumns() throws {
    let root = try XMLDocumentReader.parse(
      [0xEF, 0xBB, 0xBF] + Array("<a b='1'/>".utf8),
      file: "bom.xml"
    )
    #expect(root.location == SourceLocation(file: "bom.xml", line: 1, column: 1))
    #expect(XMLTest.at(root.attributes.first?.location) == "1:4")
  }

  @Test(arguments: [
    ("<a>text</a>", "1:4"),
    ("<a>\n   text</a>", "2:4"),
    ("<a> <!-- c --> <?p?> \n <b/> x</a>", "2:7"),
    ("<a><![CDATA[  \n ]]> <![CDATA[ y]]></a>", "2:16"),
    ("<a>&#32;&#x9;&#10; z</a>", "1:20"),
    ("<a>&#65;</a>", "1:4"),
    ("<a>&lt;</a>", "1:4"),
    ("<a><b>inner</b></a>", "none"),
    ("<a>\n  <b/>\n</a>", "none"),
    ("<a><![CDATA[ ]]>&#32;</a>", "none"),
  ])
  func recordsTheFirstNonWhitespaceTextDirectlyInside(text: String, expected: String) throws {
    let root = try XMLTest.parse(text)
    #expect(XMLTest.at(root.textLocation) == expected)
  }

  @Test func textLocationBelongsToTheElementThatHoldsTheText() throws {
    let root = try XMLTest.parse("<a><b>1<c/>2</b>\n  3<d>4</d></a>")
    #expect(XMLTest.at(root.textLocation) == "2:3")
    let b = root.children[0]
    #expect(XMLTest.at(b.textLocation) == "1:7")
    #expect(b.children[0].textLocation == nil)
    #expect(XMLTest.at(root.children[1].textLocation) == "2:7")
  }

  @Test func namespaceDeclarationsAreNotAttributes() throws {
    let root = try XMLTest.parse(
      #"<a xmlns="urn:d" xmlns:p="urn:p" p:x="1" y="2"><p:b/><c xmlns=""/></a>"#
    )
    #expect(root.attributes.map(\.qualifiedName) == ["p:x", "y"])
    #expect(root.attributes.map(\.namespaceURI) == ["urn:p", nil])
    #expect(XMLTest.at(root.attributes.first?.location) == "1:34")
    #expect(root.children.map(\.namespaceURI) == ["urn:p", nil])
    #expect(root.children.map(\.name) == ["b", "c"])
  }

  @Test func locatesElementsPastLine65535() throws {
    let lines = 70_123
    let text = "<a>" + String(repeating: "\n", count: lines - 1) + "  <b c='d'/>\n</a>"
    let root = try XMLTest.parse(text)
    let b = try #require(root.children.first)
    #expect(b.location == XMLTest.location(lines, 3))
    #expect(XMLTest.at(b.attributes.first?.valueLocation) == "\(lines):9")
    let error = XMLTest.failure(
      "<a>" + String(repeating: "\n", count: lines - 1) + "  <b></c></a>"
    )
    #expect(error?.code == "xml-malformed")
    #expect(XMLTest.at(error?.location) == "\(lines):10")
  }

  @Test func readsAFixtureFile() throws {
    let path = fixturePath("android-layout.xml")
    let root = try XMLDocumentReader.read(file: path)
    #expect(root.location == SourceLocation(file: path, line: 2, column: 1))
    #expect(root.name == "FrameLayout")
    #expect(root.attributes.count == 2)
    let text = try #require(root.children.first)
    #expect(text.name == "TextView")
    #expect(text.location == SourceLocation(file: path, line: 6, column: 5))
    let width = try #require(text.attribute("layout_width", namespace: XMLNamespace.android))
    #expect(width.value == "wrap_content")
    #expect(width.location == SourceLocation(file: path, line: 8, column: 9))
    #expect(width.valueLocation == SourceLocation(file: path, line: 8, column: 31))
    let tools = try #require(text.attribute("text", namespace: XMLNamespace.tools))
    #expect(tools.value == "Héllo")
    #expect(root.children.map(\.name) == ["TextView", "ImageView"])
  }

  @Test func parsesConcurrentlyWithoutMixingResultsOrErrors() async throws {
    let results = await withTaskGroup(of: (Int, String).self) { group in
      for index in 0..<64 {
        group.addTask {
          let text =
            index.isMultiple(of: 2)
            ? "<a>\n" + String(repeating: "<b i='\(index)'/>\n", count: 200) + "</a>"
            : "<a>\n" + String(repeating: "<b/>\n", count: index) + "</c>"
          do throws(XMLError) {
            let root = try XMLDocumentReader.parse(Array(text.utf8), file: "f\(index).xml")
            return (index, "ok \(root.children.count) \(root.children[199].attributes[0].value)")
          } catch {
            return (index, error.diagnostic.description)
          }
        }
      }
      var collected: [Int: String] = [:]
      for await (index, result) in group { collected[index] = result }
      return collected
    }
    for index in 0..<64 {
      let expected =
        index.isMultiple(of: 2)
        ? "ok 200 \(index)"
        : "f\(index).xml:\(index + 2):5: error: malformed XML: opening and ending tag mismatch: "
          + "a line 1 and c"
      #expect(results[index] == expected)
    }
  }
}

/// The path of a file in `Tests/SceneDiffXMLTests/Fixtures`.
func fixturePath(_ name: String) -> String {
  TestPaths.fixtures(of: "SceneDiffXMLTests") + "/" + name
}
