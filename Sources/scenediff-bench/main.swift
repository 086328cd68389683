// scenediff-bench: parse, plan and JSON throughput of SceneDiff on synthetic scene pairs.
// Run it in release mode: `swift run -c release scenediff-bench [--sizes ...] [--repeat N]`.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if DEBUG
Console.error(
  "warning: scenediff-bench is a debug build; its figures say little about release performance. "
    + "Run: swift run -c release scenediff-bench"
)
#endif

// The child of PeakMemory: the pipeline over two files, then exit (see PeakMemory.swift).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 3, arguments[0] == PeakMemory.childOption {
  exit(PeakMemory.runChild(arguments[1], arguments[2]))
}
// `--write-pair SIZE FOLDER`: the pair of one size (seed 42) as FOLDER/start.xml and
// FOLDER/end.xml, for measuring `scenediff plan` itself (an internal option, like the child's).
if arguments.count == 3, arguments[0] == "--write-pair", let size = Int(arguments[1]) {
  exit(Benchmark.writePair(size: size, seed: 42, folder: arguments[2]) ? 0 : 1)
}

let options: BenchmarkOptions
do {
  switch try BenchmarkOptions.parse(arguments) {
  case .run(let parsed): options = parsed
  case .help:
    Console.output(BenchmarkOptions.usage)
    exit(0)
  }
} catch {
  Console.error("scenediff-bench: \(error.message)")
  Console.error(BenchmarkOptions.usage)
  exit(2)
}

if options.isAndroidOnly {
  for line in TargetTable.androidLines(AndroidLayoutRate.measure()) {
    Console.output(line)
  }
  exit(0)
}

LibXMLFloor.prepare()
for line in ResultTable.header(options: options, machine: MachineDescription.current) {
  Console.output(line)
}
let benchmark = Benchmark(options: options)
var results: [SizeResult] = []
var skipped: [String] = []
for size in options.sizes {
  do {
    let result = try benchmark.measure(
      size: size,
      measuresMemory: size >= 100_000 || size == options.sizes.last
    )
    results.append(result)
    Console.output(ResultTable.row(result))
  } catch  where error.isOverInputLimit {
    // Larger than XMLLimits.maxBytes: the loader refuses it by design, not a bug.
    let note =
      "\(TableFormat.grouped(size)) views: skipped, a generated file is over the loader's "
      + "input size limit (xml-too-large, XMLLimits.maxBytes)"
    Console.output(note)
    skipped.append(note)
  } catch {
    Console.error(error.message)
    exit(1)
  }
}
for line in ResultTable.notes(results) {
  Console.output(line)
}
for line in TargetTable.lines(results, android: AndroidLayoutRate.measure(), skipped: skipped) {
  Console.output(line)
}
