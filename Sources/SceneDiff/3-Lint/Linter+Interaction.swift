import SceneDiffCore
import SceneDiffXML

extension Linter {
  /// interactive-threshold: every `<release threshold="…">` of an interaction file whose
  /// threshold, as a percentage, is outside [minPercent, maxPercent].
  ///
  /// - Parameter root: The file's `<interaction>` element.
  /// - Returns: The findings.
  func interactionFindings(_ root: LocatedElement) -> [LintFinding] {
    let rule = "interactive-threshold"
    let low = configuration.value("minPercent", of: rule)
    let high = configuration.value("maxPercent", of: rule)
    var findings: [LintFinding] = []
    for release in root.children where release.name == "release" {
      guard let attribute = release.attribute("threshold"), let threshold = Double(attribute.value)
      else { continue }
      let percent = threshold * 100
      guard percent < low || percent > high else { continue }
      let message =
        "the release threshold \(JSONValue.format(percent)) % is outside "
        + "\(JSONValue.format(low))–\(JSONValue.format(high)) %"
      if let finding = finding(rule, at: attribute.valueLocation, message) {
        findings.append(finding)
      }
    }
    return findings
  }

  /// The findings of an interaction file, or its read error.
  ///
  /// - Parameter path: An interaction script (`<interaction>`).
  /// - Returns: The findings, or the diagnostics that stopped the read.
  public func findings(forInteractionFile path: String) -> Result<[LintFinding], DiagnosticsError> {
    do {
      let root = try XMLDocumentReader.read(file: path)
      return .success(Self.sorted(interactionFindings(root)))
    } catch {
      return .failure(DiagnosticsError([error.diagnostic]))
    }
  }
}
