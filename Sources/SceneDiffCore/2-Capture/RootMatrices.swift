/// Every view's matrix to the scene root, stored compactly: a view whose matrix only
/// translates (nearly every view) keeps the translation, 16 bytes instead of a 72-byte
/// ``Matrix``; the others keep their whole matrix in a side table.
///
/// `self[i]` is the matrix that was appended, bit for bit.
package struct RootMatrices: Sendable {
  /// Each view's translation (its matrix's `translationX` and `translationY`).
  private var translations: [Point] = []
  /// Each view's index in ``others``, or -1 when its matrix is a translation; empty until the
  /// first matrix that does not only translate (a scene without transforms never makes it:
  /// 4 bytes a view saved, a million-view scene's 4 MB never written).
  private var otherIndex: [Int32] = []
  /// The matrices that do not only translate.
  private var others: [Matrix] = []

  /// An empty table with room for `count` views.
  init(capacity count: Int) {
    translations.reserveCapacity(count)
  }

  /// Adds the next view's matrix.
  mutating func append(_ matrix: Matrix) {
    translations.append(Point(x: matrix.translationX, y: matrix.translationY))
    if matrix.isExactTranslation {
      if !otherIndex.isEmpty { otherIndex.append(-1) }
      return
    }
    if otherIndex.isEmpty {
      // The first matrix that does not only translate: every view before it translates.
      otherIndex.reserveCapacity(translations.capacity)
      otherIndex.append(contentsOf: repeatElement(-1, count: translations.count - 1))
    }
    otherIndex.append(Int32(others.count))
    others.append(matrix)
  }

  /// The number of views.
  package var count: Int { translations.count }

  /// The matrix of the view at `index`.
  package subscript(index: Int) -> Matrix {
    if !otherIndex.isEmpty, otherIndex[index] >= 0 { return others[Int(otherIndex[index])] }
    return .translation(translations[index].x, translations[index].y)
  }
}
