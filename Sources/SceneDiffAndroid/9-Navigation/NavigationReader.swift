import SceneDiffCore
import SceneDiffXML

/// Reads a `<navigation>` element tree into a ``NavigationGraph``, gathering located
/// diagnostics (Docs/navigation.md lists what it reads and ignores).
struct NavigationReader {
  /// The elements a graph may hold.
  static let graphChildren = [
    "fragment", "activity", "dialog", "navigation", "include", "action", "argument", "deepLink",
  ]
  /// The elements a destination may hold.
  static let destinationChildren = ["action", "argument", "deepLink"]

  /// The file being read (for resource references).
  let path: String
  /// The resources of the file's `res/` tree.
  let resources: ResourceResolver
  /// Every destination read so far.
  var destinations: [NavigationDestination] = []
  /// Every action read so far.
  var actions: [NavigationAction] = []
  /// Errors and warnings, in document order.
  var diagnostics: [Diagnostic] = []
  /// The ids references must name, each with where it was referenced: checked at the end.
  var references: [(id: String, attribute: LocatedAttribute)] = []
  /// The id of every graph read, the root's too (`app:popUpTo` may name it).
  var graphIDs: Set<String> = []
  /// The graph files already included (a graph including itself is read once).
  var included: Set<String> = []

  /// A reader for the file at `path`.
  init(path: String) {
    self.path = path
    resources = ResourceResolver(transitionFileAt: path)
    included = [path]
  }

  /// The bare id of an id reference (`@+id/list` → `list`).
  static func id(_ value: String) -> String {
    for prefix in ["@+id/", "@id/", "@android:id/", "@+android:id/"] where value.hasPrefix(prefix) {
      return String(value.dropFirst(prefix.count))
    }
    return value
  }

  /// Reads a `<navigation>` element and everything inside it; returns its id.
  mutating func graph(_ element: LocatedElement, isRoot: Bool) -> String? {
    let id = element.attribute("id", namespace: XMLNamespace.android).map { Self.id($0.value) }
    let start = element.attribute("startDestination", namespace: XMLNamespace.app)
    if let start { references.append((Self.id(start.value), start)) }
    if let id { graphIDs.insert(id) }
    if !isRoot, let id {
      destinations.append(
        NavigationDestination(
          id: id,
          kind: .graph,
          startDestination: start.map { Self.id($0.value) },
          location: element.location
        )
      )
    }
    for child in element.children {
      switch child.name {
      case "fragment", "activity", "dialog":
        destination(child, graph: id)
      case "navigation":
        _ = graph(child, isRoot: false)
      case "include":
        include(child)
      case "action":
        action(child, source: nil, graph: id)
      case "argument", "deepLink":
        continue
      default:
        unknownTag(child, inside: element.name, expected: Self.graphChildren)
      }
    }
    return id
  }

  /// Reads a `<fragment>`, `<activity>` or `<dialog>` and its actions.
  private mutating func destination(_ element: LocatedElement, graph: String?) {
    guard let idAttribute = element.attribute("id", namespace: XMLNamespace.android) else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: element.location,
          code: "missing-attribute",
          "<\(element.name)> has no android:id; a destination needs one"
        )
      )
      return
    }
    let id = Self.id(idAttribute.value)
    let layout = element.attribute("layout", namespace: XMLNamespace.tools)
    var layoutPath: String?
    if let layout {
      layoutPath = self.layout(layout)
    }
    destinations.append(
      NavigationDestination(
        id: id,
        kind: NavigationDestination.Kind(rawValue: element.name) ?? .fragment,
        layout: layout?.value,
        layoutPath: layoutPath,
        location: element.location
      )
    )
    for child in element.children {
      switch child.name {
      case "action": action(child, source: id, graph: graph)
      case "argument", "deepLink": continue
      default: unknownTag(child, inside: element.name, expected: Self.destinationChildren)
      }
    }
  }

  /// The file a `tools:layout` value names, or `nil` with a warning (the layout is only needed
  /// when an action using the destination is planned).
  private mutating func layout(_ attribute: LocatedAttribute) -> String? {
    if let ref = ResourceReference(attribute.value), ref.type == "layout", ref.package == nil,
      let file = resources.repository.file("layout", ref.name)
    {
      return file.path
    }
    diagnostics.append(
      Diagnostic(
        .warning,
        at: attribute.valueLocation,
        code: "unresolved-layout",
        "tools:layout '\(attribute.value)' names no layout in '\(ResourcePaths.resFolder(ofFileAt: path))'; "
          + "expected @layout/NAME of a file in res/layout (an action using this destination cannot be planned)"
      )
    )
    return nil
  }

  /// Reads an `<action>`.
  private mutating func action(_ element: LocatedElement, source: String?, graph: String?) {
    for child in element.children where child.name != "argument" {
      unknownTag(child, inside: "action", expected: ["argument"])
    }
    guard let idAttribute = element.attribute("id", namespace: XMLNamespace.android) else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: element.location,
          code: "missing-attribute",
          "<action> has no android:id; an action needs one"
        )
      )
      return
    }
    let app = { (name: String) in element.attribute(name, namespace: XMLNamespace.app) }
    let destination = app("destination")
    let popUpTo = app("popUpTo")
    for attribute in [destination, popUpTo].compactMap(\.self) {
      references.append((Self.id(attribute.value), attribute))
    }
    if destination == nil, popUpTo == nil {
      diagnostics.append(
        Diagnostic(
          .error,
          at: element.location,
          code: "action-without-destination",
          "action '\(Self.id(idAttribute.value))' has no app:destination (nor app:popUpTo); "
            + "expected app:destination=\"@id/DESTINATION\""
        )
      )
    }
    var inclusive = false
    if let attribute = app("popUpToInclusive") { inclusive = boolean(attribute) }
    let anims = ["enterAnim", "exitAnim", "popEnterAnim", "popExitAnim"].map { name in
      app(name).map { attribute in
        checkAnimation(attribute)
        return attribute.value
      }
    }
    actions.append(
      NavigationAction(
        id: Self.id(idAttribute.value),
        destination: destination.map { Self.id($0.value) },
        enterAnim: anims[0],
        exitAnim: anims[1],
        popEnterAnim: anims[2],
        popExitAnim: anims[3],
        popUpTo: popUpTo.map { Self.id($0.value) },
        popUpToInclusive: inclusive,
        source: source,
        graph: graph,
        location: element.location
      )
    )
  }

  /// A boolean attribute's value; anything but `true` or `false` is an `invalid-value` error
  /// (and reads as false).
  private mutating func boolean(_ attribute: LocatedAttribute) -> Bool {
    switch attribute.value {
    case "true": return true
    case "false": return false
    default:
      diagnostics.append(
        Diagnostic(
          .error,
          at: attribute.valueLocation,
          code: "invalid-value",
          "\(attribute.qualifiedName) '\(attribute.value)' is not a boolean; expected true or false"
        )
      )
      return false
    }
  }

  /// Reports an animation reference that names nothing: `@anim/NAME` (the app's `res/anim`,
  /// or an AndroidX fragment animation), `@animator/NAME` (the app's `res/animator`) or
  /// `@android:anim/NAME` (a stock animation SceneDiff knows).
  private mutating func checkAnimation(_ attribute: LocatedAttribute) {
    let value = attribute.value
    let ref = ResourceReference(value)
    let found: Bool
    switch (ref?.package, ref?.type) {
    case ("android"?, "anim"?):
      found = ref.map { StockViewAnimations.platform[$0.name] != nil } ?? false
    case (nil, "anim"?):
      found =
        ref.map {
          resources.repository.file("anim", $0.name) != nil
            || StockViewAnimations.androidX[$0.name] != nil
            || NavigationDefaultAnimations.files[$0.name] != nil
        } ?? false
    case (nil, "animator"?):
      found = ref.map { resources.repository.file("animator", $0.name) != nil } ?? false
    default:
      diagnostics.append(
        Diagnostic(
          .error,
          at: attribute.valueLocation,
          code: "invalid-value",
          "app:\(attribute.name) '\(value)' is not an animation reference; expected @anim/NAME, "
            + "@animator/NAME or @android:anim/NAME"
        )
      )
      return
    }
    guard !found else { return }
    diagnostics.append(
      Diagnostic(
        .error,
        at: attribute.valueLocation,
        code: "unresolved-reference",
        "app:\(attribute.name) '\(value)' does not exist; expected a file in "
          + "'\(ResourcePaths.resFolder(ofFileAt: path))/\(ref?.type ?? "anim")'"
          + (ref?.package == "android" ? " (a stock animation SceneDiff knows)" : "")
      )
    )
  }

  /// Reads an `<include app:graph="@navigation/NAME">`: the included graph's destinations and
  /// actions join this one's, its root becoming a destination of kind graph.
  private mutating func include(_ element: LocatedElement) {
    guard let attribute = element.attribute("graph", namespace: XMLNamespace.app) else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: element.location,
          code: "missing-attribute",
          "<include> has no app:graph; expected app:graph=\"@navigation/NAME\""
        )
      )
      return
    }
    guard let ref = ResourceReference(attribute.value), ref.type == "navigation",
      let file = resources.repository.file("navigation", ref.name)?.path
    else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: attribute.valueLocation,
          code: "unresolved-reference",
          "app:graph '\(attribute.value)' does not exist; expected @navigation/NAME of a file in "
            + "'\(ResourcePaths.resFolder(ofFileAt: path))/navigation'"
        )
      )
      return
    }
    guard !included.contains(file) else { return }
    included.insert(file)
    let root: LocatedElement
    do {
      root = try XMLDocumentReader.root(file: file)
    } catch {
      diagnostics += error.diagnostics
      return
    }
    guard root.name == "navigation" else {
      unknownTag(root, inside: "include", expected: ["navigation"])
      return
    }
    if root.attribute("id", namespace: XMLNamespace.android) == nil {
      diagnostics.append(
        Diagnostic(
          .error,
          at: root.location,
          code: "missing-attribute",
          "the included graph has no android:id; an action reaches it by that id"
        )
      )
    }
    _ = graph(root, isRoot: false)
  }

  /// Reports an element the reader does not know.
  private mutating func unknownTag(
    _ element: LocatedElement,
    inside parent: String,
    expected: [String]
  ) {
    diagnostics.append(
      Diagnostic(
        .error,
        at: element.location,
        code: "unknown-tag",
        "unknown element <\(element.name)> in <\(parent)>; expected "
          + expected.map { "<\($0)>" }.joined(separator: ", ")
      )
    )
  }

  /// Reports each reference (`app:destination`, `app:popUpTo`, `app:startDestination`) to an
  /// id no destination has.
  mutating func checkReferences() {
    let ids = Set(destinations.map(\.id)).union(graphIDs)
    for (id, attribute) in references where !ids.contains(id) {
      diagnostics.append(
        Diagnostic(
          .error,
          at: attribute.valueLocation,
          code: "unknown-destination",
          "app:\(attribute.name) '\(attribute.value)' names no destination of the graph; "
            + "expected one of "
            + destinations.map { "'\($0.id)'" }.joined(separator: ", ")
        )
      )
    }
  }
}
