/// The process's scans of `res/` folders, each kept with the stamps of what it read and
/// reused while they hold: a layout of an app whose resources did not change since the last
/// one is not made to list every folder and read every values file again.
///
/// The rule: a kept scan is given again only when `stat(2)` of the `res/` folder, of each of
/// its typed subfolders and of each values file it read gives the same ``FileStamp`` (device,
/// inode, size, modification and status-change times) as when it was read. Adding, removing
/// or renaming an entry of a folder changes that folder's stamp; writing a file changes its
/// own. A scan is kept only when every one of those was last changed more than
/// ``FileStamp/settleSeconds`` before the scan began, so that a change made during or just
/// after the scan, within one tick of the file system's clock, cannot leave a stamp as it was;
/// and never when an entry named like a typed subfolder is not a folder (it could become one
/// unseen), a stamp cannot be taken, or the folder could not be listed. Anything else is
/// scanned again, as before this cache.
///
/// Holds at most ``capacity`` folders (``StampedCache``); safe from any thread.
final class ResourceFolderScanCache: Sendable {
  /// The process's cache.
  static let shared = ResourceFolderScanCache()

  /// The most folders remembered.
  static let capacity = 64

  private let table = StampedCache<String, ResourceFolderScan>(
    capacity: ResourceFolderScanCache.capacity
  )

  /// The scan of `folder`: the kept one when its stamps still hold, otherwise a new one
  /// (kept when it may be, ``ResourceFolderScanCache``).
  func scan(_ folder: String) -> ResourceFolderScan {
    table.value(folder) {
      let scan = ResourceFolderScan(folder: folder)
      return (scan, Self.stamps(of: scan))
    }
  }

  /// The stamps that say whether `scan` still holds: the folder, its typed subfolders and
  /// the values files read; `nil` when it may not be kept.
  private static func stamps(of scan: ResourceFolderScan) -> [FileStamp]? {
    guard scan.isReadable, !scan.hasTypedNonFolder, let own = FileStamp(path: scan.folder)
    else { return nil }
    var stamps = [own]
    for subfolder in scan.subfolders {
      guard let stamp = FileStamp(path: subfolder.path) else { return nil }
      stamps.append(stamp)
      for file in subfolder.valueFiles {
        guard let stamp = FileStamp(path: file) else { return nil }
        stamps.append(stamp)
      }
    }
    return stamps
  }
}
