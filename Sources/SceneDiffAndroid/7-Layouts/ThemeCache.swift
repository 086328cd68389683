import Synchronization

/// The process's app themes as ``LayoutFile`` reads them (the chosen theme with its parents):
/// a batch of layouts of one app reads its theme once, and the theme's remembered answers and
/// style chains (``Theme``) serve every layout of the batch.
///
/// A theme is a function of its reference, the repository's parsed folders and the device, so
/// one is given again only for the same reference, the same ``ResourceRepositoryIdentity``
/// (the same folders, scanned the same) and the same device. Only themes read without a problem
/// are kept: reading one again would give the same chain and report nothing. Holds at most
/// ``capacity`` themes (emptied before the next is added); safe from any thread.
final class ThemeCache: Sendable {
  /// The process's cache.
  static let shared = ThemeCache()

  /// The most themes remembered.
  static let capacity = 32

  /// A theme reference read from one repository for one device.
  private struct Key: Hashable, Sendable {
    var reference: String
    var repository: ObjectIdentifier
    var device: Device
  }

  /// A theme with the identity its key names, kept so that no other repository can take it.
  private struct Entry: Sendable {
    var repository: ResourceRepositoryIdentity
    var theme: Theme
  }

  private let entries = Mutex<[Key: Entry]>([:])

  /// The theme kept for `reference` read from `repository`, if any.
  func theme(_ reference: String, in repository: ResourceRepository) -> Theme? {
    let key = Self.key(reference, repository)
    return entries.withLock { $0[key] }.map(\.theme)
  }

  /// Keeps `theme`, read for `reference` from `repository` without a problem.
  func keep(_ theme: Theme, for reference: String, in repository: ResourceRepository) {
    let key = Self.key(reference, repository)
    entries.withLock { table in
      if table.count >= Self.capacity, table[key] == nil { table.removeAll(keepingCapacity: true) }
      table[key] = Entry(repository: repository.identity, theme: theme)
    }
  }

  private static func key(_ reference: String, _ repository: ResourceRepository) -> Key {
    Key(
      reference: reference,
      repository: ObjectIdentifier(repository.identity),
      device: repository.device
    )
  }
}
