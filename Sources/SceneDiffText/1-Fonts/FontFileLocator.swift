import Foundation
import Synchronization

/// Finds font files by name in a documented list of folders.
///
/// Search order: the folders of `SCENEDIFF_FONT_DIRS` (colon-separated, first wins), then
/// Debian's own folders for the packages SceneDiff installs — `fonts-roboto-unhinted`
/// (`/usr/share/fonts/truetype/roboto/unhinted`), `fonts-noto-core` and `fonts-noto-mono`
/// (`/usr/share/fonts/truetype/noto`), `fonts-noto-cjk` (`/usr/share/fonts/opentype/noto`) —
/// then the rest of `/usr/share/fonts`, `/usr/local/share/fonts` and `~/.local/share/fonts`.
/// Each folder is searched with its subfolders; within one folder the lexically first path of
/// a name wins, so the choice does not depend on the file system's listing order.
struct FontFileLocator: Sendable {
  /// The environment variable naming extra font folders, searched first.
  static let environmentVariable = "SCENEDIFF_FONT_DIRS"

  /// The folders searched, in order.
  private let folders: [String]
  /// Each folder's font files, listed the first time a name is looked for past it.
  private let listings: Listings

  /// The font files of each folder listed so far, by index in ``folders``.
  private final class Listings: Sendable {
    let table = Mutex<[Int: [String: String]]>([:])
  }

  /// A locator over the folders of ``searchFolders(environment:)``.
  ///
  /// Nothing is listed yet: ``path(of:)`` lists the folders in order until one has the
  /// name, and remembers each listing, so finding Roboto reads only Roboto's folder.
  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.folders = Self.searchFolders(environment: environment)
    self.listings = Listings()
  }

  /// The folders searched, in order.
  static func searchFolders(environment: [String: String]) -> [String] {
    var folders: [String] = []
    if let extra = environment[environmentVariable] {
      folders += extra.split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }
    folders += [
      "/usr/share/fonts/truetype/roboto/unhinted", "/usr/share/fonts/truetype/roboto",
      "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto", "/usr/share/fonts",
      "/usr/local/share/fonts",
    ]
    if let home = environment["HOME"] { folders.append(home + "/.local/share/fonts") }
    return folders
  }

  /// The path of the font file `name`, if any folder has it: the first folder's in search
  /// order.
  func path(of name: String) -> String? {
    for index in folders.indices {
      if let path = listing(index)[name] { return path }
    }
    return nil
  }

  /// The font files of folder `index`, listed on first use.
  private func listing(_ index: Int) -> [String: String] {
    if let known = listings.table.withLock({ $0[index] }) { return known }
    let listed = Self.files(under: folders[index])
    listings.table.withLock { $0[index] = listed }
    return listed
  }

  /// The font files under `folder`: name → path, the lexically first path of each name.
  private static func files(under folder: String) -> [String: String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [:] }
    var found: [String: String] = [:]
    while let relative = enumerator.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      let lower = name.lowercased()
      guard lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") else {
        continue
      }
      let path = folder + "/" + relative
      if let existing = found[name], existing < path { continue }
      found[name] = path
    }
    return found
  }
}
