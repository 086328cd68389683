import SceneDiff
import Testing

@testable import SceneDiffExport

/// A reused frame is rewritten in part only when it holds the sampler's last frame.
///
/// ``Sampler/sample(at:into:)`` rewrites only the views that can change when the frame holds
/// the sampler's last frame; any other frame must be rewritten whole. Each test compares with a
/// fresh ``Sampler/sample(at:)`` at the same instant, which computes every view.
@Suite struct FrameReuseTests {
  /// Instants in an order that jumps forwards and backwards over every animator's start and
  /// end: each of them, a little before and after, the middle of the plan, repeated instants.
  static func scrambled(_ plan: Plan) -> [Double] {
    var edges: [Double] = [0, plan.totalDurationMs, plan.totalDurationMs + 50]
    for animator in plan.animators {
      edges += [animator.startMs, animator.endMs, animator.startMs + 0.5 * animator.durationMs]
    }
    var times: [Double] = []
    for edge in Set(edges).sorted() {
      times += [edge, max(0, edge - 0.25), edge + 0.25]
    }
    // Forwards, then backwards, then alternating from both ends.
    var result = times + times.reversed()
    var low = 0
    var high = times.count - 1
    while low <= high {
      result += [times[low], times[high], times[high]]
      low += 1
      high -= 1
    }
    return result
  }

  @Test func instantsInAnyOrderGiveTheFreshFrameForEveryShippedPair() {
    let plans = ExportFixtures.shippedPlans()
    #expect(!plans.isEmpty)
    for plan in plans {
      let fresh = Sampler(plan: plan)
      var reused = fresh
      var frame = Frame()
      for time in FrameReuseTests.scrambled(plan) {
        reused.sample(at: time, into: &frame)
        #expect(frame == fresh.sample(at: time), "at \(time) ms")
      }
    }
  }

  /// As `scenediff sample --fps 60` samples: forwards in steps of 1000 / 60 ms, so that most
  /// frames are held since an instant inside the same animators' runs (a fading overlay root's
  /// sample then changes by its alpha alone).
  @Test func framesSixtyASecondGiveTheFreshFrameForEveryShippedPair() {
    for plan in ExportFixtures.shippedPlans() {
      let fresh = Sampler(plan: plan)
      var reused = fresh
      var frame = Frame()
      var k = 0
      while Double(k) * 1000 / 60 <= plan.totalDurationMs + 100 {
        let time = Double(k) * 1000 / 60
        reused.sample(at: time, into: &frame)
        #expect(frame == fresh.sample(at: time), "at \(time) ms")
        k += 1
      }
    }
  }

  @Test func aFrameLastWrittenByAnotherSamplerIsRewrittenWhole() {
    let plans = ExportFixtures.shippedPlans()
    for (plan, other) in zip(plans, plans.dropFirst() + plans.prefix(1)) {
      let fresh = Sampler(plan: plan)
      var mine = fresh
      var theirs = Sampler(plan: other)
      // A copy of `mine` that samples since is another sampler too.
      var copy = mine
      var frame = Frame()
      let end = plan.totalDurationMs
      for (time, writer) in [(0.0, 0), (0.5 * end, 1), (0.5 * end, 0), (end, 2), (0.25 * end, 0)] {
        switch writer {
        case 1: theirs.sample(at: time, into: &frame)
        case 2: copy.sample(at: time, into: &frame)
        default:
          mine.sample(at: time, into: &frame)
          #expect(frame == fresh.sample(at: time))
        }
      }
      mine.sample(at: 0.75 * end, into: &frame)
      #expect(frame == fresh.sample(at: 0.75 * end))
    }
  }

  @Test func aFrameThisSamplerWroteBeforeItsLastSamplingIsRewrittenWhole() {
    for plan in ExportFixtures.shippedPlans() {
      let fresh = Sampler(plan: plan)
      var sampler = fresh
      let end = plan.totalDurationMs
      var older = Frame()
      var newer = Frame()
      sampler.sample(at: end, into: &older)
      sampler.sample(at: 0, into: &newer)
      // `older` holds the end, not the instant the sampler last sampled at.
      sampler.sample(at: 0.5 * end, into: &older)
      #expect(older == fresh.sample(at: 0.5 * end))
      // A frame given as a copy of an earlier one holds that earlier instant.
      var copied = fresh.sample(at: end)
      sampler.sample(at: 0, into: &copied)
      #expect(copied == fresh.sample(at: 0))
    }
  }

  @Test func aFrameTheCallerChangedIsRewrittenWhole() {
    for plan in ExportFixtures.shippedPlans() {
      let fresh = Sampler(plan: plan)
      let end = plan.totalDurationMs
      let changes: [(inout Frame) -> Void] = [
        { $0.views[0].alpha = -1 },
        { $0.views[$0.views.count - 1].bounds = Rect(x: -7, y: -7, width: 1, height: 1) },
        { $0.views.removeLast() },
        { $0.views.append($0.views[0]) },
        { $0.views = [] },
        { $0.views.reverse() },
      ]
      for change in changes {
        var sampler = fresh
        var frame = Frame()
        sampler.sample(at: 0, into: &frame)
        guard !frame.views.isEmpty else { continue }
        change(&frame)
        // Instants at which every view holds its value: only a rewrite undoes the change.
        sampler.sample(at: 0, into: &frame)
        #expect(frame == fresh.sample(at: 0))
        sampler.sample(at: end, into: &frame)
        change(&frame)
        sampler.sample(at: end, into: &frame)
        #expect(frame == fresh.sample(at: end))
      }
    }
  }

  @Test func changingOnlyTheInstantOfAFrameKeepsItsViewsReusable() {
    for plan in ExportFixtures.shippedPlans() {
      let fresh = Sampler(plan: plan)
      var sampler = fresh
      var frame = Frame()
      sampler.sample(at: 0, into: &frame)
      frame.timeMs = 12_345
      let middle = 0.5 * plan.totalDurationMs
      sampler.sample(at: middle, into: &frame)
      #expect(frame == fresh.sample(at: middle))
      #expect(frame.timeMs == middle)
    }
  }
}
