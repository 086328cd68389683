import SceneDiffCore

extension LottieExport {
  /// What the document does not animate, as `export-omission` warnings.
  ///
  /// Image matrices (ChangeImageTransform: the image placeholder covers the view's box) and
  /// colours (Recolor, colour property animators: fills keep the end scene's colour);
  /// `Docs/lottie.md` lists them.
  public var omissions: [Diagnostic] {
    let omitted: [(AnimatedProperty, (String) -> String)] = [
      (
        .imageMatrix,
        {
          "draws the image of \($0) as a placeholder over the view's box: its image matrix "
            + "animation (ChangeImageTransform) is not exported; sample, preview, render and "
            + "the web exports draw it"
        }
      ),
      (
        .backgroundColor,
        { "keeps the background colour of \($0) static: its animation is not exported" }
      ),
      (.textColor, { "keeps the text colour of \($0) static: its animation is not exported" }),
    ]
    var result: [Diagnostic] = []
    for (property, message) in omitted {
      var keys: [String] = []
      for animator in plan.animators where animator.property == property {
        let key = "'\(animator.target)'"
        if !keys.contains(key) { keys.append(key) }
      }
      guard !keys.isEmpty else { continue }
      result.append(
        Diagnostic(
          .warning,
          at: nil,
          code: "export-omission",
          "the Lottie export \(message(keys.joined(separator: ", ")))"
        )
      )
    }
    return result
  }
}
