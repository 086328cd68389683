/// A scrim a plan draws: a box of one colour over the whole scene, drawn beneath the layers of
/// the transition that paints it, its opacity following that transition's scrim animator.
///
/// A container transform paints its scrim (`scrimColor`, default `0x52000000`) over the whole
/// drawing view beneath the container (reference `material-motion.md` §7.10); SceneDiff draws
/// it as a top-level node after every other node but the container's two layers, which follow
/// it: the end layer, then the start layer (kept above the end layer as before).
///
/// `UINavigationController`'s default push and pop dim the covered screen the same way
/// (``AnimatedProperty/dimmingAlpha``): the dimming is drawn beneath the moving screen.
struct ScrimLayer: Sendable {
  /// The colour the scrim paint fills with, `#AARRGGBB` (its alpha multiplies the paint's).
  static let containerTransformColor = "#52000000"

  /// The node key: `scrim:` and the key of the end view the scrim animator is on.
  var key: String
  /// The animator whose value (0–1) is the scrim paint's alpha.
  var animator: Animator
  /// The colour, `#AARRGGBB`.
  var color: String
  /// The nodes drawn above it, with their subtrees, in drawing order (tree indices).
  var above: [Int]

  /// The scrims of a plan's container transforms: one per `scrimAlpha` animator whose end view
  /// has a node, above it that end view's node and the start view's overlay root (the one
  /// whose `clipRadius` animator belongs to the same transition and starts at the same time).
  ///
  /// Then the dimming of a navigation push or pop: one per transition and start time whose
  /// `dimmingAlpha` animators have nodes, of ``IOSNavigationTransition/dimmingColor``, keyed
  /// `dim:` and the first target, above it the nodes of those animators' targets (the moving
  /// screen's roots).
  ///
  /// `tree` holds the sampler's nodes and their animators.
  static func all(_ animators: [Animator], tree: Sampler.Tree) -> [ScrimLayer] {
    containerTransforms(animators, tree: tree) + dimmings(animators, nodes: tree.nodes)
  }

  /// The dimmings of navigation pushes and pops (see ``all(_:tree:)``).
  static func dimmings(_ animators: [Animator], nodes: [DrawNode]) -> [ScrimLayer] {
    var result: [ScrimLayer] = []
    for dim in animators where dim.property == .dimmingAlpha {
      guard let node = nodes.firstIndex(where: { $0.key == dim.target }) else { continue }
      if let k = result.firstIndex(where: {
        $0.animator.transition == dim.transition && $0.animator.startMs == dim.startMs
      }) {
        result[k].above.append(node)
        continue
      }
      result.append(
        ScrimLayer(
          key: "dim:" + dim.target,
          animator: dim,
          color: IOSNavigationTransition.dimmingColor,
          above: [node]
        )
      )
    }
    return result
  }

  /// The scrims of container transforms (see ``all(_:tree:)``).
  static func containerTransforms(_ animators: [Animator], tree: Sampler.Tree) -> [ScrimLayer] {
    let nodes = tree.nodes
    return animators.filter { $0.property == .scrimAlpha }.compactMap { scrim in
      guard
        let end = nodes.firstIndex(where: { node in
          guard case .ghost = node.source else { return false }
          return node.key == scrim.target
        })
      else { return nil }
      let start = nodes.firstIndex { node in
        guard case .overlayRoot = node.source else { return false }
        return tree.nodeAnimators.contains(node.animatorSpan) {
          $0.pointee.property == .clipRadius && $0.pointee.transition == scrim.transition
            && $0.pointee.startMs == scrim.startMs
        }
      }
      return ScrimLayer(
        key: "scrim:" + scrim.target,
        animator: scrim,
        color: containerTransformColor,
        above: [end] + (start.map { [$0] } ?? [])
      )
    }
  }

  /// Its node: a `width` × `height` box of its colour at the top level, drawn until its
  /// animator ends (``animator``, which ``Sampler/animators(ofNode:)`` gives for it: the node
  /// has no range of the tree's animators).
  func node(width: Double, height: Double) -> DrawNode {
    DrawNode(
      key: key,
      viewSource: .stored(
        ViewNode(
          id: key,
          className: "Scrim",
          width: width,
          height: height,
          style: ViewStyle(background: color)
        )
      ),
      source: .scrim,
      parent: nil,
      children: [],
      animatorSpan: 0..<0,
      visibleUntilMs: animator.endMs,
      drawnUntilMs: animator.endMs
    )
  }
}
