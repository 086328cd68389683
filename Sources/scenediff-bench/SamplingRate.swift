import SceneDiff

/// What `scenediff sample --fps 60` costs for one plan: view-frames computed per CPU second.
///
/// The frame times are the command's own (every 1000 / 60 ms from 0, then the end if not
/// already there); as the command does, each frame is sampled into the same frame
/// (``Sampler/sample(at:into:)``, reusing its storage) and its views are counted, so no frame
/// list grows. The frames JSON the command prints is not part of this figure.
struct SamplingRate: Sendable {
  /// Frames sampled.
  var frames: Int
  /// Views summed over every frame.
  var viewFrames: Int
  /// CPU seconds (user + system) of `Sampler(plan:)` and every `sample(at:into:)`.
  var cpuSeconds: Double
  /// Wall seconds of the same.
  var seconds: Double

  /// View-frames per CPU second, that is per core.
  var viewFramesPerCPUSecond: Double {
    cpuSeconds > 0 ? Double(viewFrames) / cpuSeconds : 0
  }

  /// Samples `plan` at 60 frames per second from 0 through its played duration.
  static func measure(_ plan: Plan) -> SamplingRate {
    let total = plan.playedDurationMs
    var times: [Double] = []
    var k = 0
    while Double(k) * 1000 / 60 <= total {
      times.append(Double(k) * 1000 / 60)
      k += 1
    }
    if times.last != total { times.append(total) }
    let timed = Stopwatch.time { () -> Int in
      var sampler = Sampler(plan: plan)
      var frame = Frame(timeMs: 0, views: [])
      var viewFrames = 0
      for time in times {
        sampler.sample(at: time, into: &frame)
        viewFrames += frame.views.count
      }
      return viewFrames
    }
    return SamplingRate(
      frames: times.count,
      viewFrames: timed.value,
      cpuSeconds: timed.cpuSeconds,
      seconds: timed.seconds
    )
  }
}
