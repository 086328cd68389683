import Foundation
import SceneDiffCore

/// An attribute's name as Android keys it: a framework attribute (`android:layout_width`) or an
/// app or library one (`app:layout_behavior`, `card_view:cardElevation`, all in `res-auto`).
///
/// Layout files write the namespace as an XML prefix; style items write `android:` or nothing
/// (`<item name="layout_behavior">`); theme references write `?android:attr/x` or `?attr/x`.
struct AttributeKey: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Whether it is in the `android` namespace.
  let isFramework: Bool
  /// The name without prefix.
  let name: String
  /// A hash of the namespace and the name's UTF-8 bytes, computed once with the standard
  /// library's `Hasher` (SipHash, seeded at random per process).
  ///
  /// A key is looked up in the element's attributes and then in every style of the style,
  /// default-style and theme chains (often twenty dictionaries for an attribute no source
  /// sets); hashing this number instead of the name's bytes each time is what makes those
  /// lookups cheap. It is keyed so that names written to collide (a values file of
  /// thousands of crafted style items) cannot turn lookups quadratic, as an unkeyed hash
  /// such as FNV would let them. Two keys are equal when their namespaces and the names'
  /// UTF-8 bytes are (as aapt2 compares names).
  private let nameHash: Int

  /// Creates a key.
  init(isFramework: Bool, name: String) {
    self.isFramework = isFramework
    self.name = name
    var hasher = Hasher()
    hasher.combine(isFramework)
    var bytes = name
    bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    nameHash = hasher.finalize()
  }

  static func == (lhs: AttributeKey, rhs: AttributeKey) -> Bool {
    lhs.nameHash == rhs.nameHash && lhs.isFramework == rhs.isFramework
      && lhs.name.hasSameUTF8(as: rhs.name)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(nameHash)
  }

  /// The hash dictionaries and sets use: ``nameHash`` mixed with the table's seed, without
  /// running `Hasher` again on every lookup.
  ///
  /// `_rawHashValue(seed:)` is the standard library's `Hashable` requirement for a type whose
  /// hash is already computed; its default runs ``hash(into:)`` through a fresh `Hasher`. The
  /// mix (xor the seed, multiply by an odd constant, fold the high half down) spreads
  /// ``nameHash``'s bits into the low bits a table indexes with; ``nameHash`` itself is keyed,
  /// so crafted names still cannot choose their buckets.
  func _rawHashValue(seed: Int) -> Int {
    var mixed = UInt64(UInt(bitPattern: nameHash ^ seed)) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= mixed >> 32
    return Int(truncatingIfNeeded: mixed)
  }

  /// One of 64 bits, chosen by the key's hash, for a summary of a set of keys
  /// (``ViewAttributes/elementKeys``): a set whose summary lacks a key's bit cannot hold the key.
  var summaryBit: UInt64 { 1 << UInt64(truncatingIfNeeded: nameHash & 63) }

  /// The summary of `keys`: their ``summaryBit``s together.
  static func summary(of keys: some Sequence<AttributeKey>) -> UInt64 {
    var bits: UInt64 = 0
    for key in keys { bits |= key.summaryBit }
    return bits
  }

  /// A framework attribute, `android:name`.
  static func android(_ name: String) -> AttributeKey {
    AttributeKey(isFramework: true, name: name)
  }

  /// An app or library attribute, `app:name`.
  static func app(_ name: String) -> AttributeKey { AttributeKey(isFramework: false, name: name) }

  /// A style item's `name`: `android:x` is a framework attribute, `x` (or `app:x`) an app one.
  init(styleItem text: String) {
    if text.hasPrefix("android:") {
      self.init(isFramework: true, name: String(text.dropFirst("android:".count)))
    } else if let colon = text.firstIndex(of: ":") {
      self.init(isFramework: false, name: String(text[text.index(after: colon)...]))
    } else {
      self.init(isFramework: false, name: text)
    }
  }

  /// `android:name` or `app:name`.
  var description: String { (isFramework ? "android:" : "app:") + name }

  /// Framework attributes first, then by the names' UTF-8 bytes (code point order, as equality
  /// compares bytes).
  static func < (lhs: AttributeKey, rhs: AttributeKey) -> Bool {
    guard lhs.isFramework == rhs.isFramework else { return lhs.isFramework }
    return lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
  }
}
