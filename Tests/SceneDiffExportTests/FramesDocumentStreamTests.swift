import SceneDiff
import Testing

@testable import SceneDiffExport

/// `scenediff sample` streams its frames document (``Frame/writeDocument(_:plan:indent:to:)``)
/// instead of rendering one ``JSONValue``: the bytes must be those of the tree renderer.
@Suite struct FramesDocumentStreamTests {
  /// The streamed document, joined.
  static func streamed(_ frames: [Frame], plan: Plan, indent: Int?) -> String {
    var bytes: [UInt8] = []
    Frame.writeDocument(frames, plan: plan, indent: indent) { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func everyShippedPairStreamsTheBytesTheTreeRendererPrints() {
    let plans = ExportFixtures.shippedPlans()
    #expect(!plans.isEmpty)
    for plan in plans {
      let sampler = Sampler(plan: plan)
      // The start, an instant inside every animator's run, the end and after it.
      let times = [0, 0.5 * plan.totalDurationMs, plan.totalDurationMs, plan.totalDurationMs + 1]
      let frames = times.map(sampler.sample(at:))
      let document = Frame.document(frames, plan: plan)
      #expect(
        FramesDocumentStreamTests.streamed(frames, plan: plan, indent: 2)
          == document.render(indent: 2)
      )
      #expect(
        FramesDocumentStreamTests.streamed(frames, plan: plan, indent: nil)
          == document.render(indent: nil)
      )
      // No frames: an empty array, as the tree renderer prints it.
      #expect(
        FramesDocumentStreamTests.streamed([], plan: plan, indent: 2)
          == Frame.document([], plan: plan).render(indent: 2)
      )
    }
  }
}
