import Foundation
import SceneDiff

/// `shard.json`: what `batch --shard K/N -o DIR` writes so that `scenediff merge` can join
/// the shards in the order of an unsharded run.
///
/// `{ "format": "scenediff.batch-shard", "version": 1, "shard": "K/N", "previews": true,
/// "pairs": [every pair's name, in discovery order, in every shard] }`. An unsharded run
/// removes a `shard.json` an earlier sharded run left in its folder.
enum BatchShardFile {
  /// The document's `format`.
  static let format = "scenediff.batch-shard"
  /// The file's name in the output folder.
  static let name = "shard.json"

  /// Writes (or, without a shard, removes) `DIR/shard.json`.
  static func record(
    _ shard: Batch.Shard?,
    names: [String],
    previews: Bool,
    in directory: String,
    _ terminal: inout Terminal
  ) {
    let path = (directory as NSString).appendingPathComponent(name)
    guard let shard else {
      try? FileManager.default.removeItem(atPath: path)
      return
    }
    let document = JSONValue.object([
      ("format", .string(format)),
      ("version", .int(1)),
      ("shard", .string(shard.description)),
      ("previews", .bool(previews)),
      ("pairs", .array(names.map { .string($0) })),
    ])
    BatchCommand.writeFile(path, document.render(), &terminal)
  }
}
