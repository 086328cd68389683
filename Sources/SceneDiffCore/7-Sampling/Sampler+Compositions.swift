extension Sampler {
  /// Each end node's composition (``Sampler/Composition``), by node index, as a frame keeps it
  /// for the nodes drawn inside it: 32 bytes a node.
  ///
  /// A composition held a whole matrix (88 bytes with its alpha and visibility), yet most
  /// nodes are drawn through an exact translation by finite amounts (``Matrix/finiteTranslation``),
  /// which its two numbers rebuild bit for bit. A reused frame read the composition of every
  /// node it rewrote twice (its own, to compare, and its parent's); in 88 bytes these reads were
  /// its most frequent cache misses after the frame's own samples. Any other matrix is kept
  /// apart, in a slot of its node's that later frames reuse.
  struct Compositions: Sendable {
    /// One node's composition as stored: its translation (when ``isGeneral`` is `false`), its
    /// alpha and visibility, and the slot of its matrix in ``general`` when it has one.
    struct Stored: Sendable {
      /// The horizontal translation of its matrix, when it is a finite exact translation.
      var x: Double
      /// The vertical translation of its matrix, when it is a finite exact translation.
      var y: Double
      /// Its alpha.
      var alpha: Double
      /// Its visibility.
      var visible: Bool
      /// Whether its matrix is not a finite exact translation: then it is `general[slot]`.
      var isGeneral: Bool
      /// Its node's slot in ``general`` (`-1`: none yet); kept when the matrix becomes a
      /// translation again, so that a node takes one slot at most.
      var slot: Int32
    }

    /// The compositions, by node index.
    private var stored: [Stored] = []
    /// The matrices that are not finite exact translations, each in its node's slot.
    private var general: [Matrix] = []

    /// Forgets every composition, keeping the storage.
    mutating func removeAll() {
      stored.removeAll(keepingCapacity: true)
      general.removeAll(keepingCapacity: true)
    }

    /// Makes room for `count` compositions.
    mutating func reserveCapacity(_ count: Int) {
      stored.reserveCapacity(count)
    }

    /// Appends the composition of the next node.
    mutating func append(_ composition: Composition) {
      if let (x, y) = composition.through.finiteTranslation {
        stored.append(
          Stored(
            x: x,
            y: y,
            alpha: composition.alpha,
            visible: composition.visible,
            isGeneral: false,
            slot: -1
          )
        )
      } else {
        stored.append(
          Stored(
            x: 0,
            y: 0,
            alpha: composition.alpha,
            visible: composition.visible,
            isGeneral: true,
            slot: Int32(general.count)
          )
        )
        general.append(composition.through)
      }
    }

    /// Node `i`'s composition, its matrix bit for bit the one stored (a finite exact
    /// translation is `Matrix.translation(x, y)`: `1` and `+0` elsewhere).
    @inline(__always)
    subscript(i: Int) -> Composition {
      let s = stored[i]
      return (s.isGeneral ? general[Int(s.slot)] : .translation(s.x, s.y), s.alpha, s.visible)
    }

    /// Node `i`'s composition when its matrix is a finite exact translation: the translation,
    /// its alpha and visibility; else `nil`.
    @inline(__always)
    func translation(_ i: Int) -> (x: Double, y: Double, alpha: Double, visible: Bool)? {
      let s = stored[i]
      guard !s.isGeneral else { return nil }
      return (s.x, s.y, s.alpha, s.visible)
    }

    /// Sets node `i`'s composition to the one `placed` stands for (`general` when it is
    /// ``PlacedComposition/isGeneral``) and returns whether it differs bit for bit from the one
    /// it replaces, as ``replace(_:with:)`` does with the whole composition.
    @inline(__always)
    mutating func replace(
      _ i: Int,
      with placed: PlacedComposition,
      general: Composition
    ) -> Bool {
      guard !placed.isGeneral else { return replace(i, with: general) }
      return replaceTranslation(
        i,
        x: placed.x,
        y: placed.y,
        alpha: placed.alpha,
        visible: placed.visible
      )
    }

    /// Sets node `i`'s composition to the finite exact translation (`x`, `y`) with `alpha`
    /// and `visible`, and returns whether it differs bit for bit from the one it replaces.
    @inline(__always)
    private mutating func replaceTranslation(
      _ i: Int,
      x: Double,
      y: Double,
      alpha: Double,
      visible: Bool
    ) -> Bool {
      let old = stored[i]
      // A general matrix is never a finite exact translation: the kinds differ in bits too.
      if !old.isGeneral, old.x.bitPattern == x.bitPattern, old.y.bitPattern == y.bitPattern,
        old.alpha.bitPattern == alpha.bitPattern, old.visible == visible
      {
        return false
      }
      stored[i] = Stored(
        x: x,
        y: y,
        alpha: alpha,
        visible: visible,
        isGeneral: false,
        slot: old.slot
      )
      return true
    }

    /// Sets node `i`'s composition to `composition` and returns whether it differs bit for
    /// bit from the one it replaces (a node drawn through either gets the same sample and
    /// composition when it does not).
    @inline(__always)
    mutating func replace(_ i: Int, with composition: Composition) -> Bool {
      let old = stored[i]
      let alpha = composition.alpha
      let visible = composition.visible
      if let (x, y) = composition.through.finiteTranslation {
        return replaceTranslation(i, x: x, y: y, alpha: alpha, visible: visible)
      }
      if old.isGeneral, old.alpha.bitPattern == alpha.bitPattern, old.visible == visible,
        general[Int(old.slot)].hasSameBits(as: composition.through)
      {
        return false
      }
      var slot = old.slot
      if slot < 0 {
        slot = Int32(general.count)
        general.append(composition.through)
      } else {
        general[Int(slot)] = composition.through
      }
      stored[i] = Stored(x: 0, y: 0, alpha: alpha, visible: visible, isGeneral: true, slot: slot)
      return true
    }
  }
}
