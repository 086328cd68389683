import Testing

@testable import scenediff

/// The text of `batch`'s progress bar.
@Suite struct BatchProgressTests {
  @Test func barRateAndTimeLeft() {
    // 25 of 100 in 5 s: a quarter of 20 cells, 5 pairs/s, 75 left at 5/s = 15 s.
    #expect(
      BatchProgress.line(done: 25, total: 100, seconds: 5)
        == "[#####···············] 25/100 pairs  5.0 pairs/s  ETA 15s"
    )
  }

  @Test func noTimeLeftWhenDone() {
    // 40 pairs in 8 s = 5 pairs/s.
    #expect(
      BatchProgress.line(done: 40, total: 40, seconds: 8)
        == "[####################] 40/40 pairs  5.0 pairs/s"
    )
  }

  @Test(arguments: [(0.2, "1s"), (59, "59s"), (61, "1m01s"), (3599, "59m59s"), (3720, "1h02m")])
  func durations(seconds: Double, text: String) {
    #expect(BatchProgress.duration(seconds) == text)
  }
}
