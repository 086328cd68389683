import SceneDiff

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the benchmark for one size: generate, then time every stage `repeatCount` times.
struct Benchmark {
  /// Why a size could not be measured.
  enum Failure: Error {
    /// libxml2 rejected a generated file.
    case libxmlFailed(file: String)
    /// The scene loader rejected a generated file.
    case loadFailed(file: String, DiagnosticsError)

    /// Whether the loader refused a file only for its size (`xml-too-large`): the size is then
    /// skipped with a note instead of stopping the run.
    var isOverInputLimit: Bool {
      guard case .loadFailed(_, let error) = self else { return false }
      return !error.diagnostics.isEmpty
        && error.diagnostics.allSatisfy { $0.code == "xml-too-large" }
    }

    /// The message printed before exiting.
    var message: String {
      switch self {
      case .libxmlFailed(let file):
        "error: libxml2 could not read the generated \(file)"
      case .loadFailed(let file, let error):
        "error: SceneFile.load rejected the generated \(file):\n\(error.description)"
      }
    }
  }

  /// The run's options.
  var options: BenchmarkOptions

  /// The largest size whose plan is also sampled at 60 fps (larger plans are not sampled).
  static let largestSampledSize = 100_000

  /// Generates the pair of `size` and measures it.
  ///
  /// - Parameters:
  ///   - size: Views in scene A.
  ///   - measuresMemory: Whether to run the pipeline once more in a child process for its
  ///     peak resident memory (``PeakMemory``).
  /// - Returns: The table row.
  /// - Throws: ``Failure`` if a generated file does not load, which is a bug in the generator
  ///   or the loader.
  func measure(size: Int, measuresMemory: Bool = false) throws(Failure) -> SizeResult {
    let generated = Stopwatch.time { () -> (SyntheticScenePair, [UInt8], [UInt8]) in
      var generator = SyntheticSceneGenerator(seed: Self.seed(options.seed, size: size))
      let pair = generator.makePair(views: size)
      return (pair, pair.start.xml, pair.end.xml)
    }
    let (pair, startBytes, endBytes) = generated.value
    let startFile = "\(pair.start.name).xml"
    let endFile = "\(pair.end.name).xml"
    let transition = SceneTransition.autoTransition

    var runs: [StageTimes] = []
    var totals: [Double] = []
    var cpuRuns: [StageTimes] = []
    var cpuTotals: [Double] = []
    var sampling: SamplingRate?
    var animators = 0
    var jsonBytes = 0
    var warnings = 0
    for _ in 0..<options.repeatCount {
      let floor = Stopwatch.time {
        (
          LibXMLFloor.read(startBytes, url: startFile),
          LibXMLFloor.read(endBytes, url: endFile)
        )
      }
      guard floor.value.0 != nil else { throw .libxmlFailed(file: startFile) }
      guard floor.value.1 != nil else { throw .libxmlFailed(file: endFile) }

      let parsed = try Stopwatch.time {
        () throws(Failure) -> (Loaded<SceneTree>, Loaded<SceneTree>) in
        (
          try Self.load(startBytes, file: startFile),
          try Self.load(endBytes, file: endFile)
        )
      }
      let (start, end) = parsed.value
      let planned = Stopwatch.time {
        Planner.plan(from: start.value, to: end.value, transition: transition)
      }
      // As `scenediff plan` writes it: in pieces, never whole in memory (the bytes are
      // counted instead of written to a file).
      let rendered = Stopwatch.time {
        var bytes = 0
        planned.value.writeJSON(indent: 2) { bytes += $0.count }
        return bytes
      }

      let times = StageTimes(
        floor: floor.seconds,
        parse: parsed.seconds,
        plan: planned.seconds,
        json: rendered.seconds
      )
      let cpu = StageTimes(
        floor: floor.cpuSeconds,
        parse: parsed.cpuSeconds,
        plan: planned.cpuSeconds,
        json: rendered.cpuSeconds
      )
      runs.append(times)
      totals.append(times.total)
      cpuRuns.append(cpu)
      cpuTotals.append(cpu.total)
      if size <= Self.largestSampledSize {
        let rate = SamplingRate.measure(planned.value)
        if sampling.map({ rate.cpuSeconds < $0.cpuSeconds }) ?? true { sampling = rate }
      }
      animators = planned.value.animators.count
      jsonBytes = rendered.value
      warnings = start.diagnostics.count + end.diagnostics.count
    }
    return SizeResult(
      views: pair.start.views.count,
      endViews: pair.end.views.count,
      fileBytes: startBytes.count + endBytes.count,
      median: runs.median,
      medianTotal: totals.median,
      medianCPU: cpuRuns.median,
      medianTotalCPU: cpuTotals.median,
      sampling: sampling,
      memory: measuresMemory
        ? PeakMemory.measure(
          start: startBytes,
          end: endBytes,
          views: pair.start.views.count + pair.end.views.count
        ) : nil,
      animators: animators,
      jsonBytes: jsonBytes,
      loadWarnings: warnings,
      peakResidentMiB: ResourceUsage.peakResidentMiB,
      generationSeconds: generated.seconds,
      changes: pair.changes
    )
  }

  /// Loads one generated file, naming it in the failure.
  private static func load(_ bytes: [UInt8], file: String) throws(Failure) -> Loaded<SceneTree> {
    do {
      return try SceneFile.load(bytes: bytes, file: file)
    } catch {
      throw .loadFailed(file: file, error)
    }
  }

  /// Writes the pair `measure(size:)` generates for `seed` as `folder/start.xml` and
  /// `folder/end.xml`; `false` if a file could not be written.
  static func writePair(size: Int, seed: UInt64, folder: String) -> Bool {
    var generator = SyntheticSceneGenerator(seed: Self.seed(seed, size: size))
    let pair = generator.makePair(views: size)
    for (name, bytes) in [("start", pair.start.xml), ("end", pair.end.xml)] {
      let path = "\(folder)/\(name).xml"
      guard let file = fopen(path, "wb") else {
        Console.error("scenediff-bench: cannot write \(path): \(String(cString: strerror(errno)))")
        return false
      }
      defer { fclose(file) }
      let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
      guard written == bytes.count else {
        Console.error("scenediff-bench: cannot write \(path): \(String(cString: strerror(errno)))")
        return false
      }
    }
    return true
  }

  /// The generator seed of one size: the same size always gets the same scenes for a seed,
  /// whatever other sizes run with it.
  private static func seed(_ seed: UInt64, size: Int) -> UInt64 {
    seed ^ (UInt64(truncatingIfNeeded: size) &* 0x9E37_79B9_7F4A_7C15)
  }
}
