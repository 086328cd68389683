import Foundation
import SceneDiffCore
import SceneDiffXML

/// Loads Android layout files (`res/layout*/…xml`) as scenes: inflates them with their
/// resources and theme, measures and lays them out for a device as Android would, and
/// captures the pixel bounds (`Docs/android-layouts.md`).
///
/// The scene is in `px` on the device's pixel grid (density 1 px per unit), sized like the
/// device; its views keep the layout's ids and transition names, so two layouts (or one
/// layout before and after ``LayoutOptions/changes``) plan like two native scenes.
public enum LayoutFile {
  /// Reads a layout file and lays it out.
  ///
  /// - Parameters:
  ///   - path: The layout file, as given by the user (its `res/` folder is the one that holds
  ///     its `layout*/` folder).
  ///   - options: Device, extra resource folders, theme and changes.
  /// - Returns: The laid-out scene with its warnings and notes.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error (and warning) found.
  public static func load(path: String, options: LayoutOptions = LayoutOptions())
    throws(DiagnosticsError) -> Loaded<SceneTree>
  {
    // The file a load names is read every time; only what it reaches (included layouts,
    // drawables) comes from the kept parses (``ParsedXMLFiles``).
    let root = try XMLDocumentReader.root(file: path)
    return try load(root, file: path, options: options)
  }

  /// The `res/` folder that holds a file in one of its `layout*/` folders, if it is in one.
  ///
  /// A relative `path` is read from the current directory, so `main.xml` run inside
  /// `res/layout` finds `..` as its `res/` folder.
  public static func resourceFolder(containing path: String) -> String? {
    ResourcePaths.parentFolder(ofFileAt: path) { $0 == "layout" || $0.hasPrefix("layout-") }
  }

  /// Lays out an already parsed layout root.
  ///
  /// The steps: read the resources, inflate the views (with `<include>`s, `<merge>`s and the
  /// changes applied, MotionLayouts in their scene's state), choose and read the theme, read every view's attributes into layout
  /// nodes, then measure and lay them out.
  package static func load(_ root: LocatedElement, file: String, options: LayoutOptions)
    throws(DiagnosticsError) -> Loaded<SceneTree>
  {
    let device = options.device
    let resFolder = resourceFolder(containing: file)
    let resources = LayoutResources(file: file, resFolder: resFolder, options: options)
    var diagnostics = resources.diagnostics
    let repository = ResourceRepository(folders: resources.folders, device: device)
    diagnostics += repository.diagnostics

    // Inflate with a theme-less resolver (inflation only resolves @layout references).
    var bare = ResourceResolver(repository: repository, theme: Theme(name: "", chain: []))
    bare.isLenient = options.isLenient
    var views = inflate(root, file: file, bare, &diagnostics)
    if !options.changes.isEmpty {
      var applier = LayoutChangeApplier()
      views = applier.apply(options.changes, to: views)
      diagnostics += applier.diagnostics
      var stubs = LayoutInflater(resolver: bare)
      views = stubs.inflateStubs(views)
      diagnostics += stubs.diagnostics
    }
    var motion = MotionLayoutStates(resolver: bare, atEnd: options.isAtMotionEnd)
    motion.apply(&views)
    diagnostics += motion.diagnostics

    let selection = ThemeSelection.choose(
      option: options.theme,
      manifests: resources.manifests,
      views: views,
      diagnostics: &diagnostics
    )
    let theme = Self.theme(selection, bare, &diagnostics)
    var resolver = ResourceResolver(repository: repository, theme: theme)
    resolver.isLenient = options.isLenient
    var builder = LayoutNodeBuilder(
      device: device,
      supportsRtl: selection.supportsRtl,
      isMaterialTheme: ThemeSelection.isMaterial(theme.chain)
    )
    let nodes = views.map {
      builder.build($0, resolver: resolver, parentIsRightToLeft: device.isRightToLeft)
    }
    diagnostics += builder.diagnostics
    for node in nodes { checkCycles(node, &diagnostics) }
    diagnostics = MissingResourceHints(
      folders: resources.folders,
      resFolder: resFolder,
      themeSource: selection.source
    ).annotate(diagnostics)

    let sorted = diagnostics.sortedBySource()
    guard !sorted.contains(where: { $0.severity == .error }) else {
      throw DiagnosticsError(sorted)
    }
    let scene = try layOut(nodes, root, file: file, device: device, diagnostics: sorted)
    return Loaded(scene, diagnostics: sorted)
  }

  /// Inflates `root` and gives every element its instance name, `file#n` in document order.
  private static func inflate(
    _ root: LocatedElement,
    file: String,
    _ resolver: ResourceResolver,
    _ diagnostics: inout [Diagnostic]
  ) -> [InflatedElement] {
    var inflater = LayoutInflater(resolver: resolver)
    var views = inflater.inflate(root, file: file)
    diagnostics += inflater.diagnostics
    var serial = 0
    let prefix = Array(file.utf8) + [UInt8(ascii: "#")]
    func number(_ element: inout InflatedElement) {
      element.instance = instanceName(prefix, serial)
      serial += 1
      for index in element.children.indices { number(&element.children[index]) }
    }
    for index in views.indices { number(&views[index]) }
    return views
  }

  /// A view's instance name: the UTF-8 `prefix` (the file's path and `#`) followed by the
  /// non-negative `serial` in decimal, made in one allocation.
  ///
  /// `prefix + String(serial)` made the digits' string, then a copy of the prefix grown to
  /// take them: some 900 instructions a view, on every load.
  static func instanceName(_ prefix: [UInt8], _ serial: Int) -> String {
    var digits = 1
    var rest = serial / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return String(unsafeUninitializedCapacity: prefix.count + digits) { buffer in
      _ = buffer.initialize(fromContentsOf: prefix)
      var value = serial
      var index = prefix.count + digits
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
        value /= 10
      } while value > 0
      return prefix.count + digits
    }
  }

  /// The chosen theme with its parents, read with the theme-less resolver `bare`: the one
  /// ``ThemeCache`` keeps for the same reference, folders and device, or one read now (and
  /// kept when reading it reported nothing).
  private static func theme(
    _ selection: ThemeSelection,
    _ bare: ResourceResolver,
    _ diagnostics: inout [Diagnostic]
  ) -> Theme {
    let reference = selection.reference.text
    if let known = ThemeCache.shared.theme(reference, in: bare.repository) { return known }
    let before = diagnostics.count
    let theme = readTheme(selection, bare, &diagnostics)
    if diagnostics.count == before {
      ThemeCache.shared.keep(theme, for: reference, in: bare.repository)
    }
    return theme
  }

  /// The chosen theme with its parents, read with the theme-less resolver `bare`.
  ///
  /// A theme that cannot be read is reported and left empty; one whose ancestry leads to a
  /// theme nobody defines gets a warning.
  private static func readTheme(
    _ selection: ThemeSelection,
    _ bare: ResourceResolver,
    _ diagnostics: inout [Diagnostic]
  ) -> Theme {
    var theme = Theme(name: selection.reference.text, chain: [])
    do {
      let style = try bare.style(
        selection.reference.text,
        at: selection.reference.location,
        attribute: selection.source == .option ? "--theme" : "android:theme"
      )
      theme.chain = bare.chain(of: style)
      if let missing = bare.missingAncestor(inChain: theme.chain) {
        diagnostics.append(
          Diagnostic(
            .warning,
            at: selection.reference.location,
            code: "theme-parent-unknown",
            "theme '\(selection.reference.text)' inherits from '\(missing)', which neither the "
              + "res/ folders nor SceneDiff's built-in table define; its attributes are unknown"
          )
        )
      }
    } catch {
      diagnostics.append(error.diagnostic(lenient: bare.isLenient))
    }
    return theme
  }

  /// Measures and lays out `nodes` on the device and captures them as a scene.
  ///
  /// - Throws: `DiagnosticsError` with `diagnostics` and a `layout-too-complex` error when
  ///   measuring exceeds the budget, or an error for the first view whose geometry is out of
  ///   range.
  private static func layOut(
    _ nodes: [LayoutNode],
    _ root: LocatedElement,
    file: String,
    device: Device,
    diagnostics: [Diagnostic]
  ) throws(DiagnosticsError) -> SceneTree {
    let result = LayoutEngine.layOut(nodes, on: device)
    if result.isTooComplex {
      throw DiagnosticsError(
        diagnostics + [
          LayoutFileError.tooComplex(
            root.location,
            measures: LayoutContext(device: device)
              .measureBudget
          ).diagnostic
        ]
      )
    }
    var scene = SceneTree(
      name: sceneName(ResourcePaths.lastComponent(file)),
      file: file,
      width: Double(device.width),
      height: Double(device.height),
      units: "px",
      density: 1,
      isRightToLeft: device.isRightToLeft,
      views: result.views.map(\.sceneView)
    )
    scene.device = device.screen
    if let view = SceneGeometry.firstOutOfRange(in: scene) {
      throw DiagnosticsError(diagnostics + [SceneGeometry.outOfRange(view)])
    }
    return scene
  }

  /// The scene's name: the file's `name` without its extension (`NSString`'s
  /// `deletingPathExtension`).
  ///
  /// A name of ASCII letters, digits and underscores followed by `.xml` (every resource
  /// layout's) drops the `.xml` directly; Foundation's path code cost about 16,000
  /// instructions a name. Any other name goes through Foundation.
  static func sceneName(_ name: String) -> String {
    let utf8 = name.utf8
    let base = utf8.count - 4
    if base > 0, name.hasSuffix(".xml"),
      utf8.prefix(base).allSatisfy({ byte in
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      })
    {
      return String(decoding: utf8.prefix(base), as: UTF8.self)
    }
    return (name as NSString).deletingPathExtension
  }

  /// Reports every RelativeLayout whose rules depend on each other in a circle, and every
  /// ConstraintLayout whose children are chained in a ring.
  private static func checkCycles(_ node: LayoutNode, _ diagnostics: inout [Diagnostic]) {
    if case .relative = node.kind, let cycle = RelativeLayoutRules.dependencyCycle(in: node) {
      let location =
        node.children.first { $0.id == cycle.first }?.location ?? node.location
      diagnostics.append(LayoutFileError.relativeLayoutCycle(location, ids: cycle).diagnostic)
    }
    if case .constraint = node.kind, let ring = ConstraintLayoutRules.chainRing(in: node) {
      let location =
        node.children.first { ($0.id ?? $0.className) == ring.first }?.location ?? node.location
      diagnostics.append(LayoutFileError.constraintChainCycle(location, ids: ring).diagnostic)
    }
    // Each child is read where the array holds it: `for child in node.children` copied every
    // node (its fields retained and released).
    node.children.withUnsafeBufferPointer { children in
      for index in children.indices { checkCycles(children[index], &diagnostics) }
    }
  }
}
