extension Sampler {
  /// `frame` (computed in tree order) in `drawing`'s order: each node's state and sample at
  /// its drawing position, every `z` a drawing position, and each scrim's state and sample at
  /// its own (the frame lists the scrims after the views, as `scrim:KEY`).
  ///
  /// A scrim's state is the scene-sized box at the top level with the scrim paint's alpha as
  /// its opacity, and its sample's `alpha` is that paint alpha too: the colour's own alpha
  /// (`0x52` of the default `#52000000`) comes on top, in the colour. It is drawn while its
  /// animator runs (before the animator starts it holds the start value, as every animator
  /// does); Android removes the container transform's drawable when the transition ends.
  func inDrawingOrder(_ frame: DrawFrame, _ drawing: DrawingOrder) -> DrawFrame {
    let t = frame.timeMs
    var states: [DrawNodeState] = []
    var samples: [ViewSample] = []
    var scrimSamples: [ViewSample] = []
    states.reserveCapacity(drawing.order.count)
    samples.reserveCapacity(drawing.order.count)
    let place = { (sample: ViewSample) -> ViewSample in
      var moved = sample
      moved.z = sample.z.map { drawing.position[$0] }
      return moved
    }
    for (p, i) in drawing.order.enumerated() {
      if i >= 0 {
        states.append(frame.states[i])
        samples.append(place(frame.samples[i]))
        continue
      }
      let scrim = drawing.scrims[-1 - i]
      let node = drawing.nodes[p]
      var paint = 0.0
      if case .scalar(let v) = value(of: scrim.animator, at: t) ?? scrim.animator.to {
        paint = v
      }
      let visible = t < node.visibleUntilMs
      states.append(
        DrawNodeState(
          x: 0,
          y: 0,
          width: node.view.width,
          height: node.view.height,
          transform: .identity,
          opacity: paint,
          visible: visible,
          clip: nil,
          scrollX: 0,
          scrollY: 0,
          imageMatrix: nil
        )
      )
      let sample = ViewSample(
        key: scrim.key,
        bounds: Rect(x: 0, y: 0, width: node.view.width, height: node.view.height),
        alpha: paint,
        visible: visible,
        transform: nil,
        clip: nil,
        imageMatrix: nil,
        inOverlay: true,
        z: visible ? p : nil
      )
      samples.append(sample)
      scrimSamples.append(sample)
    }
    var result = frame
    result.states = states
    result.samples = samples
    result.frame.views = frame.frame.views.map(place) + scrimSamples
    return result
  }
}
