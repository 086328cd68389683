import Foundation
import SceneDiffCore
import SceneDiffXML

/// What one `res/` folder holds, read from the file system without parsing anything: its
/// subfolders of the types SceneDiff reads, their files, and the bytes of every values file.
///
/// A ``ResourceRepository`` is a function of its folders' scans alone, so two equal scans give
/// the same repository: ``ResourceRepositoryCache`` compares scans to reuse one. A scan itself
/// is reused while the files it read are unchanged (``ResourceFolderScanCache``). Subfolders
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

    /// The paths of the values files read, in ``values`` order: the `.xml` files of a
    /// `values` folder whose qualifiers SceneDiff knows.
    var valueFiles: [String] {
      guard type == "values", qualifiers != nil else { return [] }
      return files.filter { $0.hasSuffix(".xml") }.map {
        (path as NSString).appendingPathComponent($0)
      }
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
  /// Whether an entry named like a typed subfolder is not a folder (a file, or a link to
  /// nothing): it could become one without the `res/` folder changing, so such a scan is not
  /// kept by ``ResourceFolderScanCache``.
  var hasTypedNonFolder = false

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
      let parts = entry.split(separator: "-")
      guard let type = parts.first.map(String.init),
        ResourceRepository.folderTypes.contains(type)
      else { continue }
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        hasTypedNonFolder = true
        continue
      }
      let qualifiers = ResourceQualifiers(parts.dropFirst())
      var subfolder = Subfolder(
        path: path,
        type: type,
        qualifiers: qualifiers,
        files: [],
        values: []
      )
      if qualifiers != nil {
        subfolder.files = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
          .filter { !$0.hasPrefix(".") }
        subfolder.values = subfolder.valueFiles.map { file in
          Result { () throws(XMLError) in try XMLDocumentReader.readBytes(file: file) }
        }
      }
      subfolders.append(subfolder)
    }
  }
}
