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
  /// The library values but Material 3's (``material3Values``).
  private var libraryValues: [ResourceRepository.Key: [Entry]] = [:]
  /// The framework styles' definitions by name, made into ``Style``s when first asked for
  /// (``madeStyles``).
  private var frameworkStyles: [String: BuiltInStyleDefinition] = [:]
  /// The library styles' definitions by name but Material 3's (``material3Styles``), as
  /// ``frameworkStyles``.
  private var libraryStyles: [String: BuiltInStyleDefinition] = [:]
  /// The styles made so far: of some five hundred definitions a batch of layouts reads a few
  /// dozen, and making one (its items' keys hashed, its parent's name read) costs about 16,000
  /// instructions.
  private let madeStyles = MemoTable<StyleName, Style>()
  private var frameworkDrawables: [String: BuiltInDrawable] = [:]
  private var libraryDrawables: [String: BuiltInDrawable] = [:]

  /// Material 3's values (``BuiltInMaterial3/values``), made on first use.
  ///
  /// They are made the first time a name that may be one of them
  /// (``BuiltInMaterial3/mayNameValue(_:)``) is asked for: an app without a Material 3 theme
  /// never asks, and making them costs some 1.5 M instructions. They come
  /// after ``libraryValues``' entries of the same name, as when one table held both.
  private static let material3Values: [ResourceRepository.Key: [Entry]] = {
    var table: [ResourceRepository.Key: [Entry]] = [:]
    for (type, name, qualifier, value) in BuiltInMaterial3.values {
      add(&table, type, name, qualifier, value)
    }
    return table
  }()

  /// Material 3's styles (``BuiltInMaterial3/styles``), made on first use.
  ///
  /// They are made the first time a name that may be one of them
  /// (``BuiltInMaterial3/mayNameStyle(_:)``) is asked for, as
  /// ``material3Values`` (some 2 M instructions). One of them replaces a library style of the
  /// same name, as when one table held both.
  private static let material3Styles: [String: BuiltInStyleDefinition] = {
    var table: [String: BuiltInStyleDefinition] = [:]
    for definition in BuiltInMaterial3.styles { table[definition.name] = definition }
    return table
  }()

  private init() {
    frameworkValues.reserveCapacity(BuiltInTables.frameworkValues.count)
    for (type, name, qualifier, value) in BuiltInTables.frameworkValues {
      Self.add(&frameworkValues, type, name, qualifier, value)
    }
    libraryValues.reserveCapacity(BuiltInTables.libraryValues.count)
    for (type, name, qualifier, value) in BuiltInTables.libraryValues {
      Self.add(&libraryValues, type, name, qualifier, value)
    }
    let framework = BuiltInTables.frameworkStyles + BuiltInTextAppearances.framework
    frameworkStyles.reserveCapacity(framework.count)
    for definition in framework { frameworkStyles[definition.name] = definition }
    let library = BuiltInTables.libraryStyles + BuiltInTextAppearances.library
    libraryStyles.reserveCapacity(library.count)
    for definition in library { libraryStyles[definition.name] = definition }
    for (name, drawable) in BuiltInTables.frameworkDrawables { frameworkDrawables[name] = drawable }
    for (name, drawable) in BuiltInTables.libraryDrawables { libraryDrawables[name] = drawable }
  }

  private static func add(
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
    let key = ResourceRepository.Key(type: type, name: name)
    var entries = (isFramework ? frameworkValues : libraryValues)[key] ?? []
    if !isFramework, BuiltInMaterial3.mayNameValue(name), let more = Self.material3Values[key] {
      entries += more
    }
    guard !entries.isEmpty,
      let index = ResourceQualifiers.best(entries.map(\.qualifiers), for: device)
    else { return nil }
    return ResourceItem(entries[index].value)
  }

  /// The built-in style `name`.
  func style(_ name: StyleName) -> Style? {
    let definition: BuiltInStyleDefinition?
    if name.isFramework {
      definition = frameworkStyles[name.name]
    } else if BuiltInMaterial3.mayNameStyle(name.name),
      let material3 = Self.material3Styles[name.name]
    {
      definition = material3
    } else {
      definition = libraryStyles[name.name]
    }
    guard let definition else { return nil }
    return madeStyles.value(name) { definition.style(isFramework: name.isFramework) }
  }

  /// A built-in drawable (`@android:drawable/btn_default_material`,
  /// `@drawable/abc_btn_default_mtrl_shape`).
  func drawable(_ name: String, isFramework: Bool) -> BuiltInDrawable? {
    isFramework ? frameworkDrawables[name] : libraryDrawables[name]
  }

  /// The built-in names of `type` (for suggestions).
  ///
  /// In no particular order, and a name both Material 3 and another library define twice.
  func names(_ type: String) -> [String] {
    if type == "style" { return Array(libraryStyles.keys) + Self.material3Styles.keys }
    return
      (libraryValues.keys.filter { $0.type == type }
      + Self.material3Values.keys.filter { $0.type == type }).map(\.name)
  }
}
