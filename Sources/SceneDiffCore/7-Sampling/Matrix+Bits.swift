extension Matrix {
  /// Whether the nine values of `self` and `other` are the same bit for bit (so `0` and `-0`
  /// differ, and a NaN equals the same NaN): what a frame may keep when a parent's placement
  /// has not changed, since everything computed from two such matrices is the same bit for bit.
  func hasSameBits(as other: Matrix) -> Bool {
    withUnsafeBytes(of: self) { a in
      withUnsafeBytes(of: other) { b in
        for offset in stride(from: 0, to: MemoryLayout<Matrix>.size, by: 8)
        where a.load(fromByteOffset: offset, as: UInt64.self)
          != b.load(fromByteOffset: offset, as: UInt64.self)
        {
          return false
        }
        return true
      }
    }
  }
}
