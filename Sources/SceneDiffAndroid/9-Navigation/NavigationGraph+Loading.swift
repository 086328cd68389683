import SceneDiffCore
import SceneDiffXML

extension NavigationGraph {
  /// Whether a root element is a Navigation graph's (`<navigation>`).
  package static func isNavigationRoot(_ root: LocatedElement) -> Bool {
    root.name == "navigation"
  }

  /// Reads the Navigation graph at `path`, its included graphs too.
  ///
  /// - Parameter path: A `res/navigation/*.xml` file; `@layout/`, `@anim/` and `@navigation/`
  ///   references resolve in its `res/` tree.
  /// - Returns: The graph and its warnings (a `tools:layout` naming no file).
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error and warning found: an
  ///   unknown element, an action without destination, an id no destination has, an
  ///   animation that does not exist.
  public static func load(path: String) throws(DiagnosticsError) -> Loaded<NavigationGraph> {
    try load(XMLDocumentReader.root(file: path), path: path)
  }

  /// Reads a parsed `<navigation>` root element that stands for the file at `path`.
  package static func load(_ root: LocatedElement, path: String) throws(DiagnosticsError)
    -> Loaded<NavigationGraph>
  {
    var reader = NavigationReader(path: path)
    guard isNavigationRoot(root) else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: root.location,
          code: "unknown-tag",
          "<\(root.name)> is not a Navigation graph; expected <navigation>"
        )
      ])
    }
    let id = reader.graph(root, isRoot: true)
    reader.checkReferences()
    let graph = NavigationGraph(
      path: path,
      id: id,
      startDestination: root.attribute("startDestination", namespace: XMLNamespace.app).map {
        NavigationReader.id($0.value)
      },
      destinations: reader.destinations,
      actions: reader.actions
    )
    let diagnostics = (reader.diagnostics + graph.plannedLayoutWarnings()).sorted { a, b in
      (a.location?.file ?? "", a.location?.line ?? 0, a.location?.column ?? 0)
        < (b.location?.file ?? "", b.location?.line ?? 0, b.location?.column ?? 0)
    }
    if diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(diagnostics)
    }
    return Loaded(graph, diagnostics: diagnostics)
  }

  /// A `missing-layout` warning for each destination an action starts from or leads to that
  /// has no `tools:layout`: planning such an action is an error.
  func plannedLayoutWarnings() -> [Diagnostic] {
    var used: [String] = []
    for action in actions {
      for id in [action.source, action.destination].compactMap(\.self) {
        guard let screen = screen(id), !used.contains(screen.id) else { continue }
        used.append(screen.id)
      }
    }
    return used.compactMap(destination).filter { $0.layout == nil }.map {
      Diagnostic(
        .warning,
        at: $0.location,
        code: "missing-layout",
        "destination '\($0.id)' has no tools:layout, so the actions to and from it cannot be planned; "
          + "expected tools:layout=\"@layout/NAME\""
      )
    }
  }

  /// The screen a destination id opens: the destination itself, or for a nested or included
  /// graph its start destination (followed through further graphs).
  public func screen(_ id: String) -> NavigationDestination? {
    var current = id
    var seen: Set<String> = []
    while let found = destination(current) {
      guard found.kind == .graph else { return found }
      guard let start = found.startDestination, seen.insert(current).inserted else { return nil }
      current = start
    }
    if current == self.id, let start = startDestination, start != current { return screen(start) }
    return nil
  }
}
