/// An incremental simplex solver for linear equalities and inequalities with strengths: the
/// Cassowary algorithm of Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 8(4), 2001.
///
/// Constraints are added one at a time; the tableau stays in solved form (every basic symbol
/// expressed in parametric ones) and optimal for the objective, the weighted errors of the
/// optional constraints. Required constraints hold exactly; an optional constraint's error
/// weighs in at its strength level, and a stronger level beats any amount of weaker error
/// (symbolic weights, §3.4). The bookkeeping (slack, error and dummy markers, choosing a
/// subject, the artificial-variable phase) follows the paper's §4 as restated by the Kiwi
/// implementation's notes (`docs/source/basis/solver_internals.rst`); this code is SceneDiff's
/// own. Every choice breaks ties by symbol creation order, so results do not depend on hash
/// order. Edit and stay variables are not provided: callers add weak equalities instead.
package struct CassowarySolver: Sendable {
  /// Why a required constraint could not be added.
  package struct Unsatisfiable: Error, Sendable {}

  /// The markers of an added constraint.
  private struct Tag {
    var marker: CassowarySymbol
    var other: CassowarySymbol?
  }

  /// The number of optional strength levels.
  package let levels: Int
  private var nextID = 0
  private var variables: [CassowarySymbol] = []
  private var rows: [CassowarySymbol: CassowaryRow] = [:]
  private var objective: CassowaryRow
  private var artificial: CassowaryRow?

  /// A solver with `levels` optional strength levels (0 is the strongest).
  package init(levels: Int) {
    self.levels = max(levels, 1)
    objective = CassowaryRow(width: max(levels, 1))
  }

  /// A new variable's number.
  package mutating func variable() -> Int {
    variables.append(symbol(.external))
    return variables.count - 1
  }

  /// The current value of every variable, by number.
  package var values: [Double] {
    variables.map { rows[$0]?.value ?? 0 }
  }

  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: ``Unsatisfiable`` when a required constraint contradicts the required ones
  ///   already added; the solver is then as it was before the call.
  package mutating func add(_ constraint: LinearConstraint) throws(Unsatisfiable) {
    let saved = self
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      guard abs(row.value) < CassowaryRow.epsilon else {
        self = saved
        throw Unsatisfiable()
      }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, by: row)
      rows[subject] = row
    } else if !addWithArtificialVariable(row) {
      self = saved
      throw Unsatisfiable()
    }
    optimize()
  }

  private mutating func symbol(_ kind: CassowarySymbol.Kind) -> CassowarySymbol {
    nextID += 1
    return CassowarySymbol(id: nextID, kind: kind)
  }

  private func unit(_ strength: LinearConstraint.Strength) -> [Double] {
    var vector = Array(repeating: 0.0, count: levels)
    if case .optional(let level, let weight) = strength {
      vector[min(max(level, 0), levels - 1)] = weight
    }
    return vector
  }

  /// The constraint as a row over parametric symbols, with its slack, error or dummy markers.
  private mutating func makeRow(_ constraint: LinearConstraint) -> (CassowaryRow, Tag) {
    var row = CassowaryRow(constant: constraint.expression.constant)
    for term in constraint.expression.terms {
      let variable = variables[term.variable]
      if let basic = rows[variable] {
        row.insert(basic, times: [term.coefficient])
      } else {
        row.insert(variable, term.coefficient)
      }
    }
    var tag: Tag
    let isRequired = constraint.strength == .required
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
      let slack = symbol(.slack)
      tag = Tag(marker: slack)
      row.insert(slack, sign)
      if !isRequired {
        let error = symbol(.error)
        tag.other = error
        row.insert(error, -sign)
        objective.insert(error, unit(constraint.strength))
      }
    case .equal:
      if isRequired {
        let dummy = symbol(.dummy)
        tag = Tag(marker: dummy)
        row.insert(dummy, 1)
      } else {
        let plus = symbol(.error)
        let minus = symbol(.error)
        tag = Tag(marker: plus, other: minus)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, unit(constraint.strength))
        objective.insert(minus, unit(constraint.strength))
      }
    }
    if row.value < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to solve a new row for: an external one, else a new slack or error marker
  /// with a negative coefficient.
  private func chooseSubject(_ row: CassowaryRow, _ tag: Tag) -> CassowarySymbol? {
    if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
    for marker in [tag.marker, tag.other].compactMap({ $0 })
    where marker.isPivotable && row.coefficient(marker) < 0 {
      return marker
    }
    return nil
  }

  /// Adds a row through an artificial variable (phase one of the two-phase simplex); `false`
  /// when the row cannot be satisfied with the required constraints already present.
  private mutating func addWithArtificialVariable(_ row: CassowaryRow) -> Bool {
    let art = symbol(.slack)
    rows[art] = row
    artificial = row
    optimize(artificialPhase: true)
    let success = abs(artificial?.value ?? 0) < CassowaryRow.epsilon
    artificial = nil
    if var basic = rows.removeValue(forKey: art) {
      if basic.cells.isEmpty { return success }
      guard let entering = basic.symbols.first(where: \.isPivotable) else { return false }
      basic.solve(art, for: entering)
      substitute(entering, by: basic)
      rows[entering] = basic
    }
    for key in rows.keys { rows[key]?.cells[art] = nil }
    objective.cells[art] = nil
    return success
  }

  /// Replaces a symbol by a row everywhere: in every row and the objective(s).
  private mutating func substitute(_ symbol: CassowarySymbol, by row: CassowaryRow) {
    for key in rows.keys { rows[key]?.substitute(symbol, by: row) }
    objective.substitute(symbol, by: row)
    artificial?.substitute(symbol, by: row)
  }

  /// Pivots until no parametric symbol can lower the objective (primal simplex).
  private mutating func optimize(artificialPhase: Bool = false) {
    while true {
      let target = artificialPhase ? (artificial ?? objective) : objective
      guard
        let entering = target.symbols.first(where: {
          $0.kind != .dummy && CassowaryRow.isNegative(target.cells[$0] ?? [])
        })
      else { return }
      guard let leaving = leavingSymbol(for: entering) else { return }
      guard var row = rows.removeValue(forKey: leaving) else { return }
      row.solve(leaving, for: entering)
      substitute(entering, by: row)
      rows[entering] = row
    }
  }

  /// The basic symbol that leaves when `entering` enters: the smallest ratio among rows where
  /// `entering` has a negative coefficient; ties go to the oldest symbol.
  private func leavingSymbol(for entering: CassowarySymbol) -> CassowarySymbol? {
    var best: (symbol: CassowarySymbol, ratio: Double)?
    for key in rows.keys.sorted() where key.kind != .external {
      guard let row = rows[key] else { continue }
      let coefficient = row.coefficient(entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.value / coefficient
      if best == nil || ratio < (best?.ratio ?? 0) - CassowaryRow.epsilon {
        best = (key, ratio)
      }
    }
    return best?.symbol
  }
}
