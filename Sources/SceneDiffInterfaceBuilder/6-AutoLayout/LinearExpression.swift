/// A linear expression over solver variables: `Σ coefficient × variable + constant`.
///
/// Variables are numbered from 0 by the caller (``CassowarySolver/variable()``); terms are kept
/// in a sorted array so that every walk over them has one order.
package struct LinearExpression: Sendable, Hashable {
  /// The terms, sorted by variable, with no variable twice and no zero coefficient.
  package private(set) var terms: [(variable: Int, coefficient: Double)] = []
  /// The constant part.
  package var constant: Double

  /// A constant expression.
  package init(_ constant: Double = 0) {
    self.constant = constant
  }

  /// `coefficient × variable`.
  package init(variable: Int, coefficient: Double = 1) {
    constant = 0
    add(variable, coefficient)
  }

  /// Adds `coefficient × variable`.
  package mutating func add(_ variable: Int, _ coefficient: Double) {
    guard coefficient != 0 else { return }
    if let index = terms.firstIndex(where: { $0.variable >= variable }) {
      if terms[index].variable == variable {
        terms[index].coefficient += coefficient
        if abs(terms[index].coefficient) < 1e-12 { terms.remove(at: index) }
      } else {
        terms.insert((variable, coefficient), at: index)
      }
    } else {
      terms.append((variable, coefficient))
    }
  }

  /// Adds `factor × other`.
  package mutating func add(_ other: LinearExpression, times factor: Double = 1) {
    constant += other.constant * factor
    for term in other.terms { add(term.variable, term.coefficient * factor) }
  }

  /// The expression's value for the given variable values.
  package func value(_ values: [Double]) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
  }

  /// `left + right`.
  package static func + (left: LinearExpression, right: LinearExpression) -> LinearExpression {
    var sum = left
    sum.add(right)
    return sum
  }

  /// `left − right`.
  package static func - (left: LinearExpression, right: LinearExpression) -> LinearExpression {
    var difference = left
    difference.add(right, times: -1)
    return difference
  }

  /// `factor × expression`.
  package static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    var product = LinearExpression()
    product.add(expression, times: factor)
    return product
  }

  /// `expression + constant`.
  package static func + (expression: LinearExpression, constant: Double) -> LinearExpression {
    var sum = expression
    sum.constant += constant
    return sum
  }

  /// Whether two expressions have the same terms and constant.
  package static func == (left: LinearExpression, right: LinearExpression) -> Bool {
    left.constant == right.constant && left.terms.count == right.terms.count
      && zip(left.terms, right.terms).allSatisfy {
        $0.variable == $1.variable && $0.coefficient == $1.coefficient
      }
  }

  /// Hashes the terms and constant.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(constant)
    for term in terms {
      hasher.combine(term.variable)
      hasher.combine(term.coefficient)
    }
  }
}
