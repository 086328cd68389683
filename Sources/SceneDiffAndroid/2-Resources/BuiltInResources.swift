import SceneDiffCore

/// SceneDiff's built-in copy of the framework, AppCompat, CardView and Material Components
/// values that change layout: dimensions, themes, widget styles, text appearances and the
/// drawables whose padding or size matters (`Docs/android-layouts.md` lists them all).
///
/// The numbers are the ones in `android-layout.md` §8–§10 (read from the libraries' own
/// `values` files). Colours are included only so references resolve; they do not change
/// layout.
struct BuiltInResources: Sendable {
  /// The one table.
  static let shared = BuiltInResources()

  /// A value with the qualifiers it applies under.
  private struct Entry: Sendable {
    var qualifiers: ResourceQualifiers
    var value: String
  }

  private var frameworkValues: [ResourceRepository.Key: [Entry]] = [:]
  private var libraryValues: [ResourceRepository.Key: [Entry]] = [:]
  private var frameworkStyles: [String: Style] = [:]
  private var libraryStyles: [String: Style] = [:]
  private var frameworkDrawables: [String: BuiltInDrawable] = [:]
  private var libraryDrawables: [String: BuiltInDrawable] = [:]

  private init() {
    for (type, name, qualifier, value) in BuiltInTables.frameworkValues {
      add(&frameworkValues, type, name, qualifier, value)
    }
    for (type, name, qualifier, value) in BuiltInTables.libraryValues {
      add(&libraryValues, type, name, qualifier, value)
    }
    for definition in BuiltInTables.frameworkStyles + BuiltInTextAppearances.framework {
      frameworkStyles[definition.name] = definition.style(isFramework: true)
    }
    for definition in BuiltInTables.libraryStyles + BuiltInTextAppearances.library {
      libraryStyles[definition.name] = definition.style(isFramework: false)
    }
    for (name, drawable) in BuiltInTables.frameworkDrawables { frameworkDrawables[name] = drawable }
    for (name, drawable) in BuiltInTables.libraryDrawables { libraryDrawables[name] = drawable }
  }

  private func add(
    _ table: inout [ResourceRepository.Key: [Entry]],
    _ type: String,
    _ name: String,
    _ qualifier: String,
    _ value: String
  ) {
    let parts = qualifier.split(separator: "-")
    table[ResourceRepository.Key(type: type, name: name), default: []].append(
      Entry(qualifiers: ResourceQualifiers(parts) ?? ResourceQualifiers(), value: value)
    )
  }

  /// The built-in value of `type/name` for `device`.
  func value(_ type: String, _ name: String, isFramework: Bool, device: Device) -> ResourceItem? {
    let table = isFramework ? frameworkValues : libraryValues
    guard let entries = table[ResourceRepository.Key(type: type, name: name)],
      let index = ResourceQualifiers.best(entries.map(\.qualifiers), for: device)
    else { return nil }
    return ResourceItem(entries[index].value)
  }

  /// The built-in style `name`.
  func style(_ name: StyleName) -> Style? {
    name.isFramework ? frameworkStyles[name.name] : libraryStyles[name.name]
  }

  /// A built-in drawable (`@android:drawable/btn_default_material`,
  /// `@drawable/abc_btn_default_mtrl_shape`).
  func drawable(_ name: String, isFramework: Bool) -> BuiltInDrawable? {
    isFramework ? frameworkDrawables[name] : libraryDrawables[name]
  }

  /// The built-in names of `type` (for suggestions).
  func names(_ type: String) -> [String] {
    if type == "style" { return Array(libraryStyles.keys) }
    return libraryValues.keys.filter { $0.type == type }.map(\.name)
  }
}

/// A built-in drawable, sizes and padding in dp (−1: no intrinsic size).
struct BuiltInDrawable: Sendable {
  /// The intrinsic width in dp, −1 for none.
  var width: Int = -1
  /// The intrinsic height in dp, −1 for none.
  var height: Int = -1
  /// The padding in dp, left/top/right/bottom, if any.
  var padding: (Int, Int, Int, Int)?

  /// The drawable as a ``DrawableInfo`` on `device`.
  func info(on device: Device) -> DrawableInfo {
    func px(_ dp: Int) -> Int { dp < 0 ? -1 : Dimension(Float(dp), .dp).pixelSize(on: device) }
    return DrawableInfo(
      intrinsicWidth: px(width),
      intrinsicHeight: px(height),
      padding: padding.map {
        Insets(left: px($0.0), top: px($0.1), right: px($0.2), bottom: px($0.3))
      }
    )
  }
}

/// A built-in style written compactly: a name, a parent and `attribute: value` items.
struct BuiltInStyleDefinition: Sendable {
  /// The style's name.
  var name: String
  /// The parent as `parent` attributes write it (`android:Theme.Material.Light`), or `nil`
  /// for the dotted-name parent.
  var parent: String?
  /// Items, keys as style items write them (`android:minHeight`, `contentInsetStart`).
  var items: [(String, String)]

  /// Creates a definition.
  init(_ name: String, parent: String? = nil, _ items: [(String, String)] = []) {
    self.name = name
    self.parent = parent
    self.items = items
  }

  /// The style it defines.
  func style(isFramework: Bool) -> Style {
    var parentName: StyleName?
    if let parent {
      parentName = parent.isEmpty ? nil : ValuesFileReader.styleName(parent)
    } else if let dot = name.lastIndex(of: ".") {
      parentName = StyleName(String(name[..<dot]), isFramework: isFramework)
    }
    var table: [AttributeKey: ResourceItem] = [:]
    for (key, value) in items { table[AttributeKey(styleItem: key)] = ResourceItem(value) }
    return Style(name: name, isFramework: isFramework, parent: parentName, items: table)
  }
}
