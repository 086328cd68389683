/// Which views of a scene the root transition captures (reference §4.1).
package struct Capture: Sendable {
  /// `captured[i]`: whether view `i` was visited and captured.
  package var captured: [Bool]

  /// Runs Android's capture traversal for the root transition's rules over one scene.
  package init(_ flat: FlatScene, rules: TargetRules) {
    var captured = [Bool](repeating: false, count: flat.count)
    if rules.usesFastCapturePath {
      // findViewById per target id: pre-order, first hit wins; excludes are not consulted.
      for id in rules.targetIds {
        if let hit = flat.entries.firstIndex(where: { $0.view.id == id }) { captured[hit] = true }
      }
    } else {
      var stack: [Int] = flat.topLevel.reversed()
      while let i = stack.popLast() {
        let view = flat[i]
        if rules.stopsCapture(at: view) { continue }
        captured[i] = true
        if !rules.excludesChildren(of: view) {
          stack.append(contentsOf: flat.entries[i].children.reversed())
        }
      }
    }
    self.captured = captured
  }
}
