/// A transition that animates snapshots of a view's subtree, as UIKit's
/// `UIView.transition(with:…)` and Core Animation's `CATransition` do: the start scene's
/// subtree is drawn as it was, the end scene's as it is, both at once.
///
/// The planner keeps every view inside a snapshot root out of the match (a view inside is old
/// content on one side and new content on the other, never one view that moves), so the two
/// sides get `from:`/`to:` keys where they share one.
package protocol SnapshotTransition: TransitionKind {
  /// The snapshotted view's index in the start scene and in the end scene, where they have it.
  func snapshotRoots(start: FlatScene, end: FlatScene) -> (start: Int?, end: Int?)
  /// The view keys the transition names, as written (`with`, `from`, `to`, `layer`).
  var namedKeys: [String] { get }
}

extension FlatScene {
  /// The index of the view `key` names: its key (also with the side prefix `prefix`), its
  /// `id` or its `transitionName`; `nil` when no view has it.
  package func index(named key: String, prefix: String) -> Int? {
    entries.indices.first { i in
      entries[i].key == key || entries[i].key == prefix + key || id(of: i) == key
        || transitionName(of: i) == key
    }
  }

  /// The index of a view and of all its descendants.
  func subtree(of index: Int) -> [Int] {
    var result = [index]
    var i = 0
    while i < result.count {
      result += children(of: result[i])
      i += 1
    }
    return result
  }
}
