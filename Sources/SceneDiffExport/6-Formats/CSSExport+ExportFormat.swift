import SceneDiffCore

extension CSSExport: ExportFormat {
  /// `css`.
  public static let name = "css"
  /// An HTML page animated by CSS alone.
  public static let summary = "an HTML page"
  /// `html`.
  public static let fileExtension = "html"

  /// ``html`` of the plan.
  public static func export(_ plan: Plan, options: ExportOptions) -> String {
    CSSExport(plan: plan, fps: options.fps).html
  }
}
