import Foundation
import SceneDiff

/// `scenediff merge DIR... -o OUT`: joins the output folders of `batch --shard K/N` runs into
/// the folder one unsharded run would have written.
enum MergeCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "merge",
    abstract: "Join the output folders of 'batch --shard K/N' runs into one.",
    discussion: """
      Each DIR is a folder written by 'scenediff batch --shard K/N -o DIR'; together they \
      must hold every shard 1..N of one batch. Copies every pair's plan, preview and result \
      into OUT and writes OUT/summary.json and OUT/index.html: byte for byte what \
      'scenediff batch -o OUT' without --shard writes. Prints the same table as batch (or, \
      with --json, the same JSON lines); exits with status 1 when a pair failed, a shard is missing or a \
      shard's result is missing. See Docs/batch-at-scale.md.
      """,
    arguments: [.list("DIR", minimum: 1, help: "The shards' output folders.")],
    options: [
      .value("output-dir", short: "o", valueName: "OUT", help: "Write the joined batch here."),
      .flag("json", help: "Print one JSON line per pair, as batch --json does."),
    ]
  )

  /// One shard's folder and its `shard.json`.
  struct ShardFolder {
    /// The folder.
    var path: String
    /// Its shard.
    var shard: Batch.Shard
    /// Every pair of the batch, in order.
    var pairs: [String]
    /// Whether previews were written.
    var previews: Bool
  }

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    guard let output = parsed.value("output-dir") else {
      throw parsed.usageError(.missingOption("-o"))
    }
    let folders = try parsed.positionalValues("DIR").map(readShard)
    let first = folders[0]
    try check(folders)
    var records: [BatchRecord] = []
    var problems: [Diagnostic] = []
    BatchFiles.removeLeftovers(in: output)
    for name in first.pairs {
      let owner = Batch.Shard.index(of: name, count: first.shard.count)
      guard let folder = folders.first(where: { $0.shard.index == owner }) else { continue }
      let source = (folder.path as NSString).appendingPathComponent(BatchRecord.file(of: name))
      guard let record = BatchRecord.read(file: source) else {
        problems.append(
          Diagnostic(
            .error,
            at: .start(of: source),
            code: "missing-result",
            "no result for pair '\(name)' in shard \(folder.shard) ('\(folder.path)'): "
              + "expected '\(source)'; finish that shard (batch --shard \(folder.shard) "
              + "--resume -o \(folder.path)) and merge again"
          )
        )
        continue
      }
      for file in record.outputs + [record.recordFile] {
        copy(file, from: folder.path, to: output, &problems)
      }
      records.append(record)
      terminal.report(record.diagnostics)
      terminal.report(record.previewDiagnostics)
    }
    terminal.report(problems)
    guard problems.isEmpty else { return }
    BatchSummary.write(records, to: output, previews: first.previews, &terminal)
    try? FileManager.default.removeItem(
      atPath: (output as NSString).appendingPathComponent(BatchShardFile.name)
    )
    if parsed.flag("json") {
      for record in records {
        try terminal.write(record.summaryEntry.render(indent: nil) + "\n")
      }
    } else {
      try terminal.write(BatchSummary.table(records, inputErrors: 0))
    }
  }

  /// Reads `DIR/shard.json`.
  static func readShard(_ path: String) throws -> ShardFolder {
    let file = (path as NSString).appendingPathComponent(BatchShardFile.name)
    let notShard = { (reason: String) in
      DiagnosticsError([
        Diagnostic(
          .error,
          at: .start(of: file),
          code: "not-a-shard",
          "'\(path)' is not a shard's output: \(reason); expected a folder written by "
            + "'scenediff batch --shard K/N -o \(path)'"
        )
      ])
    }
    let document: JSONDocument
    do {
      document = try JSONReader.read(file: file)
    } catch {
      throw notShard("cannot read '\(file)' (\(error.diagnostic.message))")
    }
    let value = document.value
    guard value["format"] == .string(BatchShardFile.format), value["version"] == .int(1),
      let shard = value["shard"]?.text.flatMap(Batch.Shard.init(parsing:)),
      case .bool(let previews)? = value["previews"], case .array(let items)? = value["pairs"]
    else { throw notShard("'\(file)' is not a version 1 \(BatchShardFile.format) document") }
    let pairs = items.compactMap(\.text)
    guard pairs.count == items.count else { throw notShard("its 'pairs' are not all names") }
    return ShardFolder(path: path, shard: shard, pairs: pairs, previews: previews)
  }

  /// Checks that the folders are the shards 1…N of one batch, each once.
  static func check(_ folders: [ShardFolder]) throws {
    let first = folders[0]
    var errors: [Diagnostic] = []
    var seen: [Int: String] = [:]
    for folder in folders {
      let at = SourceLocation.start(
        of: (folder.path as NSString).appendingPathComponent(BatchShardFile.name)
      )
      if folder.shard.count != first.shard.count || folder.pairs != first.pairs
        || folder.previews != first.previews
      {
        errors.append(
          Diagnostic(
            .error,
            at: at,
            code: "other-batch",
            "'\(folder.path)' (shard \(folder.shard)) is not a shard of the same batch as "
              + "'\(first.path)' (shard \(first.shard)): expected the same pairs, the same N "
              + "and the same --no-previews choice"
          )
        )
      } else if let other = seen[folder.shard.index] {
        errors.append(
          Diagnostic(
            .error,
            at: at,
            code: "duplicate-shard",
            "'\(folder.path)' and '\(other)' are both shard \(folder.shard); expected each shard once"
          )
        )
      }
      seen[folder.shard.index] = seen[folder.shard.index] ?? folder.path
    }
    let missing = (1...first.shard.count).filter { seen[$0] == nil }
    if !missing.isEmpty {
      errors.append(
        Diagnostic(
          .error,
          at: nil,
          code: "missing-shard",
          "shard\(missing.count == 1 ? "" : "s") "
            + missing.map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")
            + " not given; expected the output folders of all \(first.shard.count) shards"
        )
      )
    }
    if !errors.isEmpty { throw DiagnosticsError(errors) }
  }

  /// Copies one of a pair's files into the merged folder (atomically), unless it is the same
  /// folder.
  private static func copy(
    _ file: String,
    from folder: String,
    to output: String,
    _ problems: inout [Diagnostic]
  ) {
    let source = (folder as NSString).appendingPathComponent(file)
    let target = (output as NSString).appendingPathComponent(file)
    guard FilePaths.canonical(source) != FilePaths.canonical(target) else { return }
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: source))
      try BatchFiles.write(data, to: target)
    } catch {
      problems.append(
        Diagnostic(
          .error,
          at: nil,
          code: "cannot-copy",
          "cannot copy '\(source)' to '\(target)': \(error.localizedDescription)"
        )
      )
    }
  }
}
