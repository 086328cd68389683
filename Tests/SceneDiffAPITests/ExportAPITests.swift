import SceneDiff
import Testing

/// The preview, timeline and web exports of a plan, as a user makes them.
@Suite struct ExportAPITests {
  @Test func everyExportIsMadeFromAPlan() throws {
    let plan = try PlanningAPITests.listRemove()

    // At 10 frames per second the preview embeds a frame every 100 ms from 0 through the
    // plan's 600 ms: 0, 100, …, 600.
    let preview = PreviewDocument(plan: plan, fps: 10)
    #expect(preview.frameTimes == [0, 100, 200, 300, 400, 500, 600])
    #expect(preview.html.hasPrefix("<!DOCTYPE html>"))
    #expect(preview.html.contains("data-view"))

    let timeline = TimelineSVG(plan: plan).svg
    #expect(timeline.hasPrefix("<?xml") && timeline.contains("<svg"))
    // Its title gives the plan's length and animator count.
    #expect(timeline.contains("tasks_before → tasks_after · 600 ms · 3 animators"))
    // One row per animator, named by its target.
    for key in ["task_3", "task_4", "task_5"] { #expect(timeline.contains(key)) }

    let css = CSSExport(plan: plan).html
    #expect(css.contains("@keyframes"))
    let module = WebAnimationsExport(plan: plan).module
    #expect(module.contains(".animate("))
  }
}
