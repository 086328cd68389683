import SceneDiffCore

/// SceneDiff's built-in copy of the framework, AppCompat, CardView and Material Components
/// (M2 and Material 3, ``BuiltInMaterial3``) values that change layout: dimensions, themes, widget styles, text appearances and the
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
  /// The framework styles' definitions by name, made into ``Style``s when first asked for
  /// (``madeStyles``).
  private var frameworkStyles: [String: BuiltInStyleDefinition] = [:]
  /// The library styles' definitions by name, as ``frameworkStyles``.
  private var libraryStyles: [String: BuiltInStyleDefinition] = [:]
  /// The styles made so far: of some five hundred definitions a batch of layouts reads a few
  /// dozen, and making one (its items' keys hashed, its parent's name read) costs about 16,000
  /// instructions.
  private let madeStyles = MemoTable<StyleName, Style>()
  private var frameworkDrawables: [String: BuiltInDrawable] = [:]
  private var libraryDrawables: [String: BuiltInDrawable] = [:]

  private init() {
    for (type, name, qualifier, value) in BuiltInTables.frameworkValues {
      add(&frameworkValues, type, name, qualifier, value)
    }
    for (type, name, qualifier, value) in BuiltInTables.libraryValues + BuiltInMaterial3.values {
      add(&libraryValues, type, name, qualifier, value)
    }
    for definition in BuiltInTables.frameworkStyles + BuiltInTextAppearances.framework {
      frameworkStyles[definition.name] = definition
    }
    for definition in BuiltInTables.libraryStyles + BuiltInTextAppearances.library
      + BuiltInMaterial3.styles
    {
      libraryStyles[definition.name] = definition
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
    guard
      let definition = name.isFramework ? frameworkStyles[name.name] : libraryStyles[name.name]
    else { return nil }
    return madeStyles.value(name) { definition.style(isFramework: name.isFramework) }
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
