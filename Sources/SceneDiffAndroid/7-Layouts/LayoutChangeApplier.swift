import SceneDiffCore

/// Applies ``LayoutChange``s to an inflated view tree, in order.
///
/// A change to a view that is not there, or a move into the view itself or one of its
/// descendants, is reported and skipped.
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
        Self.update(&roots, at: path) { element in
          Self.set(attribute, AttributeValue(value, at: location), on: &element)
        }
      case .unset(_, let attribute, _):
        Self.update(&roots, at: path) { element in Self.unset(attribute, on: &element) }
      case .move(_, let parent, let index, _):
        move(path, change, into: parent, at: index, &roots)
      }
    }
    return roots
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

  /// Moves the view at `path` into `parent` at `index` (the end when `nil` or past it),
  /// reporting a parent that is missing or inside the view.
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
      diagnostics.append(
        LayoutFileError.invalidChange(
          change.location,
          message: "cannot move '\(change.view)' into '\(parent)': it is the view or inside it"
        ).diagnostic
      )
      return
    }
    let element = Self.remove(&roots, at: path)
    // Removing may shift the parent's path when they share an ancestor.
    guard let target = Self.path(of: parent, in: roots) else { return }
    Self.update(&roots, at: target) { container in
      let position = min(index ?? container.children.count, container.children.count)
      container.children.insert(element, at: position)
    }
  }

  /// `layout_width` → `android:layout_width`; `app:x` and other prefixes → `app:x`.
  static func key(_ name: String) -> AttributeKey {
    name.contains(":") ? AttributeKey(styleItem: name) : .android(name)
  }

  private mutating func unknown(_ id: String, _ change: LayoutChange, _ roots: [InflatedElement]) {
    var ids: [String] = []
    func collect(_ element: InflatedElement) {
      if let id = element.id { ids.append(id) }
      for child in element.children { collect(child) }
    }
    for root in roots { collect(root) }
    var diagnostic = LayoutFileError.unknownView(
      change.location,
      id: id,
      suggestion: Suggestion.closest(to: id, in: ids)
    ).diagnostic
    if change.location == nil { diagnostic.message += " (in \(change))" }
    diagnostics.append(diagnostic)
  }

  /// The child indexes leading to the first view with `id`, in document order.
  static func path(of id: String, in roots: [InflatedElement]) -> [Int]? {
    for (index, root) in roots.enumerated() {
      if root.id == id { return [index] }
      if let rest = path(of: id, in: root.children) { return [index] + rest }
    }
    return nil
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
