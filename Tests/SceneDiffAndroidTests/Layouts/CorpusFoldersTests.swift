import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Issue 19 item 7 over the corpus folders as a user points SceneDiff at them: `apps/` (whole
/// Gradle projects, project mode, nothing passed) lays out without an error; `android-extra/`
/// (modules copied without their build files or the app's theme) lays out with `--lenient`, and
/// each strict error says what is missing and where it is.
@Suite struct CorpusFoldersTests {
  /// Every layout file under a corpus folder.
  static func layouts(in folder: String) -> [String] {
    InputFile.xmlFiles(in: TestPaths.sharedCorpus + "/" + folder).filter {
      let parent = (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent
      return parent == "layout" || parent.hasPrefix("layout-")
    }
  }

  /// The errors of laying `file` out with `options`.
  static func errors(_ file: String, _ options: LayoutOptions) -> [Diagnostic] {
    do {
      _ = try LayoutFile.load(path: file, options: options)
      return []
    } catch {
      return error.diagnostics.filter { $0.severity == .error }
    }
  }

  @Test func appsLayOutInProjectMode() {
    let files = Self.layouts(in: "apps")
    #expect(files.count == 50)
    for file in files {
      // A qualified layout folder is laid out on a device it applies to, as
      // Scripts/layout-table.py does: layout-land sideways, layout-w600dp 600 dp wide
      // (⌈600 × 2.625⌉ = 1575 px).
      var options = LayoutOptions()
      if file.contains("/layout-land/") {
        options.device = Device(width: 1920, height: 1080, density: 2.625)
      } else if file.contains("/layout-w600dp/") {
        options.device = Device(width: 1575, height: 1920, density: 2.625)
      }
      let errors = Self.errors(file, options)
      #expect(errors.isEmpty, "\(file): \(errors.map(\.description))")
    }
  }

  @Test func androidExtraLaysOutLenientlyAndSaysWhatIsMissing() {
    let files = Self.layouts(in: "android-extra")
    #expect(files.count == 52)
    for file in files {
      let lenient = Self.errors(file, LayoutOptions(isLenient: true))
      #expect(lenient.isEmpty, "\(file): \(lenient.map(\.description))")
      for error in Self.errors(file, LayoutOptions())
      where ["missing-resource", "missing-theme-attribute"].contains(error.code) {
        let precise = [
          "pass --res", "searched", "theme attribute", "own attribute",
        ].contains { error.message.contains($0) }
        #expect(precise, "\(error.description)")
      }
    }
  }
}
