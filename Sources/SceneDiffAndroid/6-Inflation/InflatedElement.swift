import SceneDiffCore

/// A view element after `LayoutInflater`'s structural rules, before its attributes are read.
///
/// `<include>` has been replaced by the included layout's root (or its `<merge>` children),
/// `<layout>`/`<data>` wrappers, `<requestFocus>` and `<tag>` are gone, `<view class="…">`
/// names its class, and `tools:` attributes are dropped.
struct InflatedElement: Sendable, Hashable {
  /// The view class as written (`TextView`, `com.example.ChipRow`), or `ViewStub`.
  var className: String
  /// Android and app attributes of the element (`android:*`, `app:*`, any `res-auto` or
  /// `res/<package>` prefix), by key.
  var attributes: [AttributeKey: AttributeValue]
  /// When an `<include>` with both `layout_width` and `layout_height` replaced this root, its
  /// `layout_*` attributes: the only source of the layout parameters (§11).
  var includeLayoutParams: [AttributeKey: AttributeValue]?
  /// Where the element starts.
  var location: SourceLocation
  /// The file the element is in (an included layout's own file).
  var file: String
  /// Child views in order.
  var children: [InflatedElement]
  /// The view's identity across changes (`file#n`, numbered before changes are applied).
  var instance: String?

  /// `android:id` without its `@+id/` prefix, if the element has one.
  var id: String? {
    attributes[ViewAttributeName.id.key].flatMap { InflatedElement.idName($0.text) }
  }

  /// The id an `@+id/x`, `@id/x` or `@android:id/x` value names (`x`), `nil` for other text.
  ///
  /// `@+id/name` and `@id/name` with a name of ASCII letters, digits, `_` and `.` (nearly every
  /// id) are read on their bytes in place (``plainIDName(_:)``); the general reading trims the
  /// text and parses a reference, making its type and name, about 1,300 instructions an id.
  static func idName(_ text: String) -> String? {
    if let plain = text.utf8.withContiguousStorageIfAvailable(plainIDName), let plain {
      return plain
    }
    guard let reference = ResourceReference(text.trimmingWhitespaces),
      reference.type == "id"
    else { return nil }
    return reference.name
  }

  /// The name of `@+id/name` or `@id/name` from its UTF-8 `bytes` when the name is a non-empty
  /// run of ASCII letters, digits, `_` and `.`; `nil` for any other text.
  ///
  /// Such a text has nothing to trim (it starts with `@` and ends with a name's byte) and reads
  /// as a reference of type `id` with that name, so ``idName(_:)`` would give the same.
  private static func plainIDName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let at = UInt8(ascii: "@")
    let slash = UInt8(ascii: "/")
    let (i, d) = (UInt8(ascii: "i"), UInt8(ascii: "d"))
    let start: Int
    if bytes.count > 5, bytes[0] == at, bytes[1] == UInt8(ascii: "+"), bytes[2] == i,
      bytes[3] == d, bytes[4] == slash
    {
      start = 5
    } else if bytes.count > 4, bytes[0] == at, bytes[1] == i, bytes[2] == d, bytes[3] == slash {
      start = 4
    } else {
      return nil
    }
    for byte in bytes[start...] {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
        continue
      default:
        return nil
      }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
  }
}
