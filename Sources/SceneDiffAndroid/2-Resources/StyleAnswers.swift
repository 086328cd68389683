/// The remembered answers of the sources below a view's own attributes — its `style=` chain, its
/// class's default style chain and the theme — for every view of one theme whose `style=` and
/// default style are the same remembered chains (``Theme/styleAnswers(style:defaultStyle:repository:)``).
///
/// A view asks some thirty-five attributes, most set by none of those sources; each used to be
/// looked up in both chains and then in the theme's own answers. The chains, like the theme, are
/// fixed once remembered, so the first answer for a key is the answer for every such view
/// (`nil`: none of them sets it). Shared by every view and load that reads the same chains in
/// the theme. Safe from any thread.
final class StyleAnswers: Sendable {
  /// The answer for each key asked so far.
  private let items = MemoTable<AttributeKey, ResourceItem?>()
  /// Whether any key of a group (by ``AttributeGroup/number``) has an answer.
  private let groups = MemoTable<Int, Bool>()

  /// An empty table.
  init() {}

  /// The answer for `key`, found by `find` the first time it is asked for.
  func value(_ key: AttributeKey, _ find: () -> ResourceItem?) -> ResourceItem? {
    items.value(key, find)
  }

  /// Whether some key of the group numbered `group` has an answer, decided by `decide` the
  /// first time it is asked for.
  func setsAny(ofGroup group: Int, _ decide: () -> Bool) -> Bool {
    groups.value(group, decide)
  }
}
