import SceneDiffCore

/// Applies ``LayoutChange``s to an inflated view tree, in order.
///
/// A change that cannot apply is reported and skipped: a view that is not there, an
/// `android:` attribute no platform class has or a `tools:` one, a move into the view itself
/// or one of its descendants, into a view that cannot hold views, or past its last child. A
/// `set` of a platform attribute the view's class does not read applies but gets a warning.
struct LayoutChangeApplier {
  /// Problems found.
  var diagnostics: [Diagnostic] = []

  /// `views` after `changes`.
  mutating func apply(_ changes: [LayoutChange], to views: [InflatedElement]) -> [InflatedElement] {
    var roots = views
    for change in changes {
      guard let path = Self.path(of: change.view, in: roots) else {
        unknown(change.view, change, roots)
        continue
      }
      switch change {
      case .set(_, let attribute, let value, let location):
        guard check(attribute, of: Self.element(at: path, in: roots), change) else { continue }
        Self.update(&roots, at: path) { element in
          Self.set(attribute, AttributeValue(value, at: location), on: &element)
        }
      case .unset(_, let attribute, _):
        guard check(attribute, of: Self.element(at: path, in: roots), change) else { continue }
        Self.update(&roots, at: path) { element in Self.unset(attribute, on: &element) }
      case .move(_, let parent, let index, _):
        move(path, change, into: parent, at: index, &roots)
      }
    }
    return roots
  }

  /// Reports an attribute the change cannot apply (an error: `false`), or a `set` of one the
  /// view's class does not read (a warning: `true`, the change applies).
  private mutating func check(
    _ attribute: String,
    of element: InflatedElement,
    _ change: LayoutChange
  ) -> Bool {
    let viewClass = ViewClassRules.viewClass(
      element.className,
      hasChildren: !element.children.isEmpty,
      isMaterialTheme: false
    )
    let declared = FrameworkAttributes.declared(byClass: element.className, viewClass)
    let simple = element.className.split(separator: ".").last.map(String.init) ?? ""
    let target = "\(simple) '\(change.view)'"
    if let problem = ChangeAttributeCheck.problem(
      attribute,
      declared: declared,
      target: target,
      at: change.location
    ) {
      report(problem.diagnostic, for: change)
      return false
    }
    let key = Self.key(attribute)
    if case .set = change, key.isFramework, let declared, !declared.contains(key.name) {
      report(
        Diagnostic(
          .warning,
          at: change.location,
          code: "ignored-attribute",
          "\(key) has no effect on \(target): \(simple) does not read it"
        ),
        for: change
      )
    }
    return true
  }

  /// Sets `attribute` on `element`; a framework `layout_` attribute of an `<include>`d root
  /// goes to the include's layout parameters, which replace the root's.
  private static func set(
    _ attribute: String,
    _ written: AttributeValue,
    on element: inout InflatedElement
  ) {
    let key = Self.key(attribute)
    if key.isFramework, key.name.hasPrefix("layout_"), element.includeLayoutParams != nil {
      element.includeLayoutParams?[key] = written
    } else {
      element.attributes[key] = written
    }
  }

  /// Removes `attribute` from `element`, or every attribute starting with its prefix when it
  /// ends in `*`.
  private static func unset(_ attribute: String, on element: inout InflatedElement) {
    guard attribute.hasSuffix("*") else {
      let key = Self.key(attribute)
      element.attributes[key] = nil
      element.includeLayoutParams?[key] = nil
      return
    }
    let prefix = Self.key(String(attribute.dropLast()))
    func matches(_ key: AttributeKey) -> Bool {
      key.isFramework == prefix.isFramework && key.name.hasPrefix(prefix.name)
    }
    element.attributes = element.attributes.filter { !matches($0.key) }
    if prefix == .android("layout_") {
      // Like `setLayoutParams(new …)`: the style's layout attributes no longer apply.
      var params =
        element.includeLayoutParams
        ?? element.attributes.filter { $0.key.name.hasPrefix("layout_") }
      params = params.filter { !matches($0.key) }
      element.includeLayoutParams = params
    }
  }

  /// Moves the view at `path` into `parent` at `index` (the end when `nil`), reporting a
  /// parent that is missing, inside the view or cannot hold views, and an index past the end.
  private mutating func move(
    _ path: [Int],
    _ change: LayoutChange,
    into parent: String,
    at index: Int?,
    _ roots: inout [InflatedElement]
  ) {
    guard let parentPath = Self.path(of: parent, in: roots) else {
      unknown(parent, change, roots)
      return
    }
    if parentPath.starts(with: path) {
      report(
        LayoutFileError.invalidChange(
          change.location,
          message: "cannot move '\(change.view)' into '\(parent)': it is the view or inside it"
        ).diagnostic,
        for: change
      )
      return
    }
    let container = Self.element(at: parentPath, in: roots)
    guard canHold(change, container, parent) else { return }
    // Android removes the view from its old parent first: a move within one parent counts
    // the other children only.
    let count = container.children.count - (Array(path.dropLast()) == parentPath ? 1 : 0)
    if let index, index > count {
      report(
        LayoutFileError.invalidChange(
          change.location,
          message: "cannot move '\(change.view)' into '\(parent)' at index \(index): expected an "
            + "index from 0 to \(count) ('\(parent)' holds \(count) other views)"
        ).diagnostic,
        for: change
      )
      return
    }
    let element = Self.remove(&roots, at: path)
    // Removing may shift the parent's path when they share an ancestor.
    guard let target = Self.path(of: parent, in: roots) else { return }
    Self.update(&roots, at: target) { container in
      container.children.insert(element, at: index ?? container.children.count)
    }
  }

  /// Whether `container` can hold views; when it cannot, reports the move with a note at the
  /// container's element.
  private mutating func canHold(
    _ change: LayoutChange,
    _ container: InflatedElement,
    _ parent: String
  ) -> Bool {
    let viewClass = ViewClassRules.viewClass(
      container.className,
      hasChildren: true,
      isMaterialTheme: false
    )
    guard let reason = ViewClassRules.childRefusal(container.className, viewClass) else {
      return true
    }
    var diagnostic = LayoutFileError.moveIntoNonContainer(
      change.location,
      view: change.view,
      parent: parent,
      reason: reason
    ).diagnostic
    diagnostic.notes.append(
      Diagnostic(
        .note,
        at: container.location,
        code: "not-a-container",
        "'\(parent)' is this <\(container.className)>"
      )
    )
    report(diagnostic, for: change)
    return false
  }

  /// `layout_width` → `android:layout_width`; `app:x` and other prefixes → `app:x`; `style`
  /// (which layouts write without a namespace) → `app:style`, as the inflater keys it.
  static func key(_ name: String) -> AttributeKey {
    if name == "style" { return .app("style") }
    return name.contains(":") ? AttributeKey(styleItem: name) : .android(name)
  }

  /// Adds `diagnostic`, naming a command-line change in its message (it has no location).
  private mutating func report(_ diagnostic: Diagnostic, for change: LayoutChange) {
    var diagnostic = diagnostic
    if change.location == nil { diagnostic.message += " (in \(change))" }
    diagnostics.append(diagnostic)
  }

  private mutating func unknown(_ id: String, _ change: LayoutChange, _ roots: [InflatedElement]) {
    var ids: [String] = []
    func collect(_ element: InflatedElement) {
      if let id = element.id { ids.append(id) }
      for child in element.children { collect(child) }
    }
    for root in roots { collect(root) }
    report(
      LayoutFileError.unknownView(
        change.location,
        id: id,
        suggestion: Suggestion.closest(to: id, in: ids)
      ).diagnostic,
      for: change
    )
  }

  /// The child indexes leading to the first view with `id`, in document order.
  static func path(of id: String, in roots: [InflatedElement]) -> [Int]? {
    for (index, root) in roots.enumerated() {
      if root.id == id { return [index] }
      if let rest = path(of: id, in: root.children) { return [index] + rest }
    }
    return nil
  }

  /// The element at `path`.
  private static func element(at path: [Int], in roots: [InflatedElement]) -> InflatedElement {
    var element = roots[path[0]]
    for index in path.dropFirst() { element = element.children[index] }
    return element
  }

  private static func update(
    _ roots: inout [InflatedElement],
    at path: [Int],
    _ change: (inout InflatedElement) -> Void
  ) {
    guard let first = path.first else { return }
    if path.count == 1 {
      change(&roots[first])
    } else {
      update(&roots[first].children, at: Array(path.dropFirst()), change)
    }
  }

  private static func remove(_ roots: inout [InflatedElement], at path: [Int]) -> InflatedElement {
    if path.count == 1 { return roots.remove(at: path[0]) }
    return remove(&roots[path[0]].children, at: Array(path.dropFirst()))
  }
}
