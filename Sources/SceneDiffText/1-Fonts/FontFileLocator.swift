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
  init(environment: [String: String]) {
    self.folders = Self.searchFolders(environment: environment)
    self.listings = Listings()
  }

  /// A locator over the folders the process's environment gives (``processEnvironment(_:)``
  /// of the two variables ``searchFolders(environment:)`` reads).
  init() {
    self.init(environment: Self.processEnvironment([Self.environmentVariable, "HOME"]))
  }

  /// The values of `names` in the process's environment, as
  /// `ProcessInfo.processInfo.environment` has them.
  ///
  /// That dictionary is made of every `environ` entry (some 800,000 instructions): each read
  /// as a C string (invalid UTF-8 repaired), split at its first `=`, a later entry of a name
  /// replacing an earlier one. Here only the entries whose bytes before the first `=` are one
  /// of the ASCII `names` are read, the last one of each name kept: an ASCII name equals a key
  /// as a `String` only when their bytes are equal.
  static func processEnvironment(_ names: [String]) -> [String: String] {
    var found: [String: String] = [:]
    let first: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    guard var entry = first else { return found }
    while let text = entry.pointee {
      for name in names {
        let length = name.utf8.count
        let matches = name.withCString { strncmp($0, text, length) == 0 }
        if matches, text[length] == CChar(UInt8(ascii: "=")) {
          found[name] = String(cString: text + length + 1)
        }
      }
      entry += 1
    }
    return found
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
  ///
  /// The entries are those `FileManager.enumerator(atPath:)` lists (``entries(under:)``, or the
  /// enumerator itself when that cannot be sure to list the same).
  static func files(under folder: String) -> [String: String] {
    var found: [String: String] = [:]
    let relatives = entries(under: folder) ?? enumeratorEntries(under: folder)
    for relative in relatives {
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

  /// Every entry under `folder` as `FileManager.enumerator(atPath:)` lists it: paths relative
  /// to the folder, subfolders included.
  static func enumeratorEntries(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var entries: [String] = []
    while let relative = enumerator.nextObject() as? String { entries.append(relative) }
    return entries
  }

  /// Every entry under `folder`, read with `opendir(3)` and `readdir(3)`, or `nil`.
  ///
  /// The entries are those the enumerator lists (in another order): each entry of the folder and of its subfolders but `.` and
  /// `..`, hidden ones too, links listed and not followed; nothing when `folder` is a link or
  /// not a folder. `nil` (ask the enumerator) when `folder` is empty or ends in `/` (the
  /// enumerator's answer for a link written with a trailing slash is its own) or an entry's
  /// name is not UTF-8. Listing a folder through `FileManager`'s enumerator costs some 80,000
  /// instructions an entry.
  static func entries(under folder: String) -> [String]? {
    guard let last = folder.utf8.last, last != UInt8(ascii: "/") else { return nil }
    var info = stat()
    guard folder.withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      return []
    }
    var entries: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? folder : folder + "/" + relative
      guard let directory = opendir(path) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let kind = entry.pointee.d_type
        let decoded = withUnsafePointer(to: &entry.pointee.d_name) { name in
          name.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: name.pointee))
          {
            String(validatingCString: $0)
          }
        }
        guard let name = decoded else { return nil }
        if name == "." || name == ".." { continue }
        let child = relative.isEmpty ? name : relative + "/" + name
        entries.append(child)
        var isFolder = kind == UInt8(DT_DIR)
        if kind == UInt8(DT_UNKNOWN) {
          var childInfo = stat()
          let full = folder + "/" + child
          isFolder =
            full.withCString({ lstat($0, &childInfo) }) == 0
            && childInfo.st_mode & S_IFMT == S_IFDIR
        }
        if isFolder { pending.append(child) }
      }
    }
    return entries
  }
}
