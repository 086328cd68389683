/// Which views of a scene the root transition captures (reference §4.1).
package struct Capture: Sendable {
  /// `captured[i]`: whether view `i` was visited and captured.
  package var captured: [Bool]

  /// Runs Android's capture traversal for the root transition's rules over one scene.
  package init(_ flat: FlatScene, rules: TargetRules) {
    if rules.acceptsEveryView {
      // Nothing stops the traversal or its descent: it visits every view.
      captured = [Bool](repeating: true, count: flat.count)
      return
    }
    var captured = [Bool](repeating: false, count: flat.count)
    if rules.usesFastCapturePath {
      // findViewById per target id: pre-order, first hit wins; excludes are not consulted.
      for id in rules.targetIds {
        if let hit = flat.entries.indices.first(where: { flat.id(of: $0) == id }) {
          captured[hit] = true
        }
      }
    } else {
      var stack: [Int] = flat.topLevel.reversed()
      while let i = stack.popLast() {
        if rules.stopsCapture(at: flat[i]) { continue }
        captured[i] = true
        if !rules.excludesChildren(of: flat[i]) {
          stack.append(contentsOf: flat.children(of: i).reversed())
        }
      }
    }
    self.captured = captured
  }
}
