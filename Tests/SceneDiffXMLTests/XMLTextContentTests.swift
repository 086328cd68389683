import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffXML

@Suite struct XMLTextContentTests {
  @Test func directTextIsKeptWithCharacterReferencesResolved() throws {
    let root = try XMLDocumentReader.parse(
      Array("<r><integer name='a'> 3&#48;0 </integer><s>a<b/>c</s><w>  </w></r>".utf8),
      file: "t.xml"
    )
    #expect(root.children.map(\.text) == [" 300 ", "ac", ""])
    #expect(root.text == "")
  }
}
