/// Every distinct `transitionName` and `id` of a flattened scene as a small number, so that
/// keying and matching count, compare and look names up in arrays instead of hashing the same
/// strings again.
///
/// Names and ids share one table: a string used as both gets one number.
///
/// The end scene of a planning run is numbered against the start scene's names
/// (``init(views:most:after:)``): a string of both scenes has the start's number in both, and
/// only the end's other strings get numbers of their own, after the start's. Matching then
/// pairs numbers without looking any string up. Most of the end's strings come in the start's
/// order, so each is first compared with the start string after the one found last, and only
/// a string out of that order is looked up in the start's table: a million-view end scene
/// costs a few probes of the start's table (each a cache miss) per hundred strings, not one
/// or two per string.
package struct InternedNames: Sendable {
  /// Each view's `transitionName` as a number, `-1` for none, by view index.
  var name: [Int32] = []
  /// Each view's `id` as a number, `-1` for none, by view index.
  var id: [Int32] = []
  /// The scene's own strings, numbered from ``base``'s count on.
  private var own: NameTable
  /// The strings of the scene this one was numbered against, with their numbers; empty for a
  /// scene numbered on its own.
  private var base: NameTable
  /// The number of the base string expected next: the one after the last base string found.
  private var cursor = 0
  /// Whether the strings are collected as they come and numbered together by
  /// ``finishNumbering()`` (``name`` and ``id`` hold candidate indices until then).
  private var batching = false

  /// The fewest names and ids of a scene numbered on its own whose strings are numbered in
  /// one batch (``NameTable/numberCandidates()``): 2¹⁶, a table of 1 MiB (a core's L2 cache
  /// here), beyond which the one-by-one probes miss the caches (at 100,000 views, 105,000
  /// strings in a 1.7 MB table: nearly every probe waits on memory); below it the batch's
  /// passes cost more than they save.
  static let batchThreshold = 1 << 16

  /// An empty table with room for `views` views and `most` names and ids (a string per name
  /// and per id at most), in a hash table never more than half full.
  init(views: Int, most: Int) {
    self.init(views: views, most: most, after: nil)
  }

  /// An empty table for `views` views with at most `most` names and ids, numbering every string
  /// of `other` (a scene numbered on its own) as `other` does; without `other`, as
  /// ``init(views:most:)``.
  init(views: Int, most: Int, after other: InternedNames?) {
    if let other {
      // Room for an eighth of the strings being new; the table grows if more are.
      own = NameTable(capacity: max(most / 8, 8))
      base = other.base.count == 0 ? other.own : NameTable(capacity: 0)
    } else {
      own = NameTable(capacity: most)
      base = NameTable(capacity: 0)
      batching = most >= Self.batchThreshold
    }
    name.reserveCapacity(views)
    id.reserveCapacity(views)
  }

  /// Numbers the next view's `transitionName` and `id` (views are added in document order);
  /// a batch numbers them in ``finishNumbering()``.
  mutating func append(name: String?, id: String?) {
    guard !batching else {
      self.name.append(name.map { own.addCandidate($0) } ?? -1)
      self.id.append(id.map { own.addCandidate($0) } ?? -1)
      return
    }
    self.name.append(name.map { number(adding: $0) } ?? -1)
    self.id.append(id.map { number(adding: $0) } ?? -1)
  }

  /// Numbers the strings of a batch once every view is added, as ``append(name:id:)`` would
  /// have numbered them one by one; nothing to do for a scene numbered as it was added.
  mutating func finishNumbering() {
    guard batching else { return }
    batching = false
    let numbers = own.numberCandidates()
    for i in name.indices {
      if name[i] >= 0 { name[i] = numbers[Int(name[i])] }
      if id[i] >= 0 { id[i] = numbers[Int(id[i])] }
    }
  }

  /// Frees the tables that find a string's number (``number(of:)`` then finds none): the
  /// strings and each view's numbers stay, so the views' names can still be read.
  mutating func dropLookup() {
    own.dropLookup()
    base.dropLookup()
  }

  /// The number of `string`, if the scene has it as a name or an id (or, numbered against
  /// another scene, if that scene has it).
  func number(of string: String) -> Int32? {
    let hash = string.hashValue
    if base.count > 0, let found = base.number(of: string, hash: hash) { return found }
    return own.number(of: string, hash: hash).map { $0 + Int32(base.count) }
  }

  /// The number of `string`, added to the table when new: the base's next string when it is
  /// that one, else looked up in the base's table, else in the scene's own.
  private mutating func number(adding string: String) -> Int32 {
    let baseCount = base.count
    guard baseCount > 0 else { return own.number(adding: string, hash: string.hashValue) }
    if cursor < baseCount, base.strings[cursor] == string {
      // Base strings are distinct: the one equal to `string` is its number.
      cursor += 1
      return Int32(cursor - 1)
    }
    let hash = string.hashValue
    if let found = base.number(of: string, hash: hash) {
      cursor = Int(found) + 1
      return found
    }
    return Int32(baseCount) + own.number(adding: string, hash: hash)
  }

  /// The string numbered `number`.
  func string(_ number: Int) -> String {
    number < base.count ? base.strings[number] : own.strings[number - base.count]
  }

  /// Whether every string of `other` has the same number here as there: this scene was
  /// numbered against `other` (``init(views:most:after:)``), which was numbered on its own.
  func sharesNumbers(with other: InternedNames) -> Bool {
    other.base.count == 0 && base.isSame(as: other.own)
  }

  /// How many numbers there are (with the base's, when numbered against another scene).
  var count: Int { base.count + own.count }
}
