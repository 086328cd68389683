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
    func u16be(_ at: Int) -> Int? {
      at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }
    func u16le(_ at: Int) -> Int? {
      at + 2 <= bytes.count ? Int(bytes[at + 1]) << 8 | Int(bytes[at]) : nil
    }
    func u24le(_ at: Int) -> Int? {
      at + 3 <= bytes.count
        ? Int(bytes[at + 2]) << 16 | Int(bytes[at + 1]) << 8 | Int(bytes[at]) : nil
    }
    func u32be(_ at: Int) -> Int? {
      guard let high = u16be(at), let low = u16be(at + 2) else { return nil }
      return high << 16 | low
    }
    func valid(_ width: Int?, _ height: Int?) -> PixelSize? {
      guard let width, let height, (1...1 << 24).contains(width), (1...1 << 24).contains(height)
      else { return nil }
      return PixelSize(width: width, height: height)
    }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
      return valid(u32be(16), u32be(20))
    }
    if bytes.starts(with: [0xFF, 0xD8]) {
      var index = 2
      while index + 9 < bytes.count {
        guard bytes[index] == 0xFF else { return nil }
        let marker = bytes[index + 1]
        if marker == 0xFF {
          index += 1
          continue
        }
        guard let length = u16be(index + 2), length >= 2 else { return nil }
        let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
        if isFrame { return valid(u16be(index + 7), u16be(index + 5)) }
        index += 2 + length
      }
      return nil
    }
    if bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
      switch chunk {
      case "VP8 ":
        guard let width = u16le(26), let height = u16le(28) else { return nil }
        return valid(width & 0x3FFF, height & 0x3FFF)
      case "VP8L":
        guard bytes.count >= 25 else { return nil }
        let bits =
          Int(bytes[21]) | Int(bytes[22]) << 8 | Int(bytes[23]) << 16 | Int(bytes[24]) << 24
        return valid((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
      case "VP8X":
        return valid(u24le(24).map { $0 + 1 }, u24le(27).map { $0 + 1 })
      default: return nil
      }
    }
    if bytes.starts(with: Array("GIF8".utf8)) {
      return valid(u16le(6), u16le(8))
    }
    return nil
  }
}
