/// A scene flattened into pre-order arrays: the form capture, matching and sampling work on.
///
/// Index order is document order (parent before children, children in drawing order), which is
/// also SceneDiff's deterministic replacement for Android's hash-ordered maps.
package struct FlatScene: Sendable {
  /// The scene as loaded; only its size, units, density, direction and device (no `views`)
  /// after ``init(consuming:)``.
  package var scene: SceneTree
  /// Every view in document order.
  package var entries: [Entry]
  /// Indices of the root's children.
  package var topLevel: [Int]
  /// Every view's name and id as numbers (in the start scene of a planning context, its lookup
  /// table is freed once matching is done: the strings and numbers stay for the views' names).
  var names: InternedNames
  /// The class names, texts and source files of the views, each once.
  var shared: StringTable

  /// Flattens a scene and assigns view keys (see ``ViewKeys``).
  package init(_ scene: SceneTree) {
    self.init(scene, views: scene.views, releasing: false, namesAfter: nil)
  }

  /// Flattens a scene and assigns view keys, numbering its names and ids against `start`'s
  /// (see ``InternedNames/init(views:most:after:)``): the end scene of a planning run, whose
  /// names then match `start`'s by number.
  init(_ scene: SceneTree, numberingNamesAs start: FlatScene) {
    self.init(scene, views: scene.views, releasing: false, namesAfter: start.names)
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
    self.init(scene, views: consume views, releasing: true, namesAfter: nil)
  }

  /// ``init(consuming:)``, numbering the names and ids against `start`'s, as
  /// ``init(_:numberingNamesAs:)`` does.
  init(consuming scene: consuming SceneTree, numberingNamesAs start: FlatScene) {
    let views = scene.views
    scene.views = []
    self.init(scene, views: consume views, releasing: true, namesAfter: start.names)
  }

  /// Flattens `views` as the views of `scene`; with `releasing`, each subtree is freed as
  /// soon as its views are in their entries (the tree must then be held by nothing else, or
  /// each level is copied on write); with `namesAfter`, the names and ids are numbered against
  /// those.
  ///
  /// The pre-order walk is iterative, so deep scenes cannot exhaust the stack: each level holds
  /// its sibling views, the next one's index, their parent's index and its last view flattened.
  private init(
    _ scene: SceneTree,
    views: consuming [ViewNode],
    releasing: Bool,
    namesAfter other: InternedNames?
  ) {
    self.scene = scene
    let size = Self.size(views)
    var entries: [Entry] = []
    entries.reserveCapacity(size.views)
    var names = InternedNames(views: size.views, most: size.names, after: other)
    var shared = StringTable()
    // Room for every text and a few class names and files: no doubling of the array.
    shared.reserveCapacity(size.texts + 16)
    var topLevel: [Int] = []
    topLevel.reserveCapacity(views.count)
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
      // `nil` for a leaf: its empty children array is neither retained nor released.
      let kids: [ViewNode]?
      if releasing {
        // Moved out (its level keeps a stand-in) and read in place: no string is retained.
        var view = Self.standIn
        swap(&view, &levels[last].views[i])
        let taken = Self.takeChildren(&view)
        kids = taken.isEmpty ? nil : taken
        withUnsafePointer(to: &view) { Self.add($0, parent, i, to: &entries, &names, &shared) }
      } else {
        // Read where the caller's tree keeps it, through the level's buffer: not copied.
        kids = levels[last].views.withUnsafeBufferPointer { level in
          guard let base = level.baseAddress else { return nil }
          Self.add(base + i, parent, i, to: &entries, &names, &shared)
          return base[i].children.isEmpty ? nil : base[i].children
        }
      }
      Self.link(index, after: levels[last].previous, parent: parent, in: &entries)
      levels[last].previous = index
      if parent == nil { topLevel.append(index) }
      if let kids { levels.append((kids, 0, index, -1)) }
    }
    names.finishNumbering()
    // Keys are assigned while the local array is the only reference to its buffer, so the
    // rewrite happens in place instead of copying every entry.
    ViewKeys.assign(&entries, names: names)
    shared.dropLookup()
    self.names = names
    self.shared = shared
    self.entries = entries
    self.topLevel = topLevel
  }

  /// Links the entry at `index` to its previous sibling (`previous`, `-1` for none) or, as a
  /// first child, to its parent.
  private static func link(
    _ index: Int,
    after previous: Int,
    parent: Int?,
    in entries: inout [Entry]
  ) {
    if previous >= 0 {
      entries[previous].nextSibling = Int32(index)
    } else if let parent {
      entries[parent].firstChild = Int32(index)
    }
  }

  /// Takes the children out of `view` (moved, not copied) and returns them.
  private static func takeChildren(_ view: inout ViewNode) -> [ViewNode] {
    var kids: [ViewNode] = []
    swap(&kids, &view.children)
    return kids
  }

  /// Appends the entry of `view` (child `indexInParent` of `parent`) and numbers its name
  /// and id.
  private static func add(
    _ view: UnsafePointer<ViewNode>,
    _ parent: Int?,
    _ indexInParent: Int,
    to entries: inout [Entry],
    _ names: inout InternedNames,
    _ shared: inout StringTable
  ) {
    entries.append(.reading(view, parent: parent, indexInParent: indexInParent, shared: &shared))
    names.append(name: view.pointee.transitionName, id: view.pointee.id)
  }

  /// What a level holds in place of a view taken out of it: no strings to count.
  private static let standIn = ViewNode()

  /// How many views a scene has, how many names and ids and how many texts they set, counted
  /// without copying any view.
  private static func size(_ views: [ViewNode]) -> (views: Int, names: Int, texts: Int) {
    var count = 0
    var names = 0
    var texts = 0
    var pending: [[ViewNode]] = [views]
    while let level = pending.popLast() {
      count += level.count
      for i in level.indices {
        if level[i].transitionName != nil { names += 1 }
        if level[i].id != nil { names += 1 }
        if level[i].text != nil { texts += 1 }
        if !level[i].children.isEmpty { pending.append(level[i].children) }
      }
    }
    return (count, names, texts)
  }

  /// The stable path key of the view at `index` (`/0/2/1`: child indices from the root).
  package func path(of index: Int) -> String {
    Self.path(of: index, in: entries)
  }

  /// The path of `entries[index]`, built from its parents' links: written backwards from the
  /// view up (each step's digits last first, then its `/`) and turned around, one buffer and no
  /// string per step. (``ViewKeys`` writes the paths of a whole scene from the chain of
  /// ancestors it keeps instead.)
  static func path(of index: Int, in entries: [Entry]) -> String {
    var scratch: [UInt8] = []
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
