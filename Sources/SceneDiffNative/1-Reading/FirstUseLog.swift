/// The uses of a scene's ids (or of its transition names) in document order, checked for
/// repeats once the scene is read.
///
/// Looking each value up as it is read probes a table with room for all of the scene's values:
/// at 1,000,000 views about 50 MB, where nearly every probe misses the caches. While every value
/// is short ASCII (``FirstUseTable/key(_:)``), the log only appends each value's key and where
/// it was used; ``takeRepeats()`` then splits the uses into buckets of about 4,096 by the top bits
/// of their hash, keeping document order within each, and looks one bucket at a time up in a
/// table that stays in the cache. A value's uses all fall into one bucket, in order, so the same
/// uses are repeats, with the same first uses, as when each was looked up as it was read.
///
/// The first value that is not short ASCII ends the recording: the uses recorded so far are
/// looked up in order, and every later one as it comes (``FirstUseTable`` answering, as before).
struct FirstUseLog {
  /// One use of a short ASCII value.
  private struct Use {
    /// The value's key (``FirstUseTable/key(_:)``).
    var key: (low: UInt64, high: UInt64)
    /// Where it was used.
    var use: FirstUse
  }

  /// The uses recorded, in document order (emptied once they are looked up).
  private var uses: [Use] = []
  /// Whether uses are still recorded rather than looked up.
  private var isRecording = true
  /// The table uses are looked up in: a bucket's at a time, or every value once recording ended
  /// early.
  private var table = FirstUseTable()
  /// The repeats found among recorded uses.
  private var repeats: [FirstUseRepeat] = []

  /// The uses recorded, or the values looked up once recording ended.
  var count: Int { isRecording ? uses.count : table.count }

  /// Makes room for `capacity` uses (or values) without growing.
  mutating func reserveCapacity(_ capacity: Int) {
    if isRecording {
      uses.reserveCapacity(capacity)
    } else {
      table.reserveCapacity(capacity)
    }
  }

  /// Records a use of the value `bytes` (spelled `string`) at `here`.
  ///
  /// - Returns: Where the value was first used if it was used before and recording has ended;
  ///   otherwise `nil` (a repeat found later is in ``takeRepeats()``).
  mutating func record(
    _ bytes: UnsafeBufferPointer<UInt8>,
    spelled string: String,
    at here: FirstUse
  ) -> FirstUse? {
    if isRecording {
      if let key = FirstUseTable.key(bytes) {
        uses.append(Use(key: key, use: here))
        return nil
      }
      isRecording = false
      lookUp(0..<uses.count, in: uses)
      uses = []
    }
    return table.firstUse(of: bytes, spelled: string, at: here)
  }

  /// Every use of a value used before that ``record(_:spelled:at:)`` did not return, with where
  /// the value was first used; ends the recording.
  mutating func takeRepeats() -> [FirstUseRepeat] {
    if isRecording {
      isRecording = false
      lookUpInBuckets()
    }
    defer { repeats = [] }
    return repeats
  }

  /// Looks the recorded uses up a bucket at a time (all at once when there are few).
  private mutating func lookUpInBuckets() {
    var bits = 0
    while uses.count >> bits > 4096 { bits += 1 }
    guard bits > 0 else {
      lookUp(0..<uses.count, in: uses)
      uses = []
      return
    }
    let shift = UInt64(64 - bits)
    let table = self.table
    func bucket(_ use: Use) -> Int {
      Int(truncatingIfNeeded: UInt64(bitPattern: Int64(table.hash(use.key))) >> shift)
    }
    // Where each bucket starts in the sorted uses, and one past the last bucket's end.
    var starts = [Int](repeating: 0, count: (1 << bits) + 1)
    for use in uses { starts[bucket(use) + 1] += 1 }
    for index in 1..<starts.count { starts[index] += starts[index - 1] }
    var next = starts
    let sorted = [Use](unsafeUninitializedCapacity: uses.count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      for use in uses {
        let index = bucket(use)
        (base + next[index]).initialize(to: use)
        next[index] += 1
      }
      initialized = uses.count
    }
    uses = []
    // Room for a quarter more than the average bucket, so that the table seldom grows.
    self.table.reserveCapacity(sorted.count >> bits + sorted.count >> (bits + 2))
    for index in 0..<(1 << bits) {
      self.table.removeAll()
      lookUp(starts[index]..<starts[index + 1], in: sorted)
    }
  }

  /// Looks `uses[range]` up in ``table`` in order, noting each repeat.
  private mutating func lookUp(_ range: Range<Int>, in uses: [Use]) {
    uses.withUnsafeBufferPointer { uses in
      for use in uses[range] {
        if let first = table.firstUse(of: use.key, at: use.use) {
          let value = FirstUseTable.string(use.key)
          repeats.append(FirstUseRepeat(value: value, use: use.use, first: first))
        }
      }
    }
  }
}
