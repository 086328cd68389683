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

  /// Remembered answers of ``item(_:)``: every view of a layout asks its theme for the same
  /// few dozen attributes, most of which no style of a long chain sets.
  ///
  /// Shared by the copies of one theme value (the chain cannot change without replacing it),
  /// so a resolver copied for each view keeps what the others found. Safe from any thread.
  private final class Answers: Sendable {
    let table = MemoTable<AttributeKey, ResourceItem?>()
    /// Flattened style chains read in this theme, by the reference read
    /// (``rememberedChain(_:repository:)``).
    let styleChains = Mutex<[String: RememberedChain]>([:])
    /// The answer tables of views below this theme, by their remembered `style=` and default
    /// style references (``styleAnswers(style:defaultStyle:repository:)``).
    let styleAnswers = Mutex<[StyleAnswerKey: RememberedAnswers]>([:])
    /// Themes of elements below this theme with `android:theme="…"`, by the reference read
    /// (``rememberedOverlay(_:repository:)``).
    let overlays = Mutex<[String: RememberedOverlay]>([:])
    /// What references resolved to in this theme, by the reference as written
    /// (``rememberedResolution(_:repository:)``).
    let references = Mutex<[String: RememberedReference]>([:])
  }

  /// What a reference resolved to in this theme, with the repository and device it was read
  /// from.
  private struct RememberedReference: Sendable {
    var repository: ResourceRepositoryIdentity
    var device: Device
    var resolution: ResolvedReference
  }

  /// The theme an `android:theme` reference made in this theme, with the repository and
  /// device it was read from.
  private struct RememberedOverlay: Sendable {
    var repository: ResourceRepositoryIdentity
    var device: Device
    var theme: Theme
  }

  /// The remembered chains a table of answers is for: the `style=` and default style
  /// references they were remembered by, `nil` for none.
  private struct StyleAnswerKey: Sendable, Hashable {
    var style: String?
    var defaultStyle: String?
  }

  /// A table of answers, with the repository and device its chains were read from.
  private struct RememberedAnswers: Sendable {
    var repository: ResourceRepositoryIdentity
    var device: Device
    var answers: StyleAnswers
  }

  /// A style chain read in this theme, with the repository and device it was read from.
  private struct RememberedChain: Sendable {
    var repository: ResourceRepositoryIdentity
    var device: Device
    var chain: [Style]
  }

  /// The flattened style chain remembered for `reference` in this theme
  /// (``remember(_:for:repository:)``), when it was read from `repository` as it is now
  /// (the same parsed folders, the same device).
  ///
  /// A chain is a function of the reference, the theme (for `?attr/` references), the
  /// repository's folders and the device, so every view of a class, every TextView of an
  /// appearance and every layout of a batch that reads it again in this theme gets it without
  /// reading the styles again.
  func rememberedChain(_ reference: String, repository: ResourceRepository) -> [Style]? {
    guard let known = answers.styleChains.withLock({ $0[reference] }),
      known.repository === repository.identity, known.device == repository.device
    else { return nil }
    return known.chain
  }

  /// Remembers `chain`, read for `reference` in this theme from `repository`.
  func remember(_ chain: [Style], for reference: String, repository: ResourceRepository) {
    let entry = RememberedChain(
      repository: repository.identity,
      device: repository.device,
      chain: chain
    )
    answers.styleChains.withLock { $0[reference] = entry }
  }

  /// The theme remembered for the `android:theme` reference `reference` of an element in this
  /// theme (``remember(overlay:for:repository:)``), when it was read from `repository` as it is
  /// now.
  ///
  /// The theme such an element makes is a function of the reference, this theme, the
  /// repository's folders and the device; remembered, it keeps its own answers
  /// (``item(_:)``, ``styleAnswers(style:defaultStyle:repository:)``) for every later element
  /// and load that names it, which a theme made again would find again one by one.
  func rememberedOverlay(_ reference: String, repository: ResourceRepository) -> Theme? {
    guard let known = answers.overlays.withLock({ $0[reference] }),
      known.repository === repository.identity, known.device == repository.device
    else { return nil }
    return known.theme
  }

  /// Remembers `overlay`, the theme `reference` made in this theme from `repository`.
  func remember(overlay: Theme, for reference: String, repository: ResourceRepository) {
    let entry = RememberedOverlay(
      repository: repository.identity,
      device: repository.device,
      theme: overlay
    )
    answers.overlays.withLock { $0[reference] = entry }
  }

  /// The answer table of views whose `style=` chain and default style chain are the chains
  /// remembered in this theme for `style` and `defaultStyle` (``rememberedChain(_:repository:)``;
  /// `nil` for a view without one) from `repository` as it is now: one table for every such
  /// view, made when first asked for.
  func styleAnswers(style: String?, defaultStyle: String?, repository: ResourceRepository)
    -> StyleAnswers
  {
    let key = StyleAnswerKey(style: style, defaultStyle: defaultStyle)
    return answers.styleAnswers.withLock { tables in
      if let known = tables[key], known.repository === repository.identity,
        known.device == repository.device
      {
        return known.answers
      }
      let made = StyleAnswers()
      tables[key] = RememberedAnswers(
        repository: repository.identity,
        device: repository.device,
        answers: made
      )
      return made
    }
  }

  /// What the reference `value` (as written, starting with `@` or `?`) resolved to in this
  /// theme from `repository` as it is now (``remember(_:for:repository:)``).
  ///
  /// Resolving a reference without a problem is a function of the text, the theme (for `?attr/`
  /// references), the repository's parsed folders, the device and SceneDiff's built-in tables,
  /// so every view and load that writes it again in this theme gets the answer without
  /// following the references again.
  func rememberedResolution(_ value: String, repository: ResourceRepository) -> ResolvedReference? {
    guard let known = answers.references.withLock({ $0[value] }),
      known.repository === repository.identity, known.device == repository.device
    else { return nil }
    return known.resolution
  }

  /// Remembers `resolution`, what the reference `value` resolved to in this theme from
  /// `repository`.
  func remember(
    _ resolution: ResolvedReference,
    for value: String,
    repository: ResourceRepository
  ) {
    let entry = RememberedReference(
      repository: repository.identity,
      device: repository.device,
      resolution: resolution
    )
    answers.references.withLock { $0[value] = entry }
  }

  /// The theme's value for `key`, if any style of the chain defines it.
  func item(_ key: AttributeKey) -> ResourceItem? {
    answers.table.value(key) {
      for style in chain {
        if let item = style.items[key] { return item }
      }
      return nil
    }
  }

  static func == (lhs: Theme, rhs: Theme) -> Bool {
    lhs.name == rhs.name && lhs.chain == rhs.chain
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(chain)
  }
}
