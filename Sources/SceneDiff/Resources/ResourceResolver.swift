/// Turns attribute values into typed values: follows `@type/name` references and `?attr/name`
/// theme references to a literal, then reads it as Android's `TypedArray` would.
///
/// Every method takes the value as written and where it was written; errors point there, and a
/// reference that leads into a values file is reported at the reference.
struct ResourceResolver: Sendable {
  /// Where resources come from.
  var repository: ResourceRepository
  /// The current theme.
  var theme: Theme

  /// A resolver over `repository` with `theme`.
  init(repository: ResourceRepository, theme: Theme) {
    self.repository = repository
    self.theme = theme
  }

  /// The device the resources are chosen for.
  var device: Device { repository.device }

  /// The literal a value comes down to after every reference is followed.
  ///
  /// The item says where that literal is written. `@null` (and `@empty`) come back as `nil`.
  func resolve(_ value: String, at location: SourceLocation?) throws(ResourceError)
    -> ResourceItem?
  {
    ResourceItem(value, at: location)  // STUB
  }

  /// A dimension (`16dp`, `@dimen/x`, `?attr/actionBarSize`).
  func dimension(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> Dimension
  {
    guard let dimension = Dimension(parsing: value) else {  // STUB
      throw .invalidValue(location, attribute: attribute, value: value, expected: "a dimension")
    }
    return dimension
  }

  /// `layout_width`/`layout_height`: `match_parent`, `fill_parent`, `wrap_content` or a
  /// dimension read with the pixel-size rule.
  func layoutSize(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> LayoutSize
  {
    switch value {  // STUB
    case "match_parent", "fill_parent": return .matchParent
    case "wrap_content": return .wrapContent
    default:
      return LayoutSize(
        pixels: try dimension(value, at: location, attribute: attribute).pixelSize(on: device)
      )
    }
  }

  /// An integer (`3`, `0x10`, `@integer/x`).
  func integer(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> Int
  {
    guard let number = Int(value) else {  // STUB
      throw .invalidValue(location, attribute: attribute, value: value, expected: "an integer")
    }
    return number
  }

  /// A float (`0.5`, `@dimen/x` of type float, `@fraction/x` without `%`).
  func float(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> Float
  {
    guard let number = Float(value) else {  // STUB
      throw .invalidValue(location, attribute: attribute, value: value, expected: "a number")
    }
    return number
  }

  /// A boolean (`true`, `false`, `@bool/x`).
  func boolean(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> Bool
  {
    switch value {  // STUB
    case "true": return true
    case "false": return false
    default:
      throw .invalidValue(location, attribute: attribute, value: value, expected: "true or false")
    }
  }

  /// Text (`Hello`, `@string/x`), with Android's string rules applied to literals too.
  func string(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> String
  {
    value  // STUB
  }

  /// A colour as `0xAARRGGBB` (`#rgb`, `#argb`, `#rrggbb`, `#aarrggbb`, `@color/x`,
  /// `@android:color/x`, `?attr/colorPrimary`); a colour state list file gives its default.
  func color(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> UInt32
  {
    throw .invalidValue(location, attribute: attribute, value: value, expected: "a colour")  // STUB
  }

  /// A style (`@style/x`, `@android:style/x`, `?attr/x` naming one, or a bare style name as
  /// `parent` attributes allow).
  func style(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> Style
  {
    throw .missing(location, reference: value, suggestion: nil)  // STUB
  }

  /// The style and its ancestors, nearest first (each style's `parent`, or its dotted-name
  /// parent); stops at a cycle.
  func chain(of style: Style) -> [Style] { [style] }  // STUB

  /// A drawable (`@drawable/x`, `@mipmap/x`, `@color/x`, `#rrggbb`, `?attr/x`, a framework
  /// drawable), or `nil` for `@null`.
  ///
  /// A drawable file that is not there gives a placeholder of
  /// SceneDiff's documented default size (``DrawableInfo/isPlaceholder``).
  func drawable(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> DrawableInfo?
  {
    nil  // STUB
  }

  /// The path of a layout (`@layout/x`, chosen for the device).
  func layoutFile(_ value: String, at location: SourceLocation?, attribute: String)
    throws(ResourceError) -> String
  {
    throw .missing(location, reference: value, suggestion: nil)  // STUB
  }

  /// The resolver for an element with `android:theme="…"`: `overlay` (with its parents) is
  /// searched before the current theme.
  func overlaying(_ overlay: Style) -> ResourceResolver {
    var copy = self
    copy.theme.chain = chain(of: overlay) + theme.chain
    return copy
  }
}
