import Foundation
import SceneDiffTestSupport
import Testing

/// `scenediff render` without its tools gives the documented errors (Docs/render.md).
///
/// Pictures are decoded and measured by the browser suite (Tests/Browser/run.py,
/// check_render).
@Suite struct RenderCommandTests {
  static let pair = [
    "Scenes/card-expand/layout/places_grid.xml", "Scenes/card-expand/layout/place_detail.xml",
  ]

  @Test func aMissingEncoderNamesTheDebianPackage() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let run = try ToolRunner.run(
      ["render"] + Self.pair + [
        "--format", "gif", "-o", folder.appendingPathComponent("a.gif").path,
      ],
      environment: ["PATH": "/nonexistent"]
    )
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "scenediff: error: render --format gif needs ffmpeg, which was not found on PATH; install the Debian package 'ffmpeg' (apt-get install -y ffmpeg)\n"
    )
  }

  @Test func aMissingBrowserNamesTheDebianPackage() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let run = try ToolRunner.run(
      ["render"] + Self.pair + [
        "--format", "png-strip", "-o", folder.appendingPathComponent("a.png").path,
      ],
      environment: ["PATH": "/nonexistent"]
    )
    #expect(run.status == 1)
    #expect(run.stderr.contains("install the Debian package 'chromium'"))
  }

  @Test func outputIsRequired() throws {
    let run = try ToolRunner.run(["render"] + Self.pair)
    #expect(run.status == 2)
    #expect(run.stderr.contains("--output"))
  }
}
