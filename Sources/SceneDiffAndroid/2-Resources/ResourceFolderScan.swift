import Foundation
import SceneDiffCore
import SceneDiffXML

/// What one `res/` folder holds, read from the file system without parsing anything: its
/// subfolders of the types SceneDiff reads, their files, and the bytes of every values file.
///
/// A ``ResourceRepository`` is a function of its folders' scans alone, so two equal scans give
/// the same repository: ``ResourceRepositoryCache`` compares scans to reuse one. Subfolders
/// and files are in the order they are read (sorted by name, hidden entries left out).
struct ResourceFolderScan: Sendable, Equatable {
  /// One subfolder whose name starts with a resource type (`values-night`, `drawable-hdpi`).
  struct Subfolder: Sendable, Equatable {
    /// The folder's path.
    var path: String
    /// The resource type, the name's first part (`values`, `drawable`).
    var type: String
    /// The qualifiers after the type, `nil` when SceneDiff does not know one of them (the
    /// folder is then skipped with a warning and its files are not listed).
    var qualifiers: ResourceQualifiers?
    /// The files' names, sorted, hidden ones left out.
    var files: [String]
    /// For a `values` folder: the bytes of each `.xml` file in ``files`` order, or why it
    /// could not be read.
    var values: [Result<[UInt8], XMLError>]

    static func == (lhs: Subfolder, rhs: Subfolder) -> Bool {
      lhs.path == rhs.path && lhs.type == rhs.type && lhs.qualifiers == rhs.qualifiers
        && lhs.files == rhs.files && lhs.values.count == rhs.values.count
        && zip(lhs.values, rhs.values).allSatisfy(Self.same)
    }

    /// Whether two reads of a values file gave the same bytes or the same error.
    private static func same(
      _ lhs: Result<[UInt8], XMLError>,
      _ rhs: Result<[UInt8], XMLError>
    ) -> Bool {
      switch (lhs, rhs) {
      case (.success(let left), .success(let right)):
        // Compared as concrete byte arrays (specialized here), not through `Result`'s
        // generic `==`, which compared them element by element through witness tables.
        return left == right
      case (.failure(let left), .failure(let right)):
        return left == right
      default:
        return false
      }
    }
  }

  /// The `res/` folder.
  var folder: String
  /// Whether the folder could be listed.
  var isReadable: Bool
  /// The typed subfolders, sorted by name.
  var subfolders: [Subfolder]

  /// Lists `folder` and reads its values files.
  init(folder: String) {
    self.folder = folder
    let manager = FileManager.default
    guard let entries = try? manager.contentsOfDirectory(atPath: folder) else {
      isReadable = false
      subfolders = []
      return
    }
    isReadable = true
    subfolders = []
    for entry in entries.sorted() where !entry.hasPrefix(".") {
      let path = (folder as NSString).appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
      else { continue }
      let parts = entry.split(separator: "-")
      guard let type = parts.first.map(String.init),
        ResourceRepository.folderTypes.contains(type)
      else { continue }
      let qualifiers = ResourceQualifiers(parts.dropFirst())
      var files: [String] = []
      var values: [Result<[UInt8], XMLError>] = []
      if qualifiers != nil {
        files = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
          .filter { !$0.hasPrefix(".") }
        if type == "values" {
          for name in files where name.hasSuffix(".xml") {
            let file = (path as NSString).appendingPathComponent(name)
            values.append(
              Result { () throws(XMLError) in try XMLDocumentReader.readBytes(file: file) }
            )
          }
        }
      }
      subfolders.append(
        Subfolder(path: path, type: type, qualifiers: qualifiers, files: files, values: values)
      )
    }
  }
}
