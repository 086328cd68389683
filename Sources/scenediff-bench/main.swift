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

let options: BenchmarkOptions
do {
  switch try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) {
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

LibXMLFloor.prepare()
for line in ResultTable.header(options: options, machine: MachineDescription.current) {
  Console.output(line)
}
let benchmark = Benchmark(options: options)
var results: [SizeResult] = []
for size in options.sizes {
  do {
    let result = try benchmark.measure(size: size)
    results.append(result)
    Console.output(ResultTable.row(result))
  } catch {
    Console.error(error.message)
    exit(1)
  }
}
for line in ResultTable.notes(results) {
  Console.output(line)
}
