extension Substring {
  /// Whether the text starts with `prefix`, exactly as `hasPrefix` answers, comparing bytes
  /// while the text is ASCII.
  ///
  /// `prefix` is ASCII without a carriage return. Where the text is ASCII too, its characters
  /// are its bytes, and an ASCII byte after the prefix cannot join the prefix's last
  /// character (only a line feed joins a carriage return); anywhere a non-ASCII byte decides,
  /// `hasPrefix` does, comparing `Character`s. `Substring.hasPrefix` always compared
  /// `Character`s, about 700 instructions for `?attr/` references' `android:` test.
  func hasASCIIPrefix(_ prefix: String) -> Bool {
    let bytes = utf8
    var index = bytes.startIndex
    for expected in prefix.utf8 {
      guard index != bytes.endIndex else { return false }
      let byte = bytes[index]
      if byte >= 0x80 { return hasPrefix(prefix) }
      if byte != expected { return false }
      index = bytes.index(after: index)
    }
    if index == bytes.endIndex || bytes[index] < 0x80 { return true }
    return hasPrefix(prefix)
  }
}
