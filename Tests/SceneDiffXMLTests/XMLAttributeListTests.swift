import Testing

@testable import SceneDiffXML

/// The fast path's attribute list: appends past its first room of 16, empties without losing
/// what it lends out next.
@Suite struct XMLAttributeListTests {
  /// Attribute `index`: name `index*10 ..< index*10+3`, value `index*10+5 ..< index*10+9`, on
  /// line `index + 1`, name at column 2 and value at column 7.
  private static func attribute(_ index: Int) -> XMLStreamAttribute {
    XMLStreamAttribute(
      name: (index * 10)..<(index * 10 + 3),
      hasNamespace: index % 2 == 1,
      value: (index * 10 + 5)..<(index * 10 + 9),
      namePosition: XMLTextPosition(offset: index * 10, line: index + 1, column: 2),
      valuePosition: XMLTextPosition(offset: index * 10 + 5, line: index + 1, column: 7)
    )
  }

  @Test func appendsPastItsRoomAndEmpties() {
    let list = XMLAttributeList()
    #expect(list.buffer.isEmpty)
    // 40 attributes: the room of 16 doubles twice (32, 64); each keeps its place.
    for index in 0..<40 { list.append(Self.attribute(index)) }
    #expect(list.count == 40)
    #expect(Array(list.buffer) == (0..<40).map { Self.attribute($0) })
    // Attribute 39: name 390..<393, value 395..<399, line 40.
    #expect(list.buffer[39].name == 390..<393)
    #expect(list.buffer[39].value == 395..<399)
    #expect(list.buffer[39].namePosition.line == 40)
    list.removeAll()
    #expect(list.count == 0)
    #expect(list.buffer.isEmpty)
    list.append(Self.attribute(7))
    #expect(Array(list.buffer) == [Self.attribute(7)])
  }
}
