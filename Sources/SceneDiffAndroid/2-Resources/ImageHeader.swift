import Foundation
import SceneDiffCore

/// Reads the pixel size of a bitmap from its header, without decoding it: PNG (`IHDR`), JPEG
/// (the first start-of-frame marker), WebP (`VP8 `, `VP8L`, `VP8X`) and GIF.
enum ImageHeader {
  /// The most bytes read from a file while looking for the size.
  static let maxBytes = 1 << 20

  /// The width and height of the image in `path`, `nil` when it is not a bitmap SceneDiff
  /// reads or the header is damaged.
  static func pixelSize(ofFileAt path: String) -> PixelSize? {
    // FileHandle's throwing `read(upToCount:)` and `close()` came with macOS 10.15.4 and
    // iOS 13.4; older Apple systems read the whole file instead (Docs/platforms.md).
    guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else {
      return FileManager.default.contents(atPath: path).flatMap {
        pixelSize(of: [UInt8]($0.prefix(maxBytes)))
      }
    }
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: maxBytes) else { return nil }
    return pixelSize(of: [UInt8](data))
  }

  /// The width and height encoded in `bytes`.
  static func pixelSize(of bytes: [UInt8]) -> PixelSize? {
    let header = Header(bytes: bytes)
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      return pngSize(header)
    }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpegSize(header) }
    if bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      return webpSize(header)
    }
    if bytes.starts(with: Array("GIF8".utf8)) {
      return valid(header.u16le(6), header.u16le(8))
    }
    return nil
  }

  /// A PNG's size, from its first chunk, `IHDR`.
  private static func pngSize(_ header: Header) -> PixelSize? {
    let bytes = header.bytes
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    return valid(header.u32be(16), header.u32be(20))
  }

  /// A JPEG's size, from the first start-of-frame marker (`SOF0`…`SOF15` but `DHT`, `JPG` and
  /// `DAC`), skipping the segments before it.
  private static func jpegSize(_ header: Header) -> PixelSize? {
    let bytes = header.bytes
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      guard let length = header.u16be(index + 2), length >= 2 else { return nil }
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame { return valid(header.u16be(index + 7), header.u16be(index + 5)) }
      index += 2 + length
    }
    return nil
  }

  /// A WebP's size, from its first chunk: lossy `VP8 `, lossless `VP8L` or extended `VP8X`.
  private static func webpSize(_ header: Header) -> PixelSize? {
    let bytes = header.bytes
    let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
    switch chunk {
    case "VP8 ":
      guard let width = header.u16le(26), let height = header.u16le(28) else { return nil }
      return valid(width & 0x3FFF, height & 0x3FFF)
    case "VP8L":
      guard bytes.count >= 25 else { return nil }
      let bits =
        Int(bytes[21]) | Int(bytes[22]) << 8 | Int(bytes[23]) << 16 | Int(bytes[24]) << 24
      return valid((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
    case "VP8X":
      return valid(header.u24le(24).map { $0 + 1 }, header.u24le(27).map { $0 + 1 })
    default: return nil
    }
  }

  /// A size when both sides are read and from 1 to 2²⁴ px.
  private static func valid(_ width: Int?, _ height: Int?) -> PixelSize? {
    guard let width, let height, (1...1 << 24).contains(width), (1...1 << 24).contains(height)
    else { return nil }
    return PixelSize(width: width, height: height)
  }

  /// The first bytes of a file, read as unsigned integers (`nil` past the end).
  private struct Header {
    /// The bytes.
    let bytes: [UInt8]

    /// A big-endian 16-bit integer at `at`.
    func u16be(_ at: Int) -> Int? {
      at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }

    /// A little-endian 16-bit integer at `at`.
    func u16le(_ at: Int) -> Int? {
      at + 2 <= bytes.count ? Int(bytes[at + 1]) << 8 | Int(bytes[at]) : nil
    }

    /// A little-endian 24-bit integer at `at`.
    func u24le(_ at: Int) -> Int? {
      at + 3 <= bytes.count
        ? Int(bytes[at + 2]) << 16 | Int(bytes[at + 1]) << 8 | Int(bytes[at]) : nil
    }

    /// A big-endian 32-bit integer at `at`.
    func u32be(_ at: Int) -> Int? {
      guard let high = u16be(at), let low = u16be(at + 2) else { return nil }
      return high << 16 | low
    }
  }
}
