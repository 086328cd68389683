import SceneDiffCore

extension JSONValue {
  /// Appends a non-empty array of `count` objects as `render(indent:)` prints one: `[`, each
  /// item on its own line one level in (`item` appends item `i` at the level it is given,
  /// `level + 1`), then `]` on a line at `level`.
  static func writeNestedArray(
    count: Int,
    to out: inout OutputBytes,
    indent: Int?,
    level: Int,
    item: (Int, inout OutputBytes, Int) -> Void
  ) {
    out.append(UInt8(ascii: "["))
    for i in 0..<count {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      JSONValue.newline(&out, indent: indent, level: level + 1)
      item(i, &out, level + 1)
    }
    JSONValue.newline(&out, indent: indent, level: level)
    out.append(UInt8(ascii: "]"))
  }

  /// Appends numbers as one flat array, as ``render(indent:)`` writes an array of scalars.
  static func writeNumbers(_ values: [Double], to out: inout OutputBytes, indent: Int?) {
    out.append(UInt8(ascii: "["))
    for i in values.indices {
      if i > 0 { writeFlatSeparator(&out, indent: indent) }
      writeNumber(values[i], to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }

  /// Appends a rectangle's edges as ``Rect/edges`` lists them, a flat array.
  ///
  /// Written number by number: frames write one per view per frame, so no array is made.
  static func writeRect(_ r: Rect, to out: inout OutputBytes, indent: Int?) {
    out.append(UInt8(ascii: "["))
    writeNumber(r.left, to: &out)
    writeFlatSeparator(&out, indent: indent)
    writeNumber(r.top, to: &out)
    writeFlatSeparator(&out, indent: indent)
    writeNumber(r.right, to: &out)
    writeFlatSeparator(&out, indent: indent)
    writeNumber(r.bottom, to: &out)
    out.append(UInt8(ascii: "]"))
  }

  /// Appends a point as `[x, y]`, a flat array.
  static func writePoint(_ p: Point, to out: inout OutputBytes, indent: Int?) {
    out.append(UInt8(ascii: "["))
    writeNumber(p.x, to: &out)
    writeFlatSeparator(&out, indent: indent)
    writeNumber(p.y, to: &out)
    out.append(UInt8(ascii: "]"))
  }

  /// Appends a matrix's nine values, row-major, as ``Matrix/values`` lists them.
  static func writeMatrix(_ m: Matrix, to out: inout OutputBytes, indent: Int?) {
    writeNumbers(m.values, to: &out, indent: indent)
  }
}
