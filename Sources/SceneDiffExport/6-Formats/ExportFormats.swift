import SceneDiffCore

/// Every format a plan can be exported to, in one list.
public enum ExportFormats {
  /// The formats, in the order help lists them.
  public static let all: [any ExportFormat.Type] = [
    CSSExport.self,
    WebAnimationsExport.self,
    LottieExport.self,
  ]

  /// The format with this `--format` name, if there is one.
  public static func named(_ name: String) -> (any ExportFormat.Type)? {
    all.first { $0.name == name }
  }
}
