import SceneDiff

#if canImport(Glibc)
internal import CMalloc
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak resident memory of the whole `plan` pipeline over one pair, in a fresh child process.
///
/// The parent writes the two scene files to a temporary folder and runs this program again as
/// `scenediff-bench --pipeline-child START END` (``runChild(_:_:)``): load both files from disk
/// (`SceneFile.load(path:)`, two threads), plan, render the JSON, exit, as `scenediff plan` does
/// (with its fixed mmap threshold). The parent waits for it with `wait4`
/// for its user + system time. The child's peak is its own `VmHWM`, which it writes to
/// `START.peak` before it exits: `ru_maxrss` would not do, as it keeps the peak of the program
/// that exec'd it (this benchmark's parent, with its generated scenes).
struct PeakMemory: Sendable {
  /// The child's peak resident set size, in bytes.
  var peakBytes: Int
  /// The child's CPU time, user + system, in seconds.
  var cpuSeconds: Double
  /// Views in both scenes together.
  var views: Int

  /// Peak bytes per view of the pair (both scenes' views).
  var bytesPerView: Double { views > 0 ? Double(peakBytes) / Double(views) : 0 }

  /// The hidden option that makes the program the child.
  static let childOption = "--pipeline-child"

  /// Runs the child over `start` and `end` (views: both scenes' views); `nil` if it failed.
  static func measure(start: [UInt8], end: [UInt8], views: Int) -> PeakMemory? {
    var template = Array("/tmp/scenediff-bench-XXXXXX".utf8CString)
    guard let folderPointer = mkdtemp(&template) else { return nil }
    let folder = String(cString: folderPointer)
    let startPath = folder + "/start.xml"
    let endPath = folder + "/end.xml"
    let peakPath = startPath + ".peak"
    defer {
      unlink(startPath)
      unlink(endPath)
      unlink(peakPath)
      rmdir(folder)
    }
    guard write(start, to: startPath), write(end, to: endPath) else { return nil }
    guard let usage = run([childOption, startPath, endPath]) else { return nil }
    #if canImport(Darwin)
    let inherited = Int(usage.ru_maxrss)
    #else
    let inherited = Int(usage.ru_maxrss) * 1024
    #endif
    let peak = readNumber(peakPath) ?? inherited
    let cpu =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
    return PeakMemory(peakBytes: peak, cpuSeconds: cpu, views: views)
  }

  /// The child: the whole pipeline over two files, as `scenediff plan FROM TO` runs it; the
  /// exit status says whether it worked.
  ///
  /// Like the command: both files loaded at once on two threads, each tree freed as it is
  /// flattened, the freed heap handed back (`malloc_trim`, the command's
  /// `releaseFreedMemory`) before planning allocates, and the JSON written in pieces.
  static func runChild(_ startPath: String, _ endPath: String) -> Int32 {
    fixMmapThreshold()
    let loaded = ConcurrentMap.map([startPath, endPath], width: 2) { path in
      Result { () throws(DiagnosticsError) in try SceneFile.load(path: path).value }
    }
    do {
      let start = try loaded[0].get()
      let end = try loaded[1].get()
      let plan = Planner.plan(
        releasing: consume start,
        releasing: consume end,
        transition: .autoTransition,
        released: releaseFreedMemory
      )
      // As `scenediff plan` writes it: in pieces, never whole in memory.
      var bytes = 0
      plan.writeJSON(indent: 2) { bytes += $0.count }
      let peak = Int(ResourceUsage.peakResidentMiB * 1_048_576)
      guard bytes > 0, write(Array(String(peak).utf8), to: startPath + ".peak") else { return 1 }
      return 0
    } catch {
      Console.error(error.description)
      return 1
    }
  }

  /// What `scenediff` does first: fixes glibc's mmap threshold at 1 MiB, so that arrays of
  /// 1 MiB or more are handed back to the system as soon as they are freed.
  private static func fixMmapThreshold() {
    #if canImport(Glibc)
    _ = mallopt(M_MMAP_THRESHOLD, 1 << 20)
    #endif
  }

  /// What `scenediff plan` does once both trees are freed: hands the freed heap back.
  private static func releaseFreedMemory() {
    #if canImport(Glibc)
    _ = malloc_trim(0)
    #endif
  }

  /// The decimal number a file holds, if it can be read.
  private static func readNumber(_ path: String) -> Int? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = fread(&buffer, 1, buffer.count, file)
    return Int(String(decoding: buffer.prefix(count), as: UTF8.self))
  }

  /// Writes `bytes` to a new file at `path`.
  private static func write(_ bytes: [UInt8], to path: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    defer { fclose(file) }
    return bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } == bytes.count
  }

  /// Runs this executable with `arguments` and returns the child's resource usage if it exited
  /// with status 0.
  private static func run(_ arguments: [String]) -> rusage? {
    #if os(Linux)
    let executable = "/proc/self/exe"
    #else
    let executable = CommandLine.arguments[0]
    #endif
    let argv = ([executable] + arguments).map { strdup($0) }
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, nil, nil, argv + [nil], environ)
    guard spawned == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { return nil }
    }
    // Exited normally (low 7 bits 0) with status 0.
    return status & 0x7F == 0 && (status >> 8) & 0xFF == 0 ? usage : nil
  }
}
