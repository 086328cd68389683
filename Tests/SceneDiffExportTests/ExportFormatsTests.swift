import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

/// The one list of export formats the `export` command reads.
@Suite struct ExportFormatsTests {
  @Test func everyFormatHasAUniqueNameAndIsFoundByIt() {
    let names = ExportFormats.all.map { $0.name }
    #expect(names == ["css", "waapi", "lottie"])
    #expect(Set(names).count == names.count)
    #expect(ExportFormats.named("waapi") == WebAnimationsExport.self)
    #expect(ExportFormats.named("lottie") == LottieExport.self)
    #expect(ExportFormats.named("gif") == nil)
  }

  @Test func aFormatWritesWhatItsExporterWrites() throws {
    let plan = try #require(ExportFixtures.shippedPlans().first)
    let options = ExportOptions(fps: 30)
    #expect(CSSExport.export(plan, options: options) == CSSExport(plan: plan, fps: 30).html)
    #expect(
      WebAnimationsExport.export(plan, options: options)
        == WebAnimationsExport(plan: plan, fps: 30).module
    )
    #expect(LottieExport.export(plan, options: options) == LottieExport(plan: plan, fps: 30).json)
  }
}
