import Foundation
import SceneDiffCore
import SceneDiffXML

extension ResourceResolver {
  /// The resources a transition file refers to: the `res/` tree that holds the file at `path`
  /// (the folder above the file's folder when that folder is a resource folder such as
  /// `transition/` or `anim-v21/`, ``ResourcePaths/resTree(ofFileAt:)``), read as
  /// layouts read it, chosen for ``Device/defaultPhone``, without a theme; inside a Gradle
  /// build, the other modules its module sees follow it (project mode, `Docs/projects.md`).
  ///
  /// Every `values*/` file of the tree is read; the problems found
  /// (``ResourceRepository/diagnostics``: a malformed values file is an error) belong to the
  /// transition file's diagnostics, as a broken values file fails an app's build. A tree that
  /// does not exist (a transition read from bytes under a made-up path) is no error: only the
  /// built-in framework values are there; nor is a file outside a resource folder, whose
  /// folder above is not read.
  init(transitionFileAt path: String) {
    var folders: [String] = []
    var isFolder: ObjCBool = false
    if let resFolder = ResourcePaths.resTree(ofFileAt: path),
      FileManager.default.fileExists(atPath: resFolder, isDirectory: &isFolder),
      isFolder.boolValue
    {
      folders = GradleProject.resourceFolders(forFileAt: path, ownFolder: resFolder)
    }
    self.init(
      repository: ResourceRepository(folders: folders, device: .defaultPhone),
      theme: Theme(name: "", chain: [])
    )
  }

  /// The `res/` folder references resolve in (for messages; `.` when there is none).
  var resFolder: String { repository.folders.first ?? "." }

  /// The integer `reference` (an `@integer/` or `@android:integer/` value of `attribute`)
  /// stands for, following references in values files, or `nil` with the problem in
  /// `diagnostics`.
  ///
  /// A name no values file (nor, for `@android:`, SceneDiff's built-in table) defines is an
  /// `unresolved-reference` error at the attribute's value; a value that is not an integer
  /// (``IntegerValue``), or references that lead back to themselves, are errors where they
  /// are written.
  func integer(
    _ reference: ResourceReference,
    of attribute: LocatedAttribute,
    _ diagnostics: inout [Diagnostic]
  ) -> Int? {
    do {
      return try integer(
        attribute.value,
        at: attribute.valueLocation,
        attribute: attribute.qualifiedName
      )
    } catch .missing(let at, _, let suggestion) where at == attribute.valueLocation {
      let reason =
        reference.package == "android"
        ? "not a framework integer SceneDiff knows (config_shortAnimTime, config_mediumAnimTime, config_longAnimTime)"
        : "no <integer name=\"\(reference.name)\"> in \(resFolder)/values*/"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      diagnostics.append(
        TransitionFileError.unresolvedReference(
          attribute.valueLocation,
          reference: attribute.value,
          reason: reason
        ).diagnostic
      )
    } catch {
      diagnostics.append(error.diagnostic)
    }
    return nil
  }

  /// The file an app resource `reference` of `attribute` names (`@interpolator/x` →
  /// `res/interpolator/x.xml`, or the qualifier folder's file Android picks for the device),
  /// or `nil` with an `unresolved-reference` error at the attribute's value.
  func file(
    _ reference: ResourceReference,
    of attribute: LocatedAttribute,
    _ diagnostics: inout [Diagnostic]
  ) -> String? {
    if reference.package == nil, let file = repository.file(reference.type, reference.name) {
      return file.path
    }
    diagnostics.append(
      TransitionFileError.unresolvedReference(
        attribute.valueLocation,
        reference: attribute.value,
        reason: "no file \(resFolder)/\(reference.type)/\(reference.name).xml"
      ).diagnostic
    )
    return nil
  }
}
