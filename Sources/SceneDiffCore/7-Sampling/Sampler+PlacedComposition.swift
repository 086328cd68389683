extension Sampler {
  /// An end node's composition (``Sampler/Composition``) as a placement returns it: in four
  /// registers when its matrix is a finite exact translation (``Matrix/finiteTranslation``) —
  /// the translation, the alpha and the visibility — else only a mark that the whole
  /// composition was written to the placement's `general` argument.
  ///
  /// A placement returned a whole `Composition` (a nine-number matrix, an alpha and a
  /// visibility) through memory, and a reused frame reloaded it at once to compare it with the
  /// node's stored one (``Compositions/replace(_:with:general:)``) with loads that straddled the
  /// callee's stores, stalling on each (a failed store-to-load forwarding). Four scalars are
  /// returned in registers. A translation rebuilds its matrix bit for bit
  /// (`Matrix.translation(x, y)`), as ``Compositions`` stores it.
  struct PlacedComposition: Sendable {
    /// The horizontal translation of its matrix (`0` when ``isGeneral``).
    var x: Double
    /// The vertical translation of its matrix (`0` when ``isGeneral``).
    var y: Double
    /// Its alpha (`0` when ``isGeneral``).
    var alpha: Double
    /// ``visibleFlag`` and ``generalFlag``: one byte, so that the value stays four scalars.
    var flags: UInt8

    /// The flag of a visible composition.
    static let visibleFlag: UInt8 = 1
    /// The flag of a composition whose matrix is not a finite exact translation.
    static let generalFlag: UInt8 = 2

    /// Its visibility (when not ``isGeneral``).
    var visible: Bool { flags & PlacedComposition.visibleFlag != 0 }

    /// Whether its matrix is not a finite exact translation: the composition is then the one
    /// the placement wrote to its `general` argument.
    var isGeneral: Bool { flags & PlacedComposition.generalFlag != 0 }

    /// The composition drawn through `Matrix.translation(x, y)` (finite numbers) with `alpha`
    /// and `visible`.
    @inline(__always)
    init(x: Double, y: Double, alpha: Double, visible: Bool) {
      self.x = x
      self.y = y
      self.alpha = alpha
      flags = visible ? PlacedComposition.visibleFlag : 0
    }

    /// `composition` as a placement returns it: its translation, alpha and visibility when its
    /// matrix is a finite exact translation, else written to `general` and marked so.
    @inline(__always)
    init(_ composition: Composition, general: inout Composition) {
      if let (x, y) = composition.through.finiteTranslation {
        self.x = x
        self.y = y
        alpha = composition.alpha
        flags = composition.visible ? PlacedComposition.visibleFlag : 0
      } else {
        general = composition
        x = 0
        y = 0
        alpha = 0
        flags = PlacedComposition.generalFlag
      }
    }

    /// The composition it stands for, `general` being the placement's `general` argument: the
    /// same matrix, alpha and visibility bit for bit.
    @inline(__always)
    func composition(general: Composition) -> Composition {
      isGeneral ? general : (.translation(x, y), alpha, visible)
    }
  }
}
