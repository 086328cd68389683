/// The framework attributes the container and widget readers ask for
/// (``LayoutNodeBuilder/readKind(_:_:_:_:)``: LinearLayout, GridLayout, ImageView), the
/// layout's direction and theme overlay and a view's id, each key made and hashed once per
/// process instead of at every lookup.
extension ViewAttributeName {
  /// `android:src`.
  static let src = ViewAttributeName("src")
  /// `android:scaleType`.
  static let scaleType = ViewAttributeName("scaleType")
  /// `android:adjustViewBounds`.
  static let adjustViewBounds = ViewAttributeName("adjustViewBounds")
  /// `android:baseline`.
  static let baseline = ViewAttributeName("baseline")
  /// `android:baselineAlignBottom`.
  static let baselineAlignBottom = ViewAttributeName("baselineAlignBottom")
  /// `android:orientation`.
  static let orientation = ViewAttributeName("orientation")
  /// `android:baselineAligned`.
  static let baselineAligned = ViewAttributeName("baselineAligned")
  /// `android:baselineAlignedChildIndex`.
  static let baselineAlignedChildIndex = ViewAttributeName("baselineAlignedChildIndex")
  /// `android:weightSum`.
  static let weightSum = ViewAttributeName("weightSum")
  /// `android:measureWithLargestChild`.
  static let measureWithLargestChild = ViewAttributeName("measureWithLargestChild")
  /// `android:divider`.
  static let divider = ViewAttributeName("divider")
  /// `android:dividerPadding`.
  static let dividerPadding = ViewAttributeName("dividerPadding")
  /// `android:showDividers`.
  static let showDividers = ViewAttributeName("showDividers")
  /// `android:columnCount`.
  static let columnCount = ViewAttributeName("columnCount")
  /// `android:rowCount`.
  static let rowCount = ViewAttributeName("rowCount")
  /// `android:layoutDirection`.
  static let layoutDirection = ViewAttributeName("layoutDirection")
  /// `android:theme`.
  static let theme = ViewAttributeName("theme")
  /// `android:id`.
  static let id = ViewAttributeName("id")
}
