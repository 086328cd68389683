/// A symbol of the Cassowary tableau: a user variable or one the solver introduces.
///
/// Symbols are numbered in creation order; that number breaks every tie, so a solve does not
/// depend on hash order.
struct CassowarySymbol: Sendable, Hashable, Comparable {
  /// What the symbol stands for.
  enum Kind: Sendable, Hashable {
    /// A user variable (unrestricted in sign).
    case external
    /// The slack of an inequality (≥ 0).
    case slack
    /// The error of an optional constraint (≥ 0, in the objective).
    case error
    /// The marker of a required equality (always 0; never enters the basis).
    case dummy
  }

  /// The creation number.
  var id: Int
  /// The kind.
  var kind: Kind

  /// Whether the symbol may leave or enter the basis by a pivot (slack and error symbols).
  var isPivotable: Bool { kind == .slack || kind == .error }

  /// Orders symbols by creation number.
  static func < (left: CassowarySymbol, right: CassowarySymbol) -> Bool {
    left.id < right.id
  }
}
