/// A tableau row: `basic = constant + Σ coefficient × symbol` (or, while a constraint is being
/// added, `0 = constant + Σ …`), with vector coefficients for the objective.
///
/// Coefficients are vectors so that one row type serves both the constraint rows (length 1)
/// and the objective, whose entries are symbolic weights: one component per strength level,
/// compared lexicographically (Badros, Borning and Stuckey 2001, §3.4).
struct CassowaryRow: Sendable {
  /// The number of components of every coefficient.
  let width: Int
  /// The constant part.
  var constant: [Double]
  /// The coefficient of each parametric symbol.
  var cells: [CassowarySymbol: [Double]] = [:]

  /// Values this close to 0 count as 0.
  static let epsilon = 1e-8

  /// A row with a constant (scalar rows: `width` 1).
  init(width: Int = 1, constant: Double = 0) {
    self.width = width
    self.constant = [constant] + Array(repeating: 0, count: width - 1)
  }

  /// The scalar constant of a constraint row.
  var value: Double { constant[0] }

  /// The symbols in creation order.
  var symbols: [CassowarySymbol] { cells.keys.sorted() }

  /// The scalar coefficient of a symbol in a constraint row (0 when absent).
  func coefficient(_ symbol: CassowarySymbol) -> Double {
    cells[symbol]?[0] ?? 0
  }

  /// Whether a vector is 0 in every component.
  static func isZero(_ vector: [Double]) -> Bool {
    vector.allSatisfy { abs($0) < epsilon }
  }

  /// Whether a vector is negative: its first non-zero component is.
  static func isNegative(_ vector: [Double]) -> Bool {
    for component in vector where abs(component) >= epsilon { return component < 0 }
    return false
  }

  /// Adds `coefficient` to a symbol's coefficient, dropping it when it becomes 0.
  mutating func insert(_ symbol: CassowarySymbol, _ coefficient: [Double]) {
    var sum = cells[symbol] ?? Array(repeating: 0, count: width)
    for index in 0..<width { sum[index] += coefficient[index] }
    cells[symbol] = CassowaryRow.isZero(sum) ? nil : sum
  }

  /// Adds a scalar coefficient to a symbol (constraint rows).
  mutating func insert(_ symbol: CassowarySymbol, _ coefficient: Double) {
    insert(symbol, [coefficient] + Array(repeating: 0, count: width - 1))
  }

  /// Adds `factor × row`, where `row` is a scalar constraint row and `factor` a vector.
  mutating func insert(_ row: CassowaryRow, times factor: [Double]) {
    for index in 0..<width { constant[index] += row.value * factor[index] }
    for (symbol, coefficient) in row.cells {
      insert(symbol, factor.map { $0 * coefficient[0] })
    }
  }

  /// Negates every coefficient and the constant.
  mutating func reverseSign() {
    constant = constant.map { -$0 }
    for symbol in cells.keys { cells[symbol] = cells[symbol]?.map { -$0 } }
  }

  /// Solves `0 = row` for a symbol of a scalar row: the row becomes `symbol = …`.
  mutating func solve(for symbol: CassowarySymbol) {
    let factor = -1 / coefficient(symbol)
    cells[symbol] = nil
    constant[0] *= factor
    for key in cells.keys { cells[key] = cells[key]?.map { $0 * factor } }
  }

  /// Solves `lhs = row` for `rhs`: the row becomes `rhs = …`.
  mutating func solve(_ lhs: CassowarySymbol, for rhs: CassowarySymbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces a symbol by the row it equals.
  mutating func substitute(_ symbol: CassowarySymbol, by row: CassowaryRow) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    insert(row, times: coefficient)
  }
}
