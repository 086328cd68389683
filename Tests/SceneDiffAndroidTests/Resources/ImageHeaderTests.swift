import Testing

@testable import SceneDiffAndroid

/// Bitmap sizes read from hand-built headers of each format.
@Suite struct ImageHeaderTests {
  /// The 12 bytes `RIFF`, a size, `WEBP`, followed by `chunk`.
  static func webp(_ chunk: [UInt8]) -> [UInt8] {
    Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + chunk
  }

  static let cases: [(String, [UInt8], Int?, Int?)] = [
    // Signature, IHDR length 13, "IHDR", width 0x0000012C = 300, height 2 (big-endian).
    (
      "png",
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0x01, 0x2C, 0, 0, 0, 2],
      300, 2
    ),
    // A zero width is a damaged header.
    (
      "png-zero-width",
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0, 0, 0, 0, 0, 2],
      nil, nil
    ),
    // SOI; APP0 of length 16 (skipped: next marker at 2 + 2 + 16 = 20); DHT (0xC4, not a
    // frame) of length 4 at 20 (next at 26); SOF0 at 26: length, precision, height 0x0064 =
    // 100 at 31, width 0x00C8 = 200 at 33.
    (
      "jpeg",
      [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14)
        + [0xFF, 0xC4, 0x00, 0x04, 0, 0]
        + [0xFF, 0xC0, 0x00, 0x11, 8, 0x00, 0x64, 0x00, 0xC8, 3, 0, 0],
      200, 100
    ),
    // GIF: width 0x0140 = 320 and height 0x00F0 = 240, little-endian at 6 and 8.
    ("gif", Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00], 320, 240),
    // VP8: 14-bit width 0x0280 = 640 and height 0x01E0 = 480, little-endian at 26 and 28.
    (
      "webp-lossy",
      webp(Array("VP8 ".utf8) + [UInt8](repeating: 0, count: 10) + [0x80, 0x02, 0xE0, 0x01]),
      640, 480
    ),
    // VP8L: after the 0x2F signature at 20, bits 0–13 are width − 1 and bits 14–27 height − 1:
    // 399 | 299 << 14 = 399 + 4 898 816 = 4 899 215 = 0x4AC18F → 400 × 300.
    (
      "webp-lossless",
      webp(Array("VP8L".utf8) + [0, 0, 0, 0, 0x2F, 0x8F, 0xC1, 0x4A, 0x00, 0, 0, 0, 0, 0]),
      400, 300
    ),
    // VP8X: 24-bit width − 1 at 24 (1919 = 0x00077F) and height − 1 at 27 (1079 = 0x000437).
    (
      "webp-extended",
      webp(
        Array("VP8X".utf8) + [0, 0, 0, 0, 0, 0, 0, 0, 0x7F, 0x07, 0x00, 0x37, 0x04, 0x00]
      ),
      1920, 1080
    ),
    ("unknown", Array("BM".utf8) + [UInt8](repeating: 0, count: 40), nil, nil),
  ]

  @Test(arguments: cases)
  func size(name: String, bytes: [UInt8], width: Int?, height: Int?) {
    let size = ImageHeader.pixelSize(of: bytes)
    #expect(size?.width == width, "\(name)")
    #expect(size?.height == height, "\(name)")
  }
}
