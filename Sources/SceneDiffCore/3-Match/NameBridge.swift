/// Matching by `transitionName` and by `id` over the two scenes' ``InternedNames``: counts in
/// arrays, and no string looked up when the end scene was numbered against the start's (as the
/// planner numbers it); otherwise each start string looked up in the end scene's table at most
/// once.
struct NameBridge {
  /// The start scene.
  let start: FlatScene
  /// The end scene.
  let end: FlatScene
  /// Whether each start string has the same number in the end scene's names.
  private let sharesNumbers: Bool
  /// Each start string's number in the end scene's table: `-1` none, `-2` not looked up yet
  /// (empty when ``sharesNumbers``).
  private var toEnd: [Int32]

  /// Prepares the bridge between two scenes.
  init(start: FlatScene, end: FlatScene) {
    self.start = start
    self.end = end
    sharesNumbers = end.names.sharesNumbers(with: start.names)
    toEnd = sharesNumbers ? [] : [Int32](repeating: -2, count: start.names.count)
  }

  /// The candidate pairs of one kind, in start document order: each captured start view whose
  /// name (or id, with `byID`, for views that match by id) occurs on no other captured start
  /// view, with the one captured end view that has it, when exactly one does (Android's
  /// duplicate rule on both sides).
  mutating func pairs(_ startCapture: Capture, _ endCapture: Capture, byID: Bool) -> [(
    start: Int, end: Int
  )] {
    let startNumbers = Self.numbers(start, byID: byID)
    let endNumbers = Self.numbers(end, byID: byID)
    let startOwner = Self.owners(startNumbers, startCapture, count: start.names.count)
    let endOwner = Self.owners(endNumbers, endCapture, count: end.names.count)
    var result: [(start: Int, end: Int)] = []
    // Room for a pair per start view, the most there can be (pages never written take no
    // memory): the array is written once, not again each time it doubled.
    result.reserveCapacity(startNumbers.count)
    for s in startNumbers.indices where startCapture.captured[s] {
      let n = Int(startNumbers[s])
      guard n >= 0, startOwner[n] == Int32(truncatingIfNeeded: s) else { continue }
      let m = sharesNumbers ? n : endNumber(n)
      guard m >= 0, endOwner[m] >= 0 else { continue }
      result.append((s, Int(endOwner[m])))
    }
    return result
  }

  /// The number in the end scene's table of start string `n`, `-1` for none, looked up once.
  private mutating func endNumber(_ n: Int) -> Int {
    if toEnd[n] == -2 { toEnd[n] = end.names.number(of: start.names.string(n)) ?? -1 }
    return Int(toEnd[n])
  }

  /// Each view's number for the kind: its name, or its id when it matches by id.
  private static func numbers(_ flat: FlatScene, byID: Bool) -> [Int32] {
    guard byID else { return flat.names.name }
    var numbers = flat.names.id
    for i in numbers.indices where !flat.entries[i].matchesByID { numbers[i] = -1 }
    return numbers
  }

  /// For each number, the one captured view that has it; `-1` when none does, `-2` when
  /// several do (negative either way: 4 bytes a number, where an `Int` and a seen flag took 9).
  private static func owners(_ numbers: [Int32], _ capture: Capture, count: Int) -> [Int32] {
    var owner = [Int32](repeating: -1, count: count)
    for i in numbers.indices where capture.captured[i] {
      let n = Int(numbers[i])
      guard n >= 0 else { continue }
      owner[n] = owner[n] == -1 ? Int32(truncatingIfNeeded: i) : -2
    }
    return owner
  }
}
