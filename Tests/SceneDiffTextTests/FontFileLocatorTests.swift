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

  /// The folders are listed as `FileManager`'s enumerator lists them: a tree with hidden
  /// entries, subfolders, a link to a folder (listed, not entered), a link to a file, a
  /// dangling link; the tree reached through a link (nothing), a file and a missing path
  /// (nothing); and every default search folder of this machine.
  @Test func listingIsTheEnumerators() throws {
    let manager = FileManager.default
    let root = manager.temporaryDirectory
      .appendingPathComponent("scenediff-font-list-\(UUID().uuidString)").path
    defer { try? manager.removeItem(atPath: root) }
    for folder in ["t/a/b", "t/.hidden", "t/real"] {
      try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    for file in ["t/x.ttf", "t/a/y.ttf", "t/a/b/z.TTF", "t/.hidden/h.ttf", "t/real/r.otf"] {
      try Data().write(to: URL(fileURLWithPath: root + "/" + file))
    }
    try manager.createSymbolicLink(atPath: root + "/t/a/linked", withDestinationPath: "../real")
    try manager.createSymbolicLink(atPath: root + "/t/link.ttf", withDestinationPath: "x.ttf")
    try manager.createSymbolicLink(atPath: root + "/t/dangling.ttc", withDestinationPath: "none")
    try manager.createSymbolicLink(atPath: root + "/tree", withDestinationPath: "t")
    let own = try #require(FontFileLocator.entries(under: root + "/t"))
    #expect(own.count == 12)
    var folders = [root + "/t", root + "/tree", root + "/t/x.ttf", root + "/missing", root]
    folders += FontFileLocator.searchFolders(environment: [:])
    for folder in folders {
      let listed = FontFileLocator.entries(under: folder)?.sorted()
      #expect(listed == FontFileLocator.enumeratorEntries(under: folder).sorted(), "\(folder)")
    }
    #expect(FontFileLocator.entries(under: root + "/t/") == nil)
    let files = FontFileLocator.files(under: root + "/t")
    #expect(files["z.TTF"] == root + "/t/a/b/z.TTF")
    #expect(files["r.otf"] == root + "/t/real/r.otf")
    #expect(files["dangling.ttc"] == root + "/t/dangling.ttc")
    #expect(files.count == 7)
  }

  /// The variables read from `environ` are those `ProcessInfo` gives, present or not.
  @Test func processEnvironmentIsProcessInfos() {
    let names = ["HOME", "PATH", "SCENEDIFF_FONT_DIRS", "SCENEDIFF_NO_SUCH_VARIABLE", "PAT"]
    let all = ProcessInfo.processInfo.environment
    let expected = all.filter { names.contains($0.key) }
    #expect(FontFileLocator.processEnvironment(names) == expected)
  }
}
