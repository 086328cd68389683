import Testing

@testable import SceneDiffCore

/// `ShortASCII` makes the same strings `String(decoding:as:)` makes from 1 to 15 ASCII bytes,
/// reads them back, refuses everything else; `JSONValue.writeString` writes the same bytes
/// through it as a byte-by-byte escaper written here.
@Suite struct ShortASCIITests {
  /// Strings of every length from 0 to 20, of every byte class the writer treats apart.
  static let samples: [String] = {
    var samples = [""]
    let alphabet = Array("abcXYZ019_-.:/ ~".utf8)
    for length in 1...20 {
      let bytes = (0..<length).map { alphabet[($0 * 7) % alphabet.count] }
      samples.append(String(decoding: bytes, as: UTF8.self))
    }
    samples += ["\"", "a\"b", "a\\b", "tab\there", "line\nfeed", "\u{01}", "bell\u{07}", "é", "aé"]
    samples += ["v12", "tv7", "fifteen_bytes_x", "sixteen_bytes_xy", "\u{7F}"]
    return samples
  }()

  /// The JSON text of a string, escaped byte by byte as JSON requires (the writer's rule for
  /// control characters: the short escapes where JSON has one, else `\u00XX`).
  static func expectedJSON(_ string: String) -> [UInt8] {
    var out = Array("\"".utf8)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += Array("\\\"".utf8)
      case "\\": out += Array("\\\\".utf8)
      case "\n": out += Array("\\n".utf8)
      case "\r": out += Array("\\r".utf8)
      case "\t": out += Array("\\t".utf8)
      case "\u{08}": out += Array("\\b".utf8)
      case "\u{0C}": out += Array("\\f".utf8)
      default:
        if scalar.value < 0x20 {
          let digits = Array("0123456789abcdef".utf8)
          out += Array("\\u00".utf8)
          out += [digits[Int(scalar.value >> 4)], digits[Int(scalar.value & 15)]]
        } else {
          out += Array(String(scalar).utf8)
        }
      }
    }
    return out + Array("\"".utf8)
  }

  @Test func theStandardLibraryStoresShortStringsAsExpected() {
    // The package is built for 64-bit little-endian platforms, where the check holds.
    #expect(ShortASCII.isSupported)
  }

  @Test func wordsHoldTheBytesAndTheLength() throws {
    let bytes = Array("abcdefghijk".utf8)
    let words = try #require(bytes.withUnsafeBufferPointer { ShortASCII.words($0) })
    // "abcdefgh" little-endian, then "ijk" and the length 11 in the highest byte.
    #expect(words.low == 0x6867_6665_6463_6261)
    #expect(words.high == 0x0B00_0000_006B_6A69)
  }

  @Test func onlyOneToFifteenASCIIBytesHaveWords() {
    for string in Self.samples {
      let bytes = Array(string.utf8)
      let words = bytes.withUnsafeBufferPointer { ShortASCII.words($0) }
      let expected = (1...15).contains(bytes.count) && bytes.allSatisfy { $0 < 0x80 }
      #expect((words != nil) == expected, "\(bytes)")
    }
  }

  @Test func stringsMadeFromWordsEqualDecodedOnes() throws {
    try #require(ShortASCII.isSupported)
    for string in Self.samples {
      let bytes = Array(string.utf8)
      guard let words = bytes.withUnsafeBufferPointer({ ShortASCII.words($0) }) else { continue }
      let made = ShortASCII.string(words)
      let decoded = String(decoding: bytes, as: UTF8.self)
      #expect(made == decoded)
      #expect(Array(made.utf8) == bytes)
      #expect(made.hashValue == decoded.hashValue)
      #expect(Set([made, decoded]).count == 1)
    }
  }

  @Test func wordsOfAStringAreThoseOfItsBytesOrNone() throws {
    try #require(ShortASCII.isSupported)
    for string in Self.samples {
      let bytes = Array(string.utf8)
      let fromBytes = bytes.withUnsafeBufferPointer { ShortASCII.words($0) }
      let fromString = ShortASCII.words(of: string)
      #expect(fromString?.low == fromBytes?.low)
      #expect(fromString?.high == fromBytes?.high)
    }
    // A string stored out of line (made longer, then cut) has no words even when short.
    var long = String(repeating: "x", count: 40)
    long.removeLast(35)
    if ShortASCII.words(of: long) != nil { #expect(Array(long.utf8) == Array("xxxxx".utf8)) }
  }

  @Test func writeStringWritesEveryStringEscapedAsJSONRequires() {
    for string in Self.samples {
      var out = OutputBytes(capacity: 16)
      // Something before it, so that the stores of the short path land after other bytes.
      out.append(UInt8(ascii: "["))
      JSONValue.writeString(string, to: &out)
      out.append(UInt8(ascii: "]"))
      #expect(out.array() == Array("[".utf8) + Self.expectedJSON(string) + Array("]".utf8))
    }
  }
}
