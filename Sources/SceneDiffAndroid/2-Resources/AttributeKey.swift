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
  /// A hash of the namespace and the name's UTF-8 bytes (FNV-1a, a word at a time), computed
  /// once.
  ///
  /// A key is looked up in the element's attributes and then in every style of the style,
  /// default-style and theme chains (often twenty dictionaries for an attribute no source
  /// sets); hashing this number instead of the name's bytes each time is what makes those
  /// lookups cheap. Two keys are equal when their namespaces and the names' UTF-8 bytes are
  /// (as aapt2 compares names).
  private let nameHash: UInt64

  /// Creates a key.
  init(isFramework: Bool, name: String) {
    self.isFramework = isFramework
    self.name = name
    let basis: UInt64 = isFramework ? 0xCBF2_9CE4_8422_2325 : 0x8422_2325_CBF2_9CE4
    self.nameHash =
      name.utf8.withContiguousStorageIfAvailable { Self.fnv1a($0, basis) }
      ?? Array(name.utf8).withUnsafeBufferPointer { Self.fnv1a($0, basis) }
  }

  /// FNV-1a over the bytes eight at a time (each 64-bit word is one step), then the last
  /// few one by one: the same spread for names, in an eighth of the steps.
  private static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>, _ basis: UInt64) -> UInt64 {
    var hash = basis ^ UInt64(bytes.count)
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 8 <= raw.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      hash = (hash ^ word) &* 0x0000_0100_0000_01B3
      hash ^= hash >> 29
      offset += 8
    }
    while offset < raw.count {
      hash = (hash ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01B3
      offset += 1
    }
    return hash
  }

  static func == (lhs: AttributeKey, rhs: AttributeKey) -> Bool {
    lhs.nameHash == rhs.nameHash && lhs.isFramework == rhs.isFramework && lhs.name == rhs.name
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(nameHash)
  }

  /// The hash dictionaries and sets use: ``nameHash`` mixed with the table's seed, without
  /// running `Hasher` (SipHash) on every lookup.
  ///
  /// This is the standard library's hook for a type whose hash is already computed
  /// (`Hashable._rawHashValue(seed:)`); the seed still changes the value per table, as the
  /// standard library expects, and the multiply-and-shift mix spreads the FNV bits into the
  /// low bits a table indexes with.
  func _rawHashValue(seed: Int) -> Int {
    var mixed = (nameHash ^ UInt64(UInt(bitPattern: seed))) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= mixed >> 32
    return Int(truncatingIfNeeded: mixed)
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

  /// Framework attributes first, then by name.
  static func < (lhs: AttributeKey, rhs: AttributeKey) -> Bool {
    (lhs.isFramework ? 0 : 1, lhs.name) < (rhs.isFramework ? 0 : 1, rhs.name)
  }
}
