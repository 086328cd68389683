import Foundation
import Testing

@testable import SceneDiffText

/// The documented search order for font files: `SCENEDIFF_FONT_DIRS` first, then Debian's
/// folders.
@Suite struct FontFileLocatorTests {
  /// A folder named in the environment variable wins over the system's copy of a file.
  @Test func environmentFoldersComeFirst() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-fonts-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data().write(to: URL(fileURLWithPath: folder + "/Roboto-Regular.ttf"))
    let environment = ["SCENEDIFF_FONT_DIRS": "/nonexistent:" + folder, "HOME": "/nonexistent"]
    let folders = FontFileLocator.searchFolders(environment: environment)
    #expect(
      Array(folders.prefix(3)) == [
        "/nonexistent", folder, "/usr/share/fonts/truetype/roboto/unhinted",
      ]
    )
    #expect(folders.last == "/nonexistent/.local/share/fonts")
    let locator = FontFileLocator(environment: environment)
    #expect(locator.path(of: "Roboto-Regular.ttf") == folder + "/Roboto-Regular.ttf")
  }

  /// An empty (unreadable) Roboto file is not a usable collection: measuring falls back.
  @Test func unreadableDefaultFontIsNotUsable() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-fonts-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data().write(to: URL(fileURLWithPath: folder + "/Roboto-Regular.ttf"))
    let collection = FontCollection(
      locator: FontFileLocator(environment: ["SCENEDIFF_FONT_DIRS": folder])
    )
    #expect(!collection.isUsable)
  }
}
