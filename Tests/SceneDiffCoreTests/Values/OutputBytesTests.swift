import Testing

@testable import SceneDiffCore

@Suite struct OutputBytesTests {
  @Test func appendsEveryWayAndGrows() {
    // The smallest storage is 16 bytes: 1 + 3 + 40 + 2 + 1 = 47 bytes make it grow twice.
    var out = OutputBytes(capacity: 1)
    out.append(UInt8(ascii: "["))
    out.append("abc")
    out.append(repeating: UInt8(ascii: " "), count: 40)
    out.append(utf8: "é")  // U+00E9: C3 A9 in UTF-8
    [UInt8(ascii: "]")].withUnsafeBufferPointer { out.append(contentsOf: $0) }
    #expect(out.count == 47)
    let expected: [UInt8] =
      Array("[abc".utf8) + Array(repeating: 0x20, count: 40) + [0xC3, 0xA9, 0x5D]
    #expect(out.array() == expected)
    #expect(
      out.withBytes { String(decoding: $0, as: UTF8.self) } == "[abc"
        + String(repeating: " ", count: 40) + "é]"
    )
  }

  @Test func removeAllKeepsWriting() {
    var out = OutputBytes()
    out.append("first")
    out.removeAll()
    #expect(out.count == 0)
    out.append(repeating: UInt8(ascii: "x"), count: 0)
    out.append("second")
    #expect(out.array() == Array("second".utf8))
  }

  @Test func deepNestingIndentsEveryLevel() {
    // 70 nested arrays: the innermost `1` is on a line of 70 × 2 = 140 spaces.
    var value = JSONValue.array([.int(1), .array([])])
    for _ in 1..<70 { value = .array([value]) }
    let lines = value.render().split(separator: "\n")
    #expect(lines.contains { $0 == Substring(String(repeating: " ", count: 140) + "1,") })
  }
}
