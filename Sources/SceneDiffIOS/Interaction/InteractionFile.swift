import SceneDiffCore
import SceneDiffXML

/// An interaction script file: `<interaction>` with `<update>`, `<release>`, `<finish>`,
/// `<cancel>`, `<pause>`, `<reverse>` and `<continue>` steps, spelled as
/// `UIPercentDrivenInteractiveTransition` and `UIViewPropertyAnimator` spell them
/// (Docs/interaction.md).
public enum InteractionFile {
  /// Loads the interaction script at `path`.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error, each at its location.
  public static func load(path: String) throws(DiagnosticsError) -> Loaded<Interaction> {
    let root = try XMLDocumentReader.root(file: path)
    return try load(root, path: path)
  }

  /// Loads an interaction script from an already parsed root element of the file at `path`.
  package static func load(_ root: LocatedElement, path: String) throws(DiagnosticsError)
    -> Loaded<Interaction>
  {
    var reader = InteractionReader()
    let interaction = reader.read(root)
    let diagnostics = reader.problems.map(\.diagnostic)
    guard let interaction, !diagnostics.contains(where: { $0.severity == .error }) else {
      throw DiagnosticsError(diagnostics)
    }
    return Loaded(interaction, diagnostics: diagnostics)
  }
}
