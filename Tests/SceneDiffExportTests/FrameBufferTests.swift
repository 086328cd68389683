import SceneDiff
import Testing

@testable import SceneDiffExport

/// `scenediff sample` samples every instant into one reused frame
/// (``Sampler/sample(at:into:)``) and writes it with
/// ``Frame/writeDocument(at:plan:indent:sample:to:)``: the frames and the bytes must be those
/// of a fresh ``Sampler/sample(at:)`` per instant.
@Suite struct FrameBufferTests {
  /// Every 1000 / 60 ms from 0 to past the end, the end itself, then back to 0: a reused frame
  /// and sampler must not carry anything from one instant to the next, in either direction.
  static func times(_ plan: Plan) -> [Double] {
    let end = plan.totalDurationMs
    var times = stride(from: 0, through: end + 20, by: 1000 / 60).map { $0 }
    times += [end, 0.5 * end, 0]
    return times
  }

  @Test func aReusedFrameHoldsWhatAFreshSampleGivesForEveryShippedPair() {
    let plans = ExportFixtures.shippedPlans()
    #expect(!plans.isEmpty)
    for plan in plans {
      let fresh = Sampler(plan: plan)
      var reused = fresh
      var frame = Frame(timeMs: 0, views: [])
      for time in FrameBufferTests.times(plan) {
        reused.sample(at: time, into: &frame)
        #expect(frame == fresh.sample(at: time))
      }
    }
  }

  @Test func theFramesDocumentOfAReusedFrameIsTheStreamedOne() {
    for plan in ExportFixtures.shippedPlans() {
      let times = FrameBufferTests.times(plan)
      let fresh = Sampler(plan: plan)
      var reused = fresh
      for indent in [2, nil] {
        var expected: [UInt8] = []
        Frame.writeDocument(times.map(fresh.sample(at:)), plan: plan, indent: indent) {
          expected += $0
        }
        var bytes: [UInt8] = []
        Frame.writeDocument(
          at: times,
          plan: plan,
          indent: indent,
          sample: { reused.sample(at: $0, into: &$1) },
          to: { bytes += $0 }
        )
        #expect(bytes == expected)
      }
    }
  }

  @Test func anInterruptedTransitionSamplesIntoAReusedFrameAsItSamplesFresh() {
    let plans = ExportFixtures.shippedPlans()
    guard let first = plans.first, let then = plans.dropFirst().first else {
      Issue.record("needs two shipped plans")
      return
    }
    // The second plan's scenes need not follow the first's: any plan exercises the switch
    // from one sampler to the other at `atMs`.
    let fresh = Interruption(first: first, atMs: 0.5 * first.totalDurationMs, then: then)
    var reused = fresh
    var frame = Frame(timeMs: 0, views: [])
    for time in FrameBufferTests.times(first) + FrameBufferTests.times(then) {
      reused.sample(at: time, into: &frame)
      #expect(frame == fresh.sample(at: time))
    }
  }
}
