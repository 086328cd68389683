extension FlatScene {
  /// One view of the flattened tree: what capture, matching and the transitions read of it,
  /// its strings as numbers in its scene's tables (104 bytes, where a whole `ViewNode` beside
  /// the links and the key took 184).
  ///
  /// The view itself is read back whole with ``FlatScene/subscript(_:)``; its names with
  /// ``FlatScene/id(of:)``, ``FlatScene/transitionName(of:)`` and ``FlatScene/className(of:)``.
  package struct Entry: Sendable {
    /// The left edge in the parent's coordinates.
    package var x: Double
    /// The top edge in the parent's coordinates.
    package var y: Double
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double
    /// The view's own alpha.
    package var alpha: Double
    /// The view's rarely set fields, shared with the view it was made from.
    var details: ViewNodeDetailsBox?
    /// The class name's number in ``FlatScene/shared``.
    var classNumber: Int32
    /// The text's number in ``FlatScene/shared`` (its own: texts are not shared), `-1` for
    /// none.
    var textNumber: Int32
    /// The compact location's file number in ``FlatScene/shared``, `-1` for none.
    var locationFile: Int32
    /// The compact location's line.
    var locationLine: UInt32
    /// The compact location's column.
    var locationColumn: UInt32
    /// The parent's index, `-1` when the parent is the scene root (32 bits: a scene has far
    /// fewer views than `Int32.max`).
    private var parentIndex: Int32
    /// ``indexInParent`` in 32 bits.
    private var position: Int32
    /// The first child's index, `-1` for none (children are linked through ``nextSibling``
    /// instead of held in an array per view: no allocation per parent).
    var firstChild: Int32 = -1
    /// The next sibling's index in drawing order, `-1` for the last child.
    var nextSibling: Int32 = -1
    /// `visible`, `invisible` or `gone`.
    package var visibility: ViewVisibility
    /// The view's image scale, as `ViewNode` keeps it.
    var imageScale: UInt8
    /// The view's flags, as `ViewNode` keeps them.
    var flags: ViewNodeFlags
    /// The key that names the view in plans and frames.
    package var key: String

    /// The parent's index, or `nil` when the parent is the scene root.
    package var parent: Int? { parentIndex < 0 ? nil : Int(parentIndex) }

    /// The view's index among its parent's children (the last step of its path).
    package var indexInParent: Int { Int(position) }

    /// Layout bounds in the parent's coordinates.
    package var frame: Rect { Rect(x: x, y: y, width: width, height: height) }

    /// The view's transform.
    package var transform: ViewTransform { details?.fields.transform ?? ViewTransform() }

    /// The view's clip bounds in view-local coordinates, if clipped.
    package var clip: Rect? { details?.fields.clip }

    /// The view's horizontal scroll offset.
    package var scrollX: Double { details?.fields.scrollX ?? 0 }

    /// The view's vertical scroll offset.
    package var scrollY: Double { details?.fields.scrollY ?? 0 }

    /// The view's instance identity, if any.
    package var instance: String? { details?.fields.instance }

    /// Whether the view's id pairs it with a view of the other scene.
    package var matchesByID: Bool { !flags.contains(.idIsNameOnly) }
  }
}

extension FlatScene.Entry {
  /// An entry for the view at `view` (its children and its names are not read), its strings
  /// numbered in `shared`; no children and no key yet.
  ///
  /// The view is read field by field where it is: passed whole, it was copied (every string
  /// retained, then released) because the compiler could not prove that nothing writes to
  /// it while the entry is made. The entry is made by the memberwise initializer, which builds
  /// the value at once: an initializer that stored each field into `self` built it twice and
  /// copied it (its reference retained once more and released) before it was appended.
  static func reading(
    _ view: UnsafePointer<ViewNode>,
    parent: Int?,
    indexInParent: Int,
    shared: inout StringTable
  ) -> Self {
    let classNumber = shared.number(view.pointee.className, .className)
    let textNumber = shared.append(view.pointee.text)
    let locationFile = shared.number(view.pointee.locationFile, .file)
    return Self(
      x: view.pointee.x,
      y: view.pointee.y,
      width: view.pointee.width,
      height: view.pointee.height,
      alpha: view.pointee.alpha,
      details: view.pointee.details,
      classNumber: classNumber,
      textNumber: textNumber,
      locationFile: locationFile,
      locationLine: view.pointee.locationLine,
      locationColumn: view.pointee.locationColumn,
      parentIndex: parent.map { Int32($0) } ?? -1,
      position: Int32(indexInParent),
      visibility: view.pointee.visibility,
      imageScale: view.pointee.imageScale,
      flags: view.pointee.flags,
      key: ""
    )
  }
}

extension FlatScene {
  /// The view at `index` as it was loaded, without its children (read back from its entry and
  /// the scene's tables: every property as set).
  package subscript(index: Int) -> ViewNode {
    // Fields read in place: copying the entry would retain its key and details once more.
    var view = Self.blank
    view.id = id(of: index)
    view.transitionName = transitionName(of: index)
    view.className = shared[entries[index].classNumber]
    view.x = entries[index].x
    view.y = entries[index].y
    view.width = entries[index].width
    view.height = entries[index].height
    view.alpha = entries[index].alpha
    view.text = shared.string(entries[index].textNumber)
    view.locationFile = shared.string(entries[index].locationFile)
    view.locationLine = entries[index].locationLine
    view.locationColumn = entries[index].locationColumn
    view.details = entries[index].details
    view.visibility = entries[index].visibility
    view.imageScale = entries[index].imageScale
    view.flags = entries[index].flags
    return view
  }

  /// A view with every property at its default, which ``subscript(_:)`` overwrites.
  private static let blank = ViewNode()

  /// The `id` of the view at `index`.
  package func id(of index: Int) -> String? {
    let n = names.id[index]
    return n < 0 ? nil : names.string(Int(n))
  }

  /// The `transitionName` of the view at `index`.
  package func transitionName(of index: Int) -> String? {
    let n = names.name[index]
    return n < 0 ? nil : names.string(Int(n))
  }

  /// The class name of the view at `index`.
  package func className(of index: Int) -> String { shared[entries[index].classNumber] }

  /// Where the view at `index` was declared, if it came from a file.
  package func location(of index: Int) -> SourceLocation? {
    let entry = entries[index]
    guard entry.locationFile >= 0 else { return entry.details?.fields.location }
    return SourceLocation(
      file: shared[entry.locationFile],
      line: Int(entry.locationLine),
      column: Int(entry.locationColumn)
    )
  }
}
