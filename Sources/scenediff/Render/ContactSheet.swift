import Foundation

/// The page `render --format png-strip` photographs: the frames in a grid, each with its time.
struct ContactSheet {
  /// The frames' PNG bytes and instants, in order.
  var frames: [(png: Data, timeMs: Double)]
  /// One frame's size in CSS pixels.
  var width: Int
  /// One frame's height.
  var height: Int
  /// Frames per row.
  var columns: Int

  static let padding = 8
  static let gap = 8
  static let labelHeight = 22

  /// The number of rows.
  var rows: Int { (frames.count + columns - 1) / columns }
  /// The sheet's width in CSS pixels.
  var sheetWidth: Int { 2 * Self.padding + columns * width + (columns - 1) * Self.gap }
  /// The sheet's height in CSS pixels.
  var sheetHeight: Int {
    2 * Self.padding + rows * (height + Self.labelHeight) + (rows - 1) * Self.gap
  }

  /// The page: a grid of the frames on white, a thin border round each, its time under it.
  var html: String {
    let cells = frames.map { frame in
      """
      <figure><img src="data:image/png;base64,\(frame.png.base64EncodedString())" \
      width="\(width)" height="\(height)"><figcaption>\(Self.label(frame.timeMs))</figcaption></figure>
      """
    }
    return """
      <!doctype html><html><head><meta charset="utf-8"><style>
      html, body { margin: 0; background: #FFFFFF; }
      main { display: grid; grid-template-columns: repeat(\(columns), \(width)px); gap: \(Self.gap)px;
        padding: \(Self.padding)px; }
      figure { margin: 0; }
      img { display: block; outline: 1px solid #D0D4D8; }
      figcaption { height: \(Self.labelHeight)px; line-height: \(Self.labelHeight)px;
        font: 12px/\(Self.labelHeight)px sans-serif; color: #37474F; text-align: center; }
      </style></head><body><main>\(cells.joined())</main></body></html>
      """
  }

  /// `125 ms`, `62.5 ms`: the instant with at most two decimals, as the preview's ticks.
  static func label(_ ms: Double) -> String {
    let rounded = (ms * 100).rounded() / 100
    let text =
      rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
    return "\(text) ms"
  }
}
