import SceneDiffCore
import SceneDiffXML

extension InterfaceBuilderFile {
  /// Every segue of the storyboard at `path`, in document order: each scene's controller
  /// segues and those of its controls, cells and bar items.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` when the file is not an iOS storyboard or a
  ///   segue has an unknown `kind` or `modalTransitionStyle`.
  public static func segues(path: String) throws(DiagnosticsError) -> Loaded<[StoryboardSegue]> {
    try segues(try XMLDocumentReader.root(file: path), file: path)
  }

  /// Every segue of a parsed storyboard (a xib has none).
  package static func segues(_ root: LocatedElement, file: String) throws(DiagnosticsError)
    -> Loaded<[StoryboardSegue]>
  {
    let document = try IBDocument.read(root, file: file)
    let reader = StoryboardSegueReader(document: document)
    if !reader.diagnostics.isEmpty { throw DiagnosticsError(reader.diagnostics) }
    return Loaded(reader.segues, diagnostics: document.diagnostics)
  }
}
