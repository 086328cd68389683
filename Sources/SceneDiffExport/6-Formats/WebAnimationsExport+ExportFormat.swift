import SceneDiffCore

extension WebAnimationsExport: ExportFormat {
  /// `waapi`.
  public static let name = "waapi"
  /// A JavaScript module built on `Element.animate()`.
  public static let summary = "a JavaScript module"
  /// `js`.
  public static let fileExtension = "js"

  /// ``module`` of the plan.
  public static func export(_ plan: Plan, options: ExportOptions) -> String {
    WebAnimationsExport(plan: plan, fps: options.fps).module
  }
}
