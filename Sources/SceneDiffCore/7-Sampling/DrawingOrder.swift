/// The order a sampler's nodes are drawn in, when it differs from the order they are computed
/// in: with scrims (``ScrimLayer``), each scrim and the layers above it come last.
///
/// The sampler computes its nodes in tree order (end views, then the start views in the
/// overlay); previews and exports draw ``nodes`` in drawing order, in which every scrim is
/// followed by the subtrees it lies beneath. Parents still come before their children.
struct DrawingOrder: Sendable {
  /// The nodes in drawing order, their parents and children as drawing positions.
  var nodes: [DrawNode]
  /// The tree index of each drawing position, or `−1 − k` for scrim `k`.
  var order: [Int]
  /// The drawing position of each tree index.
  var position: [Int]
  /// The scrims.
  var scrims: [ScrimLayer]

  /// Orders `tree` (parents before children) with `scrims` and the subtrees above them last.
  init(tree: [DrawNode], scrims: [ScrimLayer], width: Double, height: Double) {
    self.scrims = scrims
    var moved = [Bool](repeating: false, count: tree.count)
    var tail: [Int] = []
    for (k, scrim) in scrims.enumerated() {
      tail.append(-1 - k)
      for root in scrim.above where !moved[root] {
        for i in DrawingOrder.subtree(root, in: tree) where !moved[i] {
          moved[i] = true
          tail.append(i)
        }
      }
    }
    let order = tree.indices.filter { !moved[$0] } + tail
    var position = [Int](repeating: 0, count: tree.count)
    for (p, i) in order.enumerated() where i >= 0 { position[i] = p }
    self.order = order
    self.position = position
    var nodes: [DrawNode] = []
    nodes.reserveCapacity(order.count)
    for i in order {
      guard i >= 0 else {
        nodes.append(scrims[-1 - i].node(width: width, height: height))
        continue
      }
      var node = tree[i]
      node.parent = node.parent.map { position[$0] }
      node.children = node.children.map { position[$0] }
      nodes.append(node)
    }
    self.nodes = nodes
  }

  /// `root` and its descendants, in tree order.
  static func subtree(_ root: Int, in tree: [DrawNode]) -> [Int] {
    var inside = Set([root])
    var result = [root]
    for i in tree.indices where i > root {
      if let p = tree[i].parent, inside.contains(p) {
        inside.insert(i)
        result.append(i)
      }
    }
    return result
  }
}
