import Foundation
import SceneDiffAndroid
import SceneDiffCore
import SceneDiffXML

/// The scenes that can precede a to-only manager rule's scene when the manager names no other
/// scene that can: the other scene files of its folder that share a matched view with it.
///
/// Two scenes share a matched view when a view of each has the same `transitionName`, or the
/// same id, as written in the files: the keys Android's default match order pairs views of two
/// scene files by (instance matching never does). A layout's `<include>`d files are not
/// followed, so a layout that only includes a scene (the activity or fragment layout holding
/// the scene root) is that scene's container, not a scene before it. Files that are not scenes
/// or layouts, or cannot be read, are left out silently: no rule names them.
enum SiblingScenes {
  /// A key views are matched by.
  enum Key: Hashable {
    /// A `transitionName`, as written.
    case name(String)
    /// An id (`x` of `@+id/x`).
    case id(String)
  }

  /// The scene files of `target`'s folder, sorted by name, other than `target`, that share a
  /// view id or `transitionName` with it (paths spelled as `target`'s folder is).
  static func sources(of target: String) -> [String] {
    let folder = FilePaths.folder(of: target)
    guard let targetKeys = keys(ofFileAt: target), !targetKeys.isEmpty,
      let names = try? FileManager.default.contentsOfDirectory(
        atPath: folder.isEmpty ? "." : folder
      )
    else { return [] }
    let targetFile = FilePaths.canonical(target)
    return names.filter { $0.hasSuffix(".xml") }.sorted()
      .map { folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0) }
      .filter { path in
        guard FilePaths.canonical(path) != targetFile, let keys = keys(ofFileAt: path) else {
          return false
        }
        return !keys.isDisjoint(with: targetKeys)
      }
  }

  /// The match keys of every view a scene file writes; `nil` for a file that is not a native
  /// scene or an Android layout, or cannot be read.
  static func keys(ofFileAt path: String) -> Set<Key>? {
    guard let root = try? XMLDocumentReader.read(file: path) else { return nil }
    switch InputFile.kind(of: root) {
    case .scene:
      // The <scene> root is the scene root, not a view: only its <view> descendants count.
      return Set(root.children.flatMap { keys(of: $0, namespace: nil) })
    case .layout:
      return Set(keys(of: root, namespace: XMLNamespace.android))
    case .transition, .manifest, .resource, .interaction, .navigation:
      return nil
    }
  }

  /// The keys of `element` and its descendants, reading `id` and `transitionName` in
  /// `namespace` (`android:` in layouts, none in native scenes).
  private static func keys(of element: LocatedElement, namespace: String?) -> [Key] {
    var found: [Key] = []
    if let name = element.attribute("transitionName", namespace: namespace)?.value {
      found.append(.name(name))
    }
    if let id = element.attribute("id", namespace: namespace)?.value {
      if namespace == nil {
        found.append(.id(id))
      } else if let reference = ResourceReference(id), reference.type == "id" {
        found.append(.id(reference.name))
      }
    }
    return found + element.children.flatMap { keys(of: $0, namespace: namespace) }
  }
}
