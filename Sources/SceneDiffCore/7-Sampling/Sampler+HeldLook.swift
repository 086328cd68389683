extension Sampler {
  /// An end node's held look (before or after its animators) as a frame reads it: a plain
  /// look's numbers in a short record, any other look's place in ``Sampler/otherLooks``.
  ///
  /// A ``NodeLook`` is 248 bytes, most of them a matrix and optional clip and image matrix that
  /// a plain look (``NodeLook/isPlain``, most views) does not use; two per node were the
  /// largest arrays the sampler made, and a frame read a few cache lines of one for every node
  /// it placed. A plain look's matrix is the exact translation `(x, y)`, with no clip, corner
  /// radius or image matrix, so that the look is these numbers (``look``).
  struct HeldLook: Sendable {
    /// Its box's horizontal translation in its parent's content (a plain look's matrix).
    var x: Double
    /// Its box's vertical translation in its parent's content.
    var y: Double
    /// The alpha it is drawn with before its parent's (``NodeLook/alpha``).
    var alpha: Double
    /// Its laid-out width.
    var width: Double
    /// Its laid-out height.
    var height: Double
    /// The horizontal translation its children are drawn through (``NodeLook/scrollX``).
    var scrollX: Double
    /// The vertical translation its children are drawn through (``NodeLook/scrollY``).
    var scrollY: Double
    /// The position of its whole look in ``Sampler/otherLooks`` when it is not plain, else
    /// `-1`.
    var other: Int32

    /// The numbers of the plain look `look` (``NodeLook/isPlain``), or of its translation,
    /// alpha, size and scroll when it is not, with `other` giving where the whole look is.
    init(_ look: borrowing NodeLook, other: Int32 = -1) {
      x = look.own.translationX
      y = look.own.translationY
      alpha = look.alpha
      width = look.width
      height = look.height
      scrollX = look.scrollX
      scrollY = look.scrollY
      self.other = other
    }

    /// The numbers of a look whose matrix is the translation `(x, y)`, without a clip or image
    /// matrix, that is not kept whole elsewhere.
    init(
      x: Double,
      y: Double,
      alpha: Double,
      width: Double,
      height: Double,
      scrollX: Double,
      scrollY: Double
    ) {
      self.x = x
      self.y = y
      self.alpha = alpha
      self.width = width
      self.height = height
      self.scrollX = scrollX
      self.scrollY = scrollY
      other = -1
    }

    /// The plain look these numbers stand for: its matrix the translation `(x, y)` (bit for
    /// bit the plain look's: an exact translation has `+0` and `1` elsewhere), no clip, corner
    /// radius or image matrix.
    var look: NodeLook { look(isPlain: true) }

    /// The look these numbers stand for (its matrix the translation `(x, y)`, no clip, corner
    /// radius or image matrix), noted plain or not as `isPlain` says.
    func look(isPlain: Bool) -> NodeLook {
      var look = NodeLook(
        translatedBy: .translation(x, y),
        alpha: alpha,
        width: width,
        height: height,
        scrollX: scrollX,
        scrollY: scrollY
      )
      look.isPlain = isPlain
      return look
    }
  }
}
