import SceneDiffCore

/// What the node builder reads into a ``LayoutNode`` and layout then only reads (or seldom
/// changes): its identity, layout parameters, text, image, transform and preview style.
///
/// A node keeps these behind one shared reference (``Box``), copied when a node that shares it
/// changes one (copy on write). Containers copy their children often (`let child =
/// node.children[i]`, `firstIndex(where:)`, the scene and check traversals); each copy used
/// to retain and later release every string and array of these values, some thirty references,
/// and now retains one.
struct LayoutNodeAttributes: Sendable, Hashable {
  /// The class as written in the layout.
  var className: String
  /// The rules it follows.
  var kind: ViewKind
  /// `android:id` without `@+id/`.
  var id: String?
  /// `android:transitionName`.
  var transitionName: String?
  /// Where its element starts.
  var location: SourceLocation
  /// The view's identity across changes of one layout.
  var instance: String?
  /// The parameters its parent reads.
  var params: LayoutParams
  /// Text, for text kinds.
  var text: TextProperties?
  /// Image, for image kinds.
  var image: ImageProperties?
  /// Translation, scale, rotation, pivot and elevation.
  var transform = ViewTransform()
  /// Background colour and corner radius, for previews.
  var appearance = ViewStyle()

  /// The attributes of one node and of the copies made of it, until one of them changes them.
  ///
  /// The value lives in memory the box allocates and points to with a constant (``pointer``),
  /// so reading and writing it goes through the pointer without the run-time exclusivity
  /// check a class's `var` would cost on every access (some ten thousand a round of the
  /// benchmark's layouts).
  ///
  /// `@unchecked Sendable`: the value is changed only through a node that holds the only
  /// reference (``LayoutNode`` checks `isKnownUniquelyReferenced` before every change and
  /// copies the box otherwise), so a box shared between nodes, and so between threads, is
  /// never written.
  final class Box: @unchecked Sendable, Hashable {
    /// The attributes, initialized for the box's life.
    let pointer: UnsafeMutablePointer<LayoutNodeAttributes>

    /// A box holding `value`.
    init(_ value: LayoutNodeAttributes) {
      pointer = .allocate(capacity: 1)
      pointer.initialize(to: value)
    }

    deinit {
      pointer.deinitialize(count: 1)
      pointer.deallocate()
    }

    static func == (lhs: Box, rhs: Box) -> Bool {
      lhs === rhs || lhs.pointer.pointee == rhs.pointer.pointee
    }

    func hash(into hasher: inout Hasher) { hasher.combine(pointer.pointee) }
  }
}
