import SceneDiffCore

extension LottieExport: ExportFormat {
  /// `lottie`.
  public static let name = "lottie"
  /// A Lottie (Bodymovin) JSON animation.
  public static let summary = "a Lottie JSON animation"
  /// `json`.
  public static let fileExtension = "json"

  /// ``json`` of the plan.
  public static func export(_ plan: Plan, options: ExportOptions) -> String {
    LottieExport(plan: plan, fps: options.fps).json
  }
}
