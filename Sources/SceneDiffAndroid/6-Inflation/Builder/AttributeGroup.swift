import SceneDiffCore

/// Framework attributes a reader asks for together that views nearly never set: whether any
/// source of a view sets one of them is decided once (``ViewAttributes/maySetAny(of:)``), and
/// when none does the reader keeps its defaults without looking each one up.
///
/// Every view used to be asked for all of them: fourteen transform, alpha and scroll names and
/// nine padding names, each a look-up in the element's attributes and in the table of answers
/// of its styles and theme (about 450 instructions a name, 6,900 a view in the corpus bench);
/// every TextView twelve limits and seven compound drawable names more.
struct AttributeGroup: Sendable {
  /// The group's number: its key in each table of answers (``StyleAnswers``).
  let number: Int
  /// The group's attributes.
  let keys: [AttributeKey]
  /// A summary of the names of ``keys``.
  let names: AttributeNameFilter

  /// The group numbered `number` of the framework attributes `members`.
  init(number: Int, _ members: [ViewAttributeName]) {
    self.number = number
    keys = members.map(\.key)
    var names = AttributeNameFilter()
    for key in keys { names.insert(key.name) }
    self.names = names
  }

  /// Every group, in the order of their numbers.
  static let all = [transform, padding, textLimits, compoundDrawables]

  /// The groups (bit ``number``) one of `element`'s framework names may belong to.
  ///
  /// Decided by ``AttributeNameFilter``'s summaries, each name summarised once for all the
  /// groups: asked group by group, every name was summarised again for each.
  static func groups(mayBeSetBy element: [AttributeKey: AttributeValue]) -> UInt8 {
    let all = Self.all
    var groups: UInt8 = 0
    for key in element.keys where key.isFramework {
      let name = AttributeNameFilter(key.name)
      for group in all where group.names.mayContain(name) { groups |= 1 << group.number }
    }
    return groups
  }

  /// What ``LayoutNodeBuilder/readSizeAndTransform(_:_:_:)`` reads after the minimum size:
  /// translation, elevation, rotation, scale, pivot, alpha and scroll.
  static let transform = AttributeGroup(
    number: 0,
    [
      .translationX, .translationY, .translationZ, .elevation, .rotation, .rotationX,
      .rotationY, .scaleX, .scaleY, .transformPivotX, .transformPivotY, .alpha, .scrollX,
      .scrollY,
    ]
  )

  /// The padding names ``LayoutNodeBuilder/padding(_:_:_:_:)`` reads.
  static let padding = AttributeGroup(
    number: 1,
    [
      .padding, .paddingHorizontal, .paddingVertical, .paddingLeft, .paddingTop, .paddingRight,
      .paddingBottom, .paddingStart, .paddingEnd,
    ]
  )

  /// The line, em and size limits a TextView reads (``LayoutNodeBuilder/readLimits(_:_:_:_:)``).
  static let textLimits = AttributeGroup(
    number: 2,
    [
      .lines, .maxLines, .minLines, .ems, .maxEms, .minEms, .maxHeight, .maxWidth, .minHeight,
      .minWidth, .singleLine, .ellipsize,
    ]
  )

  /// A TextView's compound drawables and their padding
  /// (``LayoutNodeBuilder/readCompound(_:_:_:_:)``).
  static let compoundDrawables = AttributeGroup(
    number: 3,
    [
      .drawableStart, .drawableEnd, .drawableLeft, .drawableRight, .drawableTop,
      .drawableBottom, .drawablePadding,
    ]
  )
}
