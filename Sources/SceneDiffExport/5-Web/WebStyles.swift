import SceneDiffCore

/// The style sheet shared by the CSS and Web Animations exports.
enum WebStyles {
  /// `@property` rules registering the animated translation, so that two animators can move a
  /// view along x and y independently, each with its own timing.
  static let registeredProperties = """
    @property --tx { syntax: "<length>"; inherits: false; initial-value: 0px; }
    @property --ty { syntax: "<length>"; inherits: false; initial-value: 0px; }
    """

  /// Classes of the scene root, views, content boxes, image placeholders and text.
  static func base(width: Double, height: Double) -> String {
    """
    .sd-scene { position: relative; width: \(CSSValue.px(width)); height: \(CSSValue.px(height)); \
    overflow: hidden; background: #FFFFFF; color: #212121; \
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    .sd-view { position: absolute; box-sizing: border-box; margin: 0; overflow: hidden; \
    transform-origin: 0 0; }
    .sd-content { position: absolute; left: 0; top: 0; width: 0; height: 0; \
    transform-origin: 0 0; overflow: visible; }
    .sd-image { position: absolute; left: 0; top: 0; transform-origin: 0 0; \
    background: repeating-linear-gradient(45deg, rgba(0, 0, 0, 0.14) 0 8px, rgba(0, 0, 0, 0.05) 8px 16px); \
    box-shadow: inset 0 0 0 2px rgba(0, 0, 0, 0.35); }
    .sd-text { display: block; padding: 0 2px; line-height: 1.3; overflow-wrap: anywhere; }
    """
  }

  /// Declarations as `property: value;` text.
  static func declarations(_ list: [WebTrack.Declaration]) -> String {
    list.map { "\($0.property): \($0.value);" }.joined(separator: " ")
  }
}
