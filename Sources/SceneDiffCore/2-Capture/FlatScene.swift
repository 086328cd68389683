/// A scene flattened into pre-order arrays: the form capture, matching and sampling work on.
///
/// Index order is document order (parent before children, children in drawing order), which is
/// also SceneDiff's deterministic replacement for Android's hash-ordered maps.
package struct FlatScene: Sendable {
  /// One view of the flattened tree.
  package struct Entry: Sendable {
    /// The view (its `children` are reached through ``FlatScene/children``).
    package var view: ViewNode
    /// The parent's index, or `nil` when the parent is the scene root.
    package var parent: Int?
    /// Child indices in drawing order.
    package var children: [Int]
    /// The stable path key (`/0/2/1`: child indices from the root).
    package var path: String
    /// The key that names the view in plans and frames.
    package var key: String
  }

  /// The scene as loaded.
  package var scene: SceneTree
  /// Every view in document order.
  package var entries: [Entry]
  /// Indices of the root's children.
  package var topLevel: [Int]
  /// Every view's name and id as numbers.
  var names: InternedNames

  /// Flattens a scene and assigns view keys (see ``ViewKeys``).
  package init(_ scene: SceneTree) {
    self.scene = scene
    var entries: [Entry] = []
    var topLevel: [Int] = []
    topLevel.reserveCapacity(scene.views.count)
    // Iterative pre-order walk, so deep scenes cannot exhaust the stack: each level holds its
    // sibling views, the next one's index, their parent's index and path. Views are copied
    // once, into their entry (not pushed on a stack first).
    var levels: [(views: [ViewNode], next: Int, parent: Int?, path: String)] = [
      (scene.views, 0, nil, "")
    ]
    while let last = levels.indices.last {
      let i = levels[last].next
      guard i < levels[last].views.count else {
        levels.removeLast()
        continue
      }
      levels[last].next = i + 1
      let index = entries.count
      let parent = levels[last].parent
      let path = levels[last].path + "/" + String(i)
      var view = levels[last].views[i]
      let kids = view.children
      view.children = []
      var children: [Int] = []
      children.reserveCapacity(kids.count)
      entries.append(Entry(view: view, parent: parent, children: children, path: path, key: path))
      if let parent { entries[parent].children.append(index) } else { topLevel.append(index) }
      if !kids.isEmpty { levels.append((kids, 0, index, path)) }
    }
    // Keys are assigned while the local array is the only reference to its buffer, so the
    // rewrite happens in place instead of copying every entry.
    let names = InternedNames(entries)
    ViewKeys.assign(&entries, names: names)
    self.names = names
    self.entries = entries
    self.topLevel = topLevel
  }

  /// The number of views.
  package var count: Int { entries.count }

  /// The view at an index.
  subscript(index: Int) -> ViewNode { entries[index].view }

  /// The index of each key.
  func indexByKey() -> [String: Int] {
    var result: [String: Int] = [:]
    result.reserveCapacity(entries.count)
    for i in entries.indices { result[entries[i].key] = i }
    return result
  }

  /// Ancestors of a view from its parent up to the top level.
  func ancestors(of index: Int) -> [Int] {
    var result: [Int] = []
    var current = entries[index].parent
    while let p = current {
      result.append(p)
      current = entries[p].parent
    }
    return result
  }
}

extension FlatScene {
  /// The view at `index` as the scene holds it, its subtree included (found by its path).
  package func view(withChildrenAt index: Int) -> ViewNode? {
    var level = scene.views
    var found: ViewNode?
    for step in entries[index].path.split(separator: "/") {
      guard let i = Int(step), level.indices.contains(i) else { return nil }
      found = level[i]
      level = level[i].children
    }
    return found
  }
}
