/// How each animator turns the transition's time position into its progress.
public indirect enum ProgressMode: Sendable, Hashable {
  /// The animator's own timing curve of its elapsed fraction (a normal run).
  case curved
  /// The elapsed fraction itself (`scrubsLinearly` while an `update` holds the transition).
  case linear
  /// The timing curve again, rebased at time position `anchorMs` so that progress continues
  /// from the value `anchor` gave there and still reaches the end value at the end (or the
  /// start value at the start): a run or completion that follows a hold or a reversal.
  case rebased(anchorMs: Double, anchor: ProgressMode)
}
