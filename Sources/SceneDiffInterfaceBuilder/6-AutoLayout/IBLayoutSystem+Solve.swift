import SceneDiffCore
import SceneDiffXML

extension IBLayoutSystem {
  /// The most views a scene may have for the ambiguity check (two more solves) to run.
  static let ambiguityLimit = 400

  /// Solves the system: every view's root-space frame (by the view element's location) and
  /// the warnings (unsatisfiable constraints, ambiguous views).
  ///
  /// Required rules go in first, in order; one that contradicts those before it is left out
  /// and reported with the smallest conflicting set found, as UIKit breaks a constraint of an
  /// unsatisfiable set. Optional rules follow at strength levels in priority order (each
  /// distinct priority its own level, so one 751 beats any number of 750s), then a weakest
  /// stay per variable at its stored value.
  mutating func solve() -> [SourceLocation: Rect] {
    let levels = priorityLevels()
    var broken: Set<Int> = []
    let values = run(levels: levels, broken: &broken, pull: nil)
    for index in broken.sorted() { reportConflict(index, broken: broken) }
    let views = items.indices.filter { items[$0].kind == .view }
    if views.count <= Self.ambiguityLimit {
      var ignored = broken
      let up = run(levels: levels, broken: &ignored, pull: 1e5)
      let down = run(levels: levels, broken: &ignored, pull: -1e5)
      for index in views.dropFirst() where items[index].isConstrained {
        reportAmbiguity(index, up, down)
      }
    }
    var frames: [SourceLocation: Rect] = [:]
    for index in views {
      let item = items[index]
      frames[item.element.location] = Rect(
        x: values[item.x],
        y: values[item.y],
        width: values[item.width],
        height: values[item.height]
      )
    }
    return frames
  }

  /// The level of each optional priority: distinct priorities below 1000, highest first.
  private func priorityLevels() -> [Double: Int] {
    let priorities = Set(rules.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
    var levels: [Double: Int] = [:]
    for (level, priority) in priorities.enumerated() { levels[priority] = level }
    return levels
  }

  /// One solve.
  ///
  /// `pull` replaces the stays by pulls of every variable towards `pull` (with
  /// slightly different weights, so that ties break one way), for the ambiguity check.
  private func run(levels: [Double: Int], broken: inout Set<Int>, pull: Double?) -> [Double] {
    let stayLevel = levels.count
    var solver = CassowarySolver(levels: stayLevel + 1)
    for _ in 0..<variableCount { _ = solver.variable() }
    for (index, rule) in rules.enumerated() where rule.priority >= 1000 && !broken.contains(index) {
      do {
        try solver.add(rule.constraint)
      } catch {
        broken.insert(index)
      }
    }
    for rule in rules where rule.priority < 1000 {
      var constraint = rule.constraint
      constraint.strength = .optional(level: levels[rule.priority] ?? stayLevel, weight: 1)
      try? solver.add(constraint)
    }
    for item in items {
      let stored = [item.stored.left, item.stored.top, item.stored.width, item.stored.height]
      for (offset, variable) in [item.x, item.y, item.width, item.height].enumerated() {
        let target = pull ?? stored[offset]
        let weight = pull == nil ? 1 : 1 + Double(variable) * 1e-4
        try? solver.add(
          LinearConstraint(
            LinearExpression(variable: variable),
            .equal,
            LinearExpression(target),
            strength: .optional(level: stayLevel, weight: weight)
          )
        )
      }
    }
    return solver.values
  }

  /// Whether the required rules at these indices can hold together.
  private func isSatisfiable(_ indices: [Int]) -> Bool {
    var solver = CassowarySolver(levels: 1)
    for _ in 0..<variableCount { _ = solver.variable() }
    for index in indices {
      do {
        try solver.add(rules[index].constraint)
      } catch {
        return false
      }
    }
    return true
  }

  /// Reports a broken rule with a small set of required rules it conflicts with: rules
  /// sharing variables with it, widened hop by hop until the set is unsatisfiable, then
  /// reduced one rule at a time while it stays so.
  private mutating func reportConflict(_ failing: Int, broken: Set<Int>) {
    let candidates = rules.indices.filter {
      $0 < failing && rules[$0].priority >= 1000 && !broken.contains($0)
    }
    var touched = Set(rules[failing].constraint.expression.terms.map(\.variable))
    var chosen: Set<Int> = []
    var conflict: [Int]?
    for _ in 0..<8 {
      let layer = candidates.filter { index in
        !chosen.contains(index)
          && rules[index].constraint.expression.terms.contains { touched.contains($0.variable) }
      }
      if layer.isEmpty { break }
      chosen.formUnion(layer)
      for index in layer {
        touched.formUnion(rules[index].constraint.expression.terms.map(\.variable))
      }
      let set = chosen.sorted() + [failing]
      if set.count > 150 { break }
      if !isSatisfiable(set) {
        conflict = set
        break
      }
    }
    var set = conflict ?? [failing]
    if conflict != nil {
      for index in set.reversed() where index != failing {
        let smaller = set.filter { $0 != index }
        if !isSatisfiable(smaller) { set = smaller }
      }
    }
    let rule = rules[failing]
    diagnostics.append(
      IBAutoLayoutError.unsatisfiable(
        rule.location,
        broken: rule.isDocumentConstraint ? rule.name : "\(rule.name) at \(rule.location)",
        conflicting: set.map {
          rules[$0].isDocumentConstraint
            ? rules[$0].name : "\(rules[$0].name) at \(rules[$0].location)"
        }
      ).diagnostic
    )
  }

  /// Warns when the two pulled solves disagree about a view's frame.
  private mutating func reportAmbiguity(_ index: Int, _ up: [Double], _ down: [Double]) {
    let item = items[index]
    let parts = [
      (item.x, "x position"), (item.y, "y position"), (item.width, "width"),
      (item.height, "height"),
    ]
    let open = parts.filter { abs(up[$0.0] - down[$0.0]) > 0.5 }.map(\.1)
    guard !open.isEmpty else { return }
    diagnostics.append(
      IBAutoLayoutError.ambiguous(item.element.location, view: item.name, unknowns: open)
        .diagnostic
    )
  }
}
