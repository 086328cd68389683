extension String {
  /// Whether every UTF-8 byte of the string is below 128.
  ///
  /// A native string's bytes are or-ed together in place, a loop the compiler vectorizes;
  /// `utf8.allSatisfy { $0 < 0x80 }` stepped through the view's generic indexes, about seven
  /// instructions a byte. Bridged strings take that path.
  var isAllASCII: Bool {
    let inPlace = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      var bits: UInt8 = 0
      for byte in bytes { bits |= byte }
      return bits < 0x80
    }
    return inPlace ?? utf8.allSatisfy { $0 < 0x80 }
  }
}
