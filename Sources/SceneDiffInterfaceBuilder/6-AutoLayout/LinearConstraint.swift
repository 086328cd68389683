/// A linear constraint `expression REL 0` with a strength, as the solver takes it.
package struct LinearConstraint: Sendable, Hashable {
  /// How the expression compares with 0.
  package enum Relation: Sendable, Hashable {
    /// `expression = 0`.
    case equal
    /// `expression ≤ 0`.
    case lessOrEqual
    /// `expression ≥ 0`.
    case greaterOrEqual
  }

  /// How hard the solver tries to satisfy a constraint.
  ///
  /// Optional strengths are levels compared lexicographically, as the symbolic weights of
  /// Badros, Borning and Stuckey's Cassowary (2001): any error at a stronger level outweighs
  /// every error at weaker levels together.
  package enum Strength: Sendable, Hashable {
    /// Must hold; the solver reports the constraint when it cannot.
    case required
    /// Optional, at a level from 0 (strongest) with a weight within that level.
    case optional(level: Int, weight: Double)
  }

  /// The expression compared with 0.
  package var expression: LinearExpression
  /// The comparison.
  package var relation: Relation
  /// Its strength.
  package var strength: Strength

  /// `left REL right` at a strength.
  package init(
    _ left: LinearExpression,
    _ relation: Relation,
    _ right: LinearExpression,
    strength: Strength = .required
  ) {
    expression = left - right
    self.relation = relation
    self.strength = strength
  }
}
