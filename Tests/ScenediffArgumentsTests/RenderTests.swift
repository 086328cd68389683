import Foundation
import SceneDiff
import Testing

@testable import scenediff

/// `scenediff render`'s arithmetic: picture sizes, strip instants, labels and messages.
@Suite struct RenderTests {
  @Test func pictureSizeKeepsTheSceneProportions() {
    let scene = SceneTree(width: 360, height: 640, views: [])
    // Default: the scene's width, 360; 360 × 640 / 360 = 640.
    #expect(RenderCommand.pictureSize(scene, width: nil, even: false) == (360, 640))
    // 241 wide: 241 × 640 / 360 = 428.44 → 428; even for video: 242 × 428.
    #expect(RenderCommand.pictureSize(scene, width: 241, even: false) == (241, 428))
    #expect(RenderCommand.pictureSize(scene, width: 241, even: true) == (242, 428))
    // 1200 × 721 px at 600: 600 × 721 / 1200 = 360.5 → 361 (half up), even: 362.
    let odd = SceneTree(width: 1200, height: 721, views: [])
    #expect(RenderCommand.pictureSize(odd, width: 600, even: false) == (600, 361))
    #expect(RenderCommand.pictureSize(odd, width: 600, even: true) == (600, 362))
  }

  @Test func stripTimesAreFrameTimesNearestToEvenSteps() {
    // Frames every 1000/30 ms through 300 ms: 0, 33.3, …, 266.7, 300. Three evenly spaced
    // targets 0, 150, 300; the frame nearest 150 is 133.3 (16.7 away) or 166.7 (16.7 away):
    // the first found, 133.3 (4 × 1000/30).
    let times = (0...9).map { Double($0) * 1000 / 30 } + [300]
    let chosen = RenderCommand.stripTimes(times, count: 3)
    #expect(chosen == [0, 4 * 1000 / 30.0, 300])
  }

  @Test func labelsHaveAtMostTwoDecimals() {
    #expect(ContactSheet.label(0) == "0 ms")
    #expect(ContactSheet.label(1000.0 / 15) == "66.67 ms")
    #expect(ContactSheet.label(62.5) == "62.5 ms")
  }

  @Test func contactSheetSize() {
    // 5 frames of 100 × 50 in 3 columns: 2 rows; 8 + 3 × 100 + 2 × 8 + 8 = 332 wide,
    // 8 + 2 × (50 + 22) + 8 + 8 = 168 high.
    let sheet = ContactSheet(
      frames: Array(repeating: (Data(), 0), count: 5),
      width: 100,
      height: 50,
      columns: 3
    )
    #expect(sheet.rows == 2)
    #expect(sheet.sheetWidth == 332)
    #expect(sheet.sheetHeight == 168)
  }

  @Test func aMissingToolNamesItsPackage() {
    let error = RenderError.missingTool(
      name: "ffmpeg",
      package: "ffmpeg",
      purpose: "render --format gif"
    )
    #expect(
      error.diagnostic.message
        == "render --format gif needs ffmpeg, which was not found on PATH; install the Debian package 'ffmpeg' (apt-get install -y ffmpeg)"
    )
    #expect(error.diagnostic.code == "missing-tool")
  }
}
