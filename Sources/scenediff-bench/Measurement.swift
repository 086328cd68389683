/// Wall-clock timing with the monotonic `ContinuousClock`.
enum Stopwatch {
  /// Runs `body` once and measures it.
  ///
  /// - Parameter body: The work to time.
  /// - Returns: What `body` returned and the time it took, in seconds.
  /// - Throws: Whatever `body` throws.
  static func time<Value, Failure: Error>(
    _ body: () throws(Failure) -> Value
  ) throws(Failure) -> (value: Value, seconds: Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try body()
    let elapsed = clock.now - start
    return (value, seconds(elapsed))
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}

/// The stage times of one run over one scene pair, in seconds.
struct StageTimes: Sendable, Hashable {
  /// libxml2's streaming reader alone over both files.
  var floor: Double
  /// `SceneFile.load(bytes:file:)` of both files.
  var parse: Double
  /// `Planner.plan(from:to:transition:)` with AutoTransition.
  var plan: Double
  /// `plan.json.render()`.
  var json: Double

  /// Parse, plan and JSON together (the floor is a reference, not a stage).
  var total: Double { parse + plan + json }
}

/// One table row: the medians of every run of one size, and what the runs produced.
struct SizeResult: Sendable {
  /// Views in scene A.
  var views: Int
  /// Views in scene B.
  var endViews: Int
  /// Bytes of both scene files together.
  var fileBytes: Int
  /// Median stage times over the runs.
  var median: StageTimes
  /// Median of the per-run totals (not the sum of the medians).
  var medianTotal: Double
  /// Animators in the plan.
  var animators: Int
  /// Bytes of the rendered plan JSON.
  var jsonBytes: Int
  /// Warnings the loader reported for both files (duplicate keys).
  var loadWarnings: Int
  /// Peak resident memory of the process after this size, in MiB.
  var peakResidentMiB: Double
  /// Seconds spent generating and writing the two scenes (not part of any column).
  var generationSeconds: Double
  /// How scene B differs from scene A.
  var changes: ChangeSummary

  /// `2 × views / (parse + plan)`: views loaded and planned per second, over both scenes.
  var viewsPerSecond: Double {
    let seconds = median.parse + median.plan
    return seconds > 0 ? 2 * Double(views) / seconds : 0
  }
}

extension [Double] {
  /// The median: the middle value, or the mean of the two middle values; 0 when empty.
  var median: Double {
    guard !isEmpty else { return 0 }
    let sorted = self.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

extension [StageTimes] {
  /// Stage by stage medians (each stage's median is taken on its own).
  var median: StageTimes {
    StageTimes(
      floor: map(\.floor).median,
      parse: map(\.parse).median,
      plan: map(\.plan).median,
      json: map(\.json).median
    )
  }
}
