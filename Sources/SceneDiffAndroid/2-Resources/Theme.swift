import SceneDiffCore
import Synchronization

/// A theme: the styles `?attr/x` references are looked up in, innermost overlay first.
///
/// The base theme is the app theme (`--theme`, the manifest's `android:theme`, or SceneDiff's
/// default for the layout's widget family); an `android:theme` attribute on an element adds an
/// overlay for that element and its descendants.
struct Theme: Sendable, Hashable {
  /// The theme's name as given (for messages).
  var name: String
  /// The styles to search, each with its parents already expanded, overlays first.
  var chain: [Style] {
    didSet { answers = Answers() }
  }
  /// The answers of ``item(_:)`` so far, for this chain.
  private var answers = Answers()

  /// A theme named `name` searching `chain`.
  init(name: String, chain: [Style]) {
    self.name = name
    self.chain = chain
  }

  /// An identity for this chain: the same for the copies of one theme value, different from
  /// every other theme's while this value exists.
  var identity: ObjectIdentifier { ObjectIdentifier(answers) }

  /// Remembered answers of ``item(_:)``: every view of a layout asks its theme for the same
  /// few dozen attributes, most of which no style of a long chain sets.
  ///
  /// Shared by the copies of one theme value (the chain cannot change without replacing it),
  /// so a resolver copied for each view keeps what the others found. Safe from any thread.
  private final class Answers: Sendable {
    let table = Mutex<[AttributeKey: ResourceItem?]>([:])
  }

  /// The theme's value for `key`, if any style of the chain defines it.
  func item(_ key: AttributeKey) -> ResourceItem? {
    if let known = answers.table.withLock({ $0[key] }) { return known }
    var found: ResourceItem?
    for style in chain {
      if let item = style.items[key] {
        found = item
        break
      }
    }
    answers.table.withLock { $0[key] = found }
    return found
  }

  static func == (lhs: Theme, rhs: Theme) -> Bool {
    lhs.name == rhs.name && lhs.chain == rhs.chain
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(chain)
  }
}
