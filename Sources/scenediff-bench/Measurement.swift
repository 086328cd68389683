#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing with the monotonic `ContinuousClock`, and CPU time beside it.
enum Stopwatch {
  /// Runs `body` once and measures it.
  ///
  /// - Parameter body: The work to time.
  /// - Returns: What `body` returned, the wall time it took and the CPU time (user + system, of
  ///   every thread of the process, so that work done in parallel still counts) it used, in
  ///   seconds.
  /// - Throws: Whatever `body` throws.
  static func time<Value, Failure: Error>(
    _ body: () throws(Failure) -> Value
  ) throws(Failure) -> (value: Value, seconds: Double, cpuSeconds: Double) {
    let clock = ContinuousClock()
    let cpuStart = processCPUSeconds()
    let start = clock.now
    let value = try body()
    let elapsed = clock.now - start
    let cpu = processCPUSeconds() - cpuStart
    return (value, seconds(elapsed), cpu)
  }

  /// The CPU time this process has used so far, user + system, all threads
  /// (`clock_gettime(CLOCK_PROCESS_CPUTIME_ID)`), in seconds.
  static func processCPUSeconds() -> Double {
    var now = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now) == 0 else { return 0 }
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
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
  /// `plan.writeJSON(indent: 2)` in pieces, as `scenediff plan` writes it (counted, not
  /// written).
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
  /// Median CPU times (user + system) of every stage over the runs.
  var medianCPU: StageTimes
  /// Median of the per-run CPU totals: the whole pipeline, parse + plan + json.
  var medianTotalCPU: Double
  /// What sampling the plan at 60 fps cost, when measured for this size.
  var sampling: SamplingRate?
  /// The pipeline's peak memory in a child process, when measured for this size.
  var memory: PeakMemory?
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

  /// The pipeline's CPU time over the floor's CPU time, measured in the same runs.
  var cpuRatio: Double {
    medianCPU.floor > 0 ? medianTotalCPU / medianCPU.floor : .infinity
  }

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
