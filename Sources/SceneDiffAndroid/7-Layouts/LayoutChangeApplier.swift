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
          let key = Self.key(attribute)
          let written = AttributeValue(value, at: location)
          if key.isFramework, key.name.hasPrefix("layout_"), element.includeLayoutParams != nil {
            element.includeLayoutParams?[key] = written
          } else {
            element.attributes[key] = written
          }
        }
      case .unset(_, let attribute, _):
        Self.update(&roots, at: path) { element in
          if attribute.hasSuffix("*") {
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
          } else {
            let key = Self.key(attribute)
            element.attributes[key] = nil
            element.includeLayoutParams?[key] = nil
          }
        }
      case .move(let view, let parent, let index, let location):
        guard let parentPath = Self.path(of: parent, in: roots) else {
          unknown(parent, change, roots)
          continue
        }
        if parentPath.starts(with: path) {
          diagnostics.append(
            LayoutFileError.invalidChange(
              location,
              message: "cannot move '\(view)' into '\(parent)': it is the view or inside it"
            ).diagnostic
          )
          continue
        }
        let element = Self.remove(&roots, at: path)
        // Removing may shift the parent's path when they share an ancestor.
        guard let target = Self.path(of: parent, in: roots) else { continue }
        Self.update(&roots, at: target) { container in
          let position = min(index ?? container.children.count, container.children.count)
          container.children.insert(element, at: position)
        }
      }
    }
    return roots
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
