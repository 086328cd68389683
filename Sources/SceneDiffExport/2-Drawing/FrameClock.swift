import SceneDiffCore

/// The instants previews and exports sample: every `1000 / fps` ms from 0.
enum FrameClock {
  /// `k × 1000 / fps` for every k while ≤ `total`, then `total` itself if not already there
  /// (the times `scenediff sample --fps` uses).
  static func times(fps: Int, through total: Double) -> [Double] {
    var result = grid(fps: fps, from: 0, through: total)
    if result.last != total { result.append(total) }
    return result
  }

  /// The grid times `k × 1000 / fps` that lie in `[from, through]`.
  static func grid(fps: Int, from start: Double, through end: Double) -> [Double] {
    let step = 1000 / Double(max(fps, 1))
    var k = max(0, Int((start / step).rounded(.down)) - 1)
    var result: [Double] = []
    while true {
      let t = Double(k) * 1000 / Double(max(fps, 1))
      if t > end { break }
      if t >= start { result.append(t) }
      k += 1
    }
    return result
  }
}
