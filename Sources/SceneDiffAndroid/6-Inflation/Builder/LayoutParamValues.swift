/// A view's layout parameters as the parameter readers ask for them, by name: from the
/// `<include>`'s replacement parameters or the element and its `style=`
/// (``ViewAttributes/layoutValue(_:)``), a name ``AttributeNameFilter`` proves unset answered
/// without building its key.
///
/// The readers take it as an argument they read in place. They used to take closures that
/// captured the view's attributes, and each call of such a closure copied them (a retain and
/// a release of every dictionary and array they hold), some seventy calls a view.
struct LayoutParamValues {
  /// The view's attribute sources.
  let attributes: ViewAttributes
  /// The names ``attributes`` can give a layout parameter for.
  let names: AttributeNameFilter
  /// Whether ``attributes`` can give a value for an app name the ConstraintLayout and
  /// CoordinatorLayout readers ask for.
  ///
  /// Such a name starts with `layout_` or is one of ``ViewAttributes/appHelperNames``. When
  /// there is none, each of their lookups (``app(_:)``) finds nothing, so their parameters are
  /// the defaults.
  let hasAppLayoutNames: Bool
  /// Whether ``attributes`` can give a value for a RelativeLayout rule.
  ///
  /// Only names ``ViewAttributes/mayBeRelativeRule(_:)`` lets through can be rules. When there
  /// is none, each look-up of the rules finds nothing, so the rules are the defaults.
  let hasRelativeNames: Bool

  /// The layout parameters of `attributes`.
  init(_ attributes: ViewAttributes) {
    self.attributes = attributes
    (names, hasAppLayoutNames, hasRelativeNames) = attributes.layoutNames
  }

  /// The framework parameter `android:name`, if written.
  ///
  /// The readers' names are literals: the filter reads a literal's bytes in place, and the
  /// name becomes a `String` only for a lookup the filter lets through.
  func android(_ name: StaticString) -> AttributeValue? {
    names.mayContain(name) ? attributes.layoutValue(.android(name.description)) : nil
  }

  /// The app parameter `app:name`, if written.
  func app(_ name: StaticString) -> AttributeValue? {
    names.mayContain(name) ? attributes.layoutValue(.app(name.description)) : nil
  }
}
