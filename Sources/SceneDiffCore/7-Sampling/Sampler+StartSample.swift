extension Sampler {
  /// Writes into `sample` the sample of the start-only view at `entry` drawn at `offset` from
  /// its start place (`nil`: not drawn), with its composed `alpha`, visibility and clip: every
  /// field but the key, which `sample` holds already.
  ///
  /// A frame that keeps its views writes a start-only view's sample where it was, over its own
  /// last sample: assigning a whole sample (its key retained and the old one released) cost
  /// more than computing it.
  @inline(__always)
  static func writeStartSample(
    _ entry: UnsafePointer<StartOnlyView>,
    offset: Matrix?,
    alpha: Double,
    visible: Bool,
    clip: Rect?,
    clipRadius: Double?,
    inOverlay: Bool,
    into sample: inout ViewSample
  ) {
    // Both are most often translations: their product then takes a few operations.
    let g = (offset ?? .identity).concatenatingTranslations(entry.pointee.toRoot)
    let drawn = visible && offset != nil
    sample.bounds = Sampler.box(
      g,
      width: entry.pointee.base.width,
      height: entry.pointee.base.height
    )
    sample.alpha = alpha
    sample.visible = drawn
    sample.setRare(
      transform: g.isTranslationOnly ? nil : g,
      clip: clip,
      clipRadius: clipRadius,
      imageMatrix: nil
    )
    sample.inOverlay = inOverlay
    sample.z = drawn ? entry.pointee.node : nil
  }
}

extension ViewSample {
  /// A sample of the view `key` whose other fields are still to be written: an empty box, no
  /// alpha, not visible, no transform, clip, corner radius or image matrix, not in the overlay,
  /// no drawing order.
  init(keyed key: String) {
    self.init(
      key: key,
      bounds: Rect(left: 0, top: 0, right: 0, bottom: 0),
      alpha: 0,
      visible: false,
      transform: nil,
      clip: nil,
      clipRadius: nil,
      imageMatrix: nil,
      inOverlay: false,
      z: nil
    )
  }
}
