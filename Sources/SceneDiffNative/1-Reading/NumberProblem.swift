/// Why a number attribute was refused: what was expected instead, for the diagnostic.
struct NumberProblem: Error {
  /// The diagnostic's "expected …" part.
  var expected: String
}
