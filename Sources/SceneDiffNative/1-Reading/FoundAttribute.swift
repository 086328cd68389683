import SceneDiffXML

/// A known attribute of the view being read: its value's bytes (valid only while the view's
/// start tag is being read) and where it is written.
struct FoundAttribute {
  /// Which attribute.
  var attribute: ViewAttribute
  /// The value, entities resolved.
  var value: UnsafeBufferPointer<UInt8>
  /// Where the name begins.
  var namePosition: XMLTextPosition
  /// Where the value begins.
  var valuePosition: XMLTextPosition

  /// The value as a `String`.
  var string: String { String(decoding: value, as: UTF8.self) }
}
