import SceneDiffCore

/// The views ``SceneStreamReader`` has read whose parent is still open, in document order, in
/// memory it manages itself.
///
/// Views are appended in place and leave by being moved into their parent's children array;
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

  /// Adds `view` at the end.
  func append(_ view: consuming ViewNode) {
    if count == capacity { grow() }
    (base + count).initialize(to: view)
    count += 1
  }

  /// Moves the views from `start` on into an array of exactly their number, and removes them.
  func take(from start: Int) -> [ViewNode] {
    let taken = count - start
    let views = [ViewNode](unsafeUninitializedCapacity: taken) { buffer, initialized in
      guard let target = buffer.baseAddress else { return }
      target.moveInitialize(from: base + start, count: taken)
      initialized = taken
    }
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
