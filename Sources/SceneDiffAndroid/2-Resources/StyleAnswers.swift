/// The remembered answers of the sources below a view's own attributes — its `style=` chain, its
/// class's default style chain and the theme — for every view of one theme whose `style=` and
/// default style are the same remembered chains (``Theme/styleAnswers(style:defaultStyle:repository:)``).
///
/// A view asks some thirty-five attributes, most set by none of those sources; each used to be
/// looked up in both chains and then in the theme's own answers. The chains, like the theme, are
/// fixed once remembered, so the first answer for a key is the answer for every such view
/// (`nil`: none of them sets it). Shared by every view and load that reads the same chains in
/// the theme.
typealias StyleAnswers = MemoTable<AttributeKey, ResourceItem?>
