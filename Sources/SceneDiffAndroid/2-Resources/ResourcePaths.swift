import Foundation
import SceneDiffCore

/// Finding the `res/` folder above a resource file.
enum ResourcePaths {
  /// The folder two levels above `path` (`res/` for `res/layout/main.xml`) when the file's
  /// own folder passes `isResourceType`, otherwise `nil`.
  ///
  /// The path is kept as written when it names the file's folder (`res/layout/main.xml` gives
  /// `res`, `layout/main.xml` gives `.`); a bare file name, or one reached through `..`, is
  /// resolved from the current directory (`main.xml` inside `res/layout` gives `…/res`).
  static func parentFolder(
    ofFileAt path: String,
    where isResourceType: (String) -> Bool
  ) -> String? {
    let written = FilePaths.folder(of: path)
    let writtenName = lastComponent(written)
    if !written.isEmpty && writtenName != "." && writtenName != ".." {
      guard isResourceType(writtenName) else { return nil }
      let res = FilePaths.folder(of: written)
      return res.isEmpty ? "." : res
    }
    let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    guard isResourceType(folder.lastPathComponent) else { return nil }
    return folder.deletingLastPathComponent().path
  }

  /// `NSString.lastPathComponent` of `path`, without Foundation's slash fixing and UTF-16
  /// copies when the path needs none (ASCII, no `//`, no trailing `/`): then the last
  /// component is the text after the last `/`.
  static func lastComponent(_ path: String) -> String {
    // One pass over the bytes finds whether the fast path applies and the last slash; any
    // other path (and a string without contiguous UTF-8) is Foundation's.
    let found = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var previous: UInt8 = 0
      var lastSlash = -1
      for (offset, byte) in bytes.enumerated() {
        guard byte < 0x80, !(byte == UInt8(ascii: "/") && previous == byte) else { return nil }
        if byte == UInt8(ascii: "/") { lastSlash = offset }
        previous = byte
      }
      guard bytes.count > 1, previous != UInt8(ascii: "/") else { return nil }
      guard lastSlash >= 0 else { return path }
      return String(
        decoding: UnsafeBufferPointer(rebasing: bytes[(lastSlash + 1)...]),
        as: UTF8.self
      )
    }
    if let found = found ?? nil { return found }
    return (path as NSString).lastPathComponent
  }

  /// The `res/` folder of a file in any resource-type folder (`res/transition/a.xml` gives
  /// `res`), by the same rules as ``parentFolder(ofFileAt:where:)``.
  static func resFolder(ofFileAt path: String) -> String {
    parentFolder(ofFileAt: path) { _ in true } ?? "."
  }

  /// The `res/` tree that holds a file, or `nil` when the file's own folder is not a resource
  /// folder: its name must be a resource type Android knows (`transition`, `anim`, `values`…),
  /// with or without qualifiers (`animator-v21`).
  ///
  /// A file outside such a folder (`~/Desktop/fade.xml`) is in no `res/` tree, so the folder
  /// above it — whatever it holds — is not read as one.
  static func resTree(ofFileAt path: String) -> String? {
    parentFolder(ofFileAt: path) { name in
      let type = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
      return type == "values" || ResourceResolver.fileTypes.contains(type)
    }
  }
}
