import Testing

@testable import SceneDiffNative

/// `FirstUseLog` finds the repeats a lookup of each value as it comes finds, with the same
/// first uses: once the scene is read (buckets of the recorded uses) or, after a value that is
/// not short ASCII, as they come.
@Suite struct FirstUseLogTests {
  /// Records `value` at line `line`, column 1; returns the earlier use's line if the log
  /// answered at once.
  func use(_ value: String, line: UInt32, in log: inout FirstUseLog) -> UInt32? {
    Array(value.utf8).withUnsafeBufferPointer { bytes in
      log.record(bytes, spelled: value, at: FirstUse(line: line, column: 1))?.line
    }
  }

  /// The repeats the log found once read, as (value, line, first line), by line.
  func repeats(in log: inout FirstUseLog) -> [String] {
    log.takeRepeats().sorted { $0.use.line < $1.use.line }.map {
      "\($0.value) \($0.use.line) \($0.first.line)"
    }
  }

  @Test func repeatsAreFoundOnceReadWithTheirFirstUse() {
    var log = FirstUseLog()
    // v1 at lines 1, 3 and 4: the uses at 3 and 4 repeat the one at 1; v2 is used once.
    #expect(use("v1", line: 1, in: &log) == nil)
    #expect(use("v2", line: 2, in: &log) == nil)
    #expect(use("v1", line: 3, in: &log) == nil)
    #expect(use("v1", line: 4, in: &log) == nil)
    #expect(log.count == 4)
    #expect(repeats(in: &log) == ["v1 3 1", "v1 4 1"])
    #expect(repeats(in: &log).isEmpty)
  }

  @Test func manyUsesAreLookedUpInBuckets() {
    var log = FirstUseLog()
    // 20,000 values, "id0" to "id19999", value i at line i + 1, and three repeats: 20,003
    // uses > 4,096 × 4, so they are split into 8 buckets (20,003 >> 3 = 2,500 ≤ 4,096).
    for index in 0..<20_000 { _ = use("id\(index)", line: UInt32(index + 1), in: &log) }
    // Then id12345 (first at line 12,346) twice and id0 (first at line 1) once.
    _ = use("id12345", line: 20_001, in: &log)
    _ = use("id0", line: 20_002, in: &log)
    _ = use("id12345", line: 20_003, in: &log)
    #expect(
      repeats(in: &log) == ["id12345 20001 12346", "id0 20002 1", "id12345 20003 12346"]
    )
  }

  @Test func aNonASCIIValueEndsTheRecording() {
    var log = FirstUseLog()
    #expect(use("K", line: 1, in: &log) == nil)
    #expect(use("a", line: 2, in: &log) == nil)
    #expect(use("a", line: 3, in: &log) == nil)
    // The Kelvin sign (U+212A) is canonically equal to the letter K (line 1): answered at once,
    // and so is every later use.
    #expect(use("\u{212A}", line: 4, in: &log) == 1)
    #expect(use("b", line: 5, in: &log) == nil)
    #expect(use("b", line: 6, in: &log) == 5)
    #expect(use("a", line: 7, in: &log) == 2)
    // The repeat recorded before the Kelvin sign, at line 3, is found once read.
    #expect(repeats(in: &log) == ["a 3 2"])
  }
}
