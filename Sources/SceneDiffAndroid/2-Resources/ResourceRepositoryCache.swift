import Synchronization

/// The process's parsed `res/` folders: a repository whose folders scan the same as last time
/// (the same subfolders, files and values-file bytes, ``ResourceFolderScan``) is reused instead
/// of parsing every values file again for each layout.
///
/// Reuse is exact: a repository is a function of its folders' scans, and a scan is compared
/// whole, bytes included (no timestamps here). What is saved is the parsing; the scans
/// themselves come from ``ResourceFolderScanCache``, which reads a folder again unless the
/// stamps of what it read all hold. The cache holds at most ``capacity`` folder lists (it is
/// emptied before the next is added) and is safe to use from any thread.
final class ResourceRepositoryCache: Sendable {
  /// The process's cache.
  static let shared = ResourceRepositoryCache()

  /// The most folder lists remembered.
  static let capacity = 32

  /// A repository with the scans it was built from.
  private struct Entry: Sendable {
    var scans: [ResourceFolderScan]
    var repository: ResourceRepository
  }

  private let entries = Mutex<[[String]: Entry]>([:])

  /// The repository of `scans` for `device`: the remembered one when the folders scanned the
  /// same, otherwise one built by `build` (and remembered).
  func repository(
    _ scans: [ResourceFolderScan],
    device: Device,
    build: () -> ResourceRepository
  ) -> ResourceRepository {
    let folders = scans.map(\.folder)
    let found = entries.withLock { table -> ResourceRepository? in
      guard let entry = table[folders], entry.scans == scans else { return nil }
      return entry.repository
    }
    if var repository = found {
      repository.device = device
      return repository
    }
    let repository = build()
    entries.withLock { table in
      if table.count >= Self.capacity, table[folders] == nil {
        table.removeAll(keepingCapacity: true)
      }
      table[folders] = Entry(scans: scans, repository: repository)
    }
    return repository
  }
}
