import Testing

@testable import SceneDiffInterfaceBuilder

/// Textbook cases of the Cassowary solver, each worked out by hand in its comment.
@Suite struct CassowarySolverTests {
  private func expression(_ variable: Int) -> LinearExpression {
    LinearExpression(variable: variable)
  }

  @Test func requiredEqualitiesAreSolvedBySubstitution() throws {
    var solver = CassowarySolver(levels: 1)
    let x = solver.variable()
    let y = solver.variable()
    // x + y = 10 and x = 3 → y = 7.
    try solver.add(LinearConstraint(expression(x) + expression(y), .equal, LinearExpression(10)))
    try solver.add(LinearConstraint(expression(x), .equal, LinearExpression(3)))
    #expect(abs(solver.values[x] - 3) < 1e-9)
    #expect(abs(solver.values[y] - 7) < 1e-9)
  }

  @Test func inequalitiesBoundAWeakPull() throws {
    var solver = CassowarySolver(levels: 1)
    let x = solver.variable()
    // 10 ≤ x ≤ 20 (required); a weak x = 0 ends at the nearest bound, 10.
    try solver.add(LinearConstraint(expression(x), .greaterOrEqual, LinearExpression(10)))
    try solver.add(LinearConstraint(expression(x), .lessOrEqual, LinearExpression(20)))
    try solver.add(
      LinearConstraint(
        expression(x),
        .equal,
        LinearExpression(0),
        strength: .optional(level: 0, weight: 1)
      )
    )
    #expect(abs(solver.values[x] - 10) < 1e-9)
  }

  /// The midpoint example of Badros, Borning and Stuckey (2001, §2): xm is the midpoint of
  /// xl and xr, xl + 10 ≤ xr, 0 ≤ xl, xr ≤ 100.
  @Test func midpointExampleWithAStrongEditAndWeightedStays() throws {
    var solver = CassowarySolver(levels: 2)
    let left = solver.variable()
    let middle = solver.variable()
    let right = solver.variable()
    try solver.add(
      LinearConstraint(2 * expression(middle), .equal, expression(left) + expression(right))
    )
    try solver.add(
      LinearConstraint(expression(left) + 10, .lessOrEqual, expression(right))
    )
    try solver.add(LinearConstraint(expression(right), .lessOrEqual, LinearExpression(100)))
    try solver.add(LinearConstraint(expression(left), .greaterOrEqual, LinearExpression(0)))
    // Strong: xm = 90 → xl + xr = 180; with xr ≤ 100, xl ≥ 80; with xl + 10 ≤ xr, xl ≤ 85.
    try solver.add(
      LinearConstraint(
        expression(middle),
        .equal,
        LinearExpression(90),
        strength: .optional(level: 0, weight: 1)
      )
    )
    // Weak stays xl = 30 (weight 2) and xr = 60 (weight 1): the error 2(xl − 30) + (120 − xl)
    // = xl + 60 is smallest at xl = 80, so xr = 100.
    try solver.add(
      LinearConstraint(
        expression(left),
        .equal,
        LinearExpression(30),
        strength: .optional(level: 1, weight: 2)
      )
    )
    try solver.add(
      LinearConstraint(
        expression(right),
        .equal,
        LinearExpression(60),
        strength: .optional(level: 1, weight: 1)
      )
    )
    #expect(abs(solver.values[middle] - 90) < 1e-9)
    #expect(abs(solver.values[left] - 80) < 1e-9)
    #expect(abs(solver.values[right] - 100) < 1e-9)
  }

  @Test func aStrongerLevelBeatsAnyNumberOfWeakerErrors() throws {
    var solver = CassowarySolver(levels: 2)
    let x = solver.variable()
    // One level-0 x = 100 against five level-1 x = 200: symbolic weights compare the levels
    // lexicographically, so x = 100 (a single number per strength would give 200 once five
    // weak errors outweighed one strong one).
    try solver.add(
      LinearConstraint(
        expression(x),
        .equal,
        LinearExpression(100),
        strength: .optional(level: 0, weight: 1)
      )
    )
    for _ in 0..<5 {
      try solver.add(
        LinearConstraint(
          expression(x),
          .equal,
          LinearExpression(200),
          strength: .optional(level: 1, weight: 1e6)
        )
      )
    }
    #expect(abs(solver.values[x] - 100) < 1e-9)
  }

  @Test func contradictoryRequiredConstraintIsRefusedAndTheSolverKept() throws {
    var solver = CassowarySolver(levels: 1)
    let x = solver.variable()
    let y = solver.variable()
    try solver.add(LinearConstraint(expression(x), .equal, LinearExpression(10)))
    try solver.add(LinearConstraint(expression(y), .greaterOrEqual, expression(x) + 5))
    // y ≥ 15 and y ≤ 12 cannot both hold: the second is refused, y stays at 15.
    #expect(throws: CassowarySolver.Unsatisfiable.self) {
      try solver.add(LinearConstraint(expression(y), .lessOrEqual, LinearExpression(12)))
    }
    #expect(throws: CassowarySolver.Unsatisfiable.self) {
      try solver.add(LinearConstraint(expression(x), .equal, LinearExpression(20)))
    }
    #expect(abs(solver.values[x] - 10) < 1e-9)
    #expect(abs(solver.values[y] - 15) < 1e-9)
  }
}
