import Foundation
import SceneDiff

/// The content hashes of every file one batch pair may read, and the options it was planned
/// with: what `batch --resume` compares to decide whether a result is still current.
///
/// A pair's files are its manifest's `res/` folder (every file under it, as the manifest's
/// `@layout/` and `@transition/` references, a layout's resources, includes and drawables
/// all resolve there), the `AndroidManifest.xml` beside that folder (the default theme), and
/// every `--res` folder. That is a superset of what a pair reads: a change anywhere in the
/// tree replans every pair of the tree, never too few. The options are the layout options
/// (`--device`, `--rtl`, `--res`, `--theme`), whether previews are written, and the tool's
/// version.
struct BatchInputHash: Sendable, Hashable {
  /// Every file read, sorted by path, with the SHA-256 of its bytes.
  var files: [File]
  /// The options, as one line.
  var options: String
  /// The SHA-256 of the pair's identity, the options and every file's path and hash.
  var sha256: String

  /// One file and its hash.
  struct File: Sendable, Hashable {
    /// The path, as the batch spells it.
    var path: String
    /// The SHA-256 of its bytes, lowercase hexadecimal.
    var sha256: String
  }

  /// Hashes what `job` reads; `cache` keeps each file's hash and each folder's listing for
  /// the rest of the run.
  init(_ job: Batch.Job, name: String, options: String, resFolders: [String], cache: Cache) {
    files = BatchInputHash.paths(of: job, resFolders: resFolders, cache: cache).map {
      File(path: $0, sha256: cache.hash(ofFileAt: $0))
    }
    self.options = options
    var hash = ContentHash()
    for field in [
      name, job.manifest, job.from, job.to, job.transition, "\(job.location.line)",
      "\(job.location.column)", job.pairing.rawValue, job.action ?? "", options,
    ] {
      hash.add(field: field)
    }
    for file in files {
      hash.add(field: file.path)
      hash.add(field: file.sha256)
    }
    sha256 = hash.hex
  }

  /// The files `job` may read, sorted.
  static func paths(of job: Batch.Job, resFolders: [String], cache: Cache) -> [String] {
    let res = FilePaths.parent(ofFolder: FilePaths.folder(of: job.manifest))
    var paths = cache.files(under: res)
    let manifest = (FilePaths.parent(ofFolder: res) as NSString)
      .appendingPathComponent("AndroidManifest.xml")
    if cache.isFile(manifest) { paths.append(manifest) }
    for folder in resFolders { paths += cache.files(under: folder) }
    // Project mode: the other modules' res/ folders and manifests, and the Gradle scripts.
    if let root = GradleProject.root(containing: job.manifest) {
      let project = GradleProject(root: root)
      if let found = project.resources(forFileAt: job.manifest) {
        for folder in found.folders { paths += cache.files(under: folder) }
        paths += found.manifests.filter { cache.isFile($0) }
      }
      paths += ([project.settingsFile] + project.modules.compactMap(\.buildFile))
        .filter { cache.isFile($0) }
    }
    return Array(Set(paths)).sorted()
  }

  /// Creates a hash from its parts.
  init(files: [File], options: String, sha256: String) {
    self.files = files
    self.options = options
    self.sha256 = sha256
  }

  /// No files and no options: the hash of a pair whose result is not written (no `-o`).
  static let none = BatchInputHash(files: [], options: "", sha256: "")

  /// `{ "sha256", "options", "files": [{ "file", "sha256" }] }`.
  var json: JSONValue {
    .object([
      ("sha256", .string(sha256)),
      ("options", .string(options)),
      (
        "files",
        .array(files.map { .object([("file", .string($0.path)), ("sha256", .string($0.sha256))]) })
      ),
    ])
  }

  /// Reads ``json`` back; `nil` when a key is missing.
  init?(json: JSONValue) {
    guard let sha256 = json["sha256"]?.text, let options = json["options"]?.text,
      case .array(let items)? = json["files"]
    else { return nil }
    var files: [File] = []
    for item in items {
      guard let path = item["file"]?.text, let hash = item["sha256"]?.text else { return nil }
      files.append(File(path: path, sha256: hash))
    }
    self.init(files: files, options: options, sha256: sha256)
  }

  /// File hashes and folder listings, each computed once per run.
  final class Cache {
    /// Hashes by path.
    private var hashes: [String: String] = [:]
    /// Regular files by folder, sorted.
    private var listings: [String: [String]] = [:]
    /// Whether a path is a regular file, by path.
    private var fileChecks: [String: Bool] = [:]

    /// An empty cache.
    init() {}

    /// The SHA-256 of the file's bytes; `"unreadable"` for a file that cannot be read (which
    /// changes to a hash once it can be).
    func hash(ofFileAt path: String) -> String {
      if let known = hashes[path] { return known }
      let hash =
        FileManager.default.contents(atPath: path).map { ContentHash.hex(of: $0) } ?? "unreadable"
      hashes[path] = hash
      return hash
    }

    /// Hashes every file of `paths` not hashed yet, on up to `width` threads.
    func hashAll(_ paths: [String], width: Int) {
      let missing = Array(Set(paths.filter { hashes[$0] == nil })).sorted()
      let computed = ConcurrentMap.map(missing, width: width) { path in
        FileManager.default.contents(atPath: path).map { ContentHash.hex(of: $0) } ?? "unreadable"
      }
      for (path, hash) in zip(missing, computed) { hashes[path] = hash }
    }

    /// Whether `path` is an existing regular file (remembered).
    func isFile(_ path: String) -> Bool {
      if let known = fileChecks[path] { return known }
      var isFolder: ObjCBool = false
      let found =
        FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
      fileChecks[path] = found
      return found
    }

    /// Every regular file under `folder`, recursively, sorted by path.
    func files(under folder: String) -> [String] {
      if let known = listings[folder] { return known }
      var files: [String] = []
      let base = folder.isEmpty ? "." : folder
      if let walker = FileManager.default.enumerator(atPath: base) {
        while let relative = walker.nextObject() as? String {
          let path =
            folder.isEmpty ? relative : (folder as NSString).appendingPathComponent(relative)
          var isFolder: ObjCBool = false
          if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
            !isFolder.boolValue
          {
            files.append(path)
          }
        }
      }
      files.sort()
      listings[folder] = files
      return files
    }
  }
}
