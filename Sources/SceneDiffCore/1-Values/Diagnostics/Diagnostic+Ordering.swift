extension Array where Element == Diagnostic {
  /// The diagnostics in source order: by file, line and column, those without a location first;
  /// diagnostics at the same place keep their order.
  package func sortedBySource() -> [Diagnostic] {
    enumerated().sorted { a, b in
      switch (a.element.location, b.element.location) {
      case (nil, nil): return a.offset < b.offset
      case (nil, _): return true
      case (_, nil): return false
      case (let x?, let y?): return x == y ? a.offset < b.offset : x < y
      }
    }.map(\.element)
  }
}
