import SceneDiffCore

/// The views ``SceneStreamReader`` has read whose parent is still open, in document order, in
/// memory it manages itself.
///
/// Views are built in place at the end and leave by being moved into their parent's children array;
/// the places they leave are not filled or destroyed again (an `Array` needs a value in each
/// place it removes).
final class ViewBuffer {
  /// The first view's place; room for ``capacity`` views.
  private var base: UnsafeMutablePointer<ViewNode>
  /// The places ``base`` has room for.
  private var capacity: Int
  /// The views held, from ``base`` on.
  private(set) var count = 0

  /// An empty buffer with room for `capacity` views.
  init(capacity: Int = 256) {
    self.capacity = max(capacity, 1)
    base = UnsafeMutablePointer<ViewNode>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// The view at `index` (less than ``count``).
  subscript(index: Int) -> ViewNode {
    base[index]
  }

  /// The uninitialized place after the last view, for a view to be built in; it joins the
  /// buffer with ``appendInitialized()``.
  func nextPlace() -> UnsafeMutablePointer<ViewNode> {
    if count == capacity { grow() }
    return base + count
  }

  /// Counts the view built in ``nextPlace()`` as the last one.
  func appendInitialized() {
    count += 1
  }

  /// Moves the views from `start` on into an array of exactly their number, and removes them.
  ///
  /// The array is allocated by `reserveCapacity`, which the standard library emits into this
  /// module specialized for `ViewNode`; `Array(unsafeUninitializedCapacity:)` allocates through
  /// its generic `_allocateBufferUninitialized(minimumCapacity:)` in the runtime library, about
  /// 670 instructions a call (parse13's "about 930 per closing parent").
  func take(from start: Int) -> [ViewNode] {
    var views: [ViewNode] = []
    views.reserveCapacity(count - start)
    for index in start..<count { views.append((base + index).move()) }
    count = start
    return views
  }

  /// Sets the children of the view at `index`.
  func setChildren(_ children: [ViewNode], at index: Int) {
    base[index].children = children
  }

  /// Doubles the room, moving the views.
  private func grow() {
    let larger = UnsafeMutablePointer<ViewNode>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}
