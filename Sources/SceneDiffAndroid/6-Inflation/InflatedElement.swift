import SceneDiffCore

/// A view element after `LayoutInflater`'s structural rules, before its attributes are read.
///
/// `<include>` has been replaced by the included layout's root (or its `<merge>` children),
/// `<layout>`/`<data>` wrappers, `<requestFocus>` and `<tag>` are gone, `<view class="…">`
/// names its class, and `tools:` attributes are dropped.
struct InflatedElement: Sendable, Hashable {
  /// The view class as written (`TextView`, `com.example.ChipRow`), or `ViewStub`.
  var className: String
  /// Android and app attributes of the element (`android:*`, `app:*`, any `res-auto` or
  /// `res/<package>` prefix), by key.
  var attributes: [AttributeKey: AttributeValue]
  /// When an `<include>` with both `layout_width` and `layout_height` replaced this root, its
  /// `layout_*` attributes: the only source of the layout parameters (§11).
  var includeLayoutParams: [AttributeKey: AttributeValue]?
  /// Where the element starts.
  var location: SourceLocation
  /// The file the element is in (an included layout's own file).
  var file: String
  /// Child views in order.
  var children: [InflatedElement]
  /// The view's identity across changes (`file#n`, numbered before changes are applied).
  var instance: String?

  /// `android:id` without its `@+id/` prefix, if the element has one.
  var id: String? {
    attributes[ViewAttributeName.id.key].flatMap { InflatedElement.idName($0.text) }
  }

  /// The id an `@+id/x`, `@id/x` or `@android:id/x` value names (`x`), `nil` for other text.
  static func idName(_ text: String) -> String? {
    guard let reference = ResourceReference(text.trimmingWhitespaces),
      reference.type == "id"
    else { return nil }
    return reference.name
  }
}
