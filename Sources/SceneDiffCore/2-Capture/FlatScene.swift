/// A scene flattened into pre-order arrays: the form capture, matching and sampling work on.
///
/// Index order is document order (parent before children, children in drawing order), which is
/// also SceneDiff's deterministic replacement for Android's hash-ordered maps.
package struct FlatScene: Sendable {
  /// One view of the flattened tree.
  package struct Entry: Sendable {
    /// The view (its `children` are reached through ``FlatScene/children(of:)``).
    package var view: ViewNode
    /// The parent's index, `-1` when the parent is the scene root (32 bits: a scene has far
    /// fewer views than `Int32.max`, and each entry is 16 bytes smaller than with two `Int`s).
    private var parentIndex: Int32
    /// ``indexInParent`` in 32 bits.
    private var position: Int32
    /// The first child's index, `-1` for none (children are linked through ``nextSibling``
    /// instead of held in an array per view: no allocation per parent).
    var firstChild: Int32 = -1
    /// The next sibling's index in drawing order, `-1` for the last child.
    var nextSibling: Int32 = -1
    /// The key that names the view in plans and frames.
    package var key: String

    /// An entry for `view`, whose children are not in it; no children and no key yet.
    init(view: consuming ViewNode, parent: Int?, indexInParent: Int) {
      self.view = view
      parentIndex = parent.map { Int32($0) } ?? -1
      position = Int32(indexInParent)
      key = ""
    }

    /// An entry for a copy of `view` (its children included until the caller clears them).
    init(copying view: borrowing ViewNode, parent: Int?, indexInParent: Int) {
      self.init(view: copy view, parent: parent, indexInParent: indexInParent)
    }

    /// The parent's index, or `nil` when the parent is the scene root.
    package var parent: Int? { parentIndex < 0 ? nil : Int(parentIndex) }

    /// The view's index among its parent's children (the last step of its path).
    package var indexInParent: Int { Int(position) }
  }

  /// The scene as loaded; only its size, units, density, direction and device (no `views`)
  /// after ``init(consuming:)``.
  package var scene: SceneTree
  /// Every view in document order.
  package var entries: [Entry]
  /// Indices of the root's children.
  package var topLevel: [Int]
  /// Every view's name and id as numbers (emptied in the start scene of a planning context
  /// once matching is done: nothing after it reads them).
  var names: InternedNames

  /// Flattens a scene and assigns view keys (see ``ViewKeys``).
  package init(_ scene: SceneTree) {
    self.init(scene, views: scene.views, releasing: false)
  }

  /// Flattens a scene the caller gives up, freeing its tree while the entries are built, and
  /// assigns view keys (see ``ViewKeys``).
  ///
  /// ``scene`` keeps only the scene's size, units, density, direction and device: its `views`
  /// are empty. Each subtree is released once its views are in their entries, so the tree and
  /// the entries are never both whole in memory (when nothing else holds the tree).
  package init(consuming scene: consuming SceneTree) {
    let views = scene.views
    scene.views = []
    self.init(scene, views: consume views, releasing: true)
  }

  /// Flattens `views` as the views of `scene`; with `releasing`, each view's children are
  /// taken out of the level that holds them (the tree must then be held by nothing else, or
  /// each level is copied on write).
  private init(_ scene: SceneTree, views: consuming [ViewNode], releasing: Bool) {
    self.scene = scene
    var entries: [Entry] = []
    entries.reserveCapacity(Self.viewCount(views))
    var topLevel: [Int] = []
    topLevel.reserveCapacity(views.count)
    // Iterative pre-order walk, so deep scenes cannot exhaust the stack: each level holds its
    // sibling views, the next one's index and their parent's index. Views are copied once,
    // into their entry (not pushed on a stack first).
    // `previous`: the level's last view flattened so far, whose next sibling comes next.
    var levels: [(views: [ViewNode], next: Int, parent: Int?, previous: Int)] = [
      (consume views, 0, nil, -1)
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
      let kids: [ViewNode]
      if releasing {
        kids = Self.take(&levels[last].views[i], into: &entries, parent: parent, at: i)
      } else {
        // The caller keeps the tree: one copy of the view, straight into its entry.
        kids = levels[last].views[i].children
        entries.append(Entry(copying: levels[last].views[i], parent: parent, indexInParent: i))
        if !kids.isEmpty { entries[index].view.children = [] }
      }
      let previous = levels[last].previous
      levels[last].previous = index
      if previous >= 0 {
        entries[previous].nextSibling = Int32(index)
      } else if let parent {
        entries[parent].firstChild = Int32(index)
      }
      if parent == nil { topLevel.append(index) }
      if !kids.isEmpty { levels.append((kids, 0, index, -1)) }
    }
    // Keys are assigned while the local array is the only reference to its buffer, so the
    // rewrite happens in place instead of copying every entry.
    let names = InternedNames(entries)
    ViewKeys.assign(&entries, names: names)
    self.names = names
    self.entries = entries
    self.topLevel = topLevel
  }

  /// Moves `view` out of its level into a new entry (the level keeps a childless stand-in,
  /// so each subtree is freed as soon as its level is done) and returns its children: no copy
  /// of the view, and no reference counting of its strings.
  private static func take(
    _ view: inout ViewNode,
    into entries: inout [Entry],
    parent: Int?,
    at position: Int
  ) -> [ViewNode] {
    var moved = standIn
    swap(&moved, &view)
    var kids: [ViewNode] = []
    swap(&kids, &moved.children)
    entries.append(Entry(view: moved, parent: parent, indexInParent: position))
    return kids
  }

  /// What a level holds in place of a view moved into its entry: no strings to count.
  private static let standIn = ViewNode()

  /// How many views a scene has, counted without copying any.
  private static func viewCount(_ views: [ViewNode]) -> Int {
    var count = 0
    var pending: [[ViewNode]] = [views]
    while let level = pending.popLast() {
      count += level.count
      for i in level.indices where !level[i].children.isEmpty { pending.append(level[i].children) }
    }
    return count
  }

  /// The stable path key of the view at `index` (`/0/2/1`: child indices from the root).
  package func path(of index: Int) -> String {
    Self.path(of: index, in: entries)
  }

  /// The path of `entries[index]`, built from its parents' links.
  static func path(of index: Int, in entries: [Entry]) -> String {
    var scratch: [UInt8] = []
    return path(of: index, in: entries, scratch: &scratch)
  }

  /// The path of `entries[index]`, written backwards into `scratch` from the view up (each
  /// step's digits last first, then its `/`) and turned around: one buffer, no string per
  /// step.
  static func path(of index: Int, in entries: [Entry], scratch: inout [UInt8]) -> String {
    scratch.removeAll(keepingCapacity: true)
    var current: Int? = index
    while let i = current {
      var step = entries[i].indexInParent
      repeat {
        scratch.append(UInt8(ascii: "0") + UInt8(step % 10))
        step /= 10
      } while step > 0
      scratch.append(UInt8(ascii: "/"))
      current = entries[i].parent
    }
    scratch.reverse()
    return String(decoding: scratch, as: UTF8.self)
  }

  /// The number of views.
  package var count: Int { entries.count }

  /// The indices of the children of the view at `index`, in drawing order.
  package func children(of index: Int) -> [Int] {
    var result: [Int] = []
    var child = entries[index].firstChild
    while child >= 0 {
      result.append(Int(child))
      child = entries[Int(child)].nextSibling
    }
    return result
  }

  /// Whether the view at `index` has children.
  package func hasChildren(_ index: Int) -> Bool { entries[index].firstChild >= 0 }

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
  /// The view at `index` as the scene holds it, its subtree included (found by its path);
  /// `nil` for a scene flattened with ``init(consuming:)``, which keeps no tree.
  package func view(withChildrenAt index: Int) -> ViewNode? {
    var steps: [Int] = []
    var current: Int? = index
    while let i = current {
      steps.append(entries[i].indexInParent)
      current = entries[i].parent
    }
    var level = scene.views
    var found: ViewNode?
    for i in steps.reversed() {
      guard level.indices.contains(i) else { return nil }
      found = level[i]
      level = level[i].children
    }
    return found
  }
}
