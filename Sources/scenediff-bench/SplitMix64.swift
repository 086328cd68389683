/// SplitMix64 (Steele, Lea and Flood 2014): a tiny, fast, seeded pseudo-random generator.
///
/// The benchmark draws every random choice from one of these, with its own bounded and
/// fractional helpers rather than the standard library's `random(in:using:)`, so that a seed
/// gives byte-identical scenes on every platform and Swift version.
struct SplitMix64: RandomNumberGenerator {
  /// The generator's whole state.
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (multiply-shift; the bias is far below anything measurable here).
  ///
  /// - Parameter bound: The exclusive upper bound; a bound of 0 or less gives 0.
  /// - Returns: The number.
  mutating func below(_ bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in `range`, both ends included.
  ///
  /// - Parameter range: The range to draw from.
  /// - Returns: The number.
  mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// A fraction in `0..<1` with 53 random bits.
  mutating func fraction() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// `true` with probability `probability`.
  ///
  /// - Parameter probability: The chance of `true`, from 0 to 1.
  /// - Returns: The outcome.
  mutating func chance(_ probability: Double) -> Bool {
    fraction() < probability
  }

  /// Shuffles `array` in place (Fisher–Yates), reproducibly.
  ///
  /// - Parameter array: The elements to shuffle.
  mutating func shuffle<Element>(_ array: inout [Element]) {
    guard array.count > 1 else { return }
    for i in stride(from: array.count - 1, to: 0, by: -1) {
      array.swapAt(i, below(i + 1))
    }
  }
}
