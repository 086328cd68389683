/// Word-wraps help text to a terminal width.
///
/// Lines break only between words; a word longer than the width gets a line of its own rather
/// than being cut.
enum TextWrapper {
  /// Splits text into lines of at most `width` characters.
  ///
  /// - Parameters:
  ///   - text: The text; runs of whitespace, line breaks included, count as one space.
  ///   - width: The most characters per line.
  /// - Returns: The lines; empty for blank text.
  static func wrap(_ text: String, width: Int) -> [String] {
    let lines = wrap(words: words(of: text), prefix: "", indent: 0, width: width)
    return lines == [""] ? [] : lines
  }

  /// Wraps text after a first-line prefix, indenting the following lines.
  ///
  /// - Parameters:
  ///   - text: The text to wrap.
  ///   - prefix: Printed before the first line, such as `"OVERVIEW: "` or a padded label.
  ///   - indent: How many spaces start every following line.
  ///   - width: The most characters per line, prefix and indent included.
  /// - Returns: The lines; just the trimmed prefix for blank text.
  static func wrap(_ text: String, prefix: String, indent: Int, width: Int) -> [String] {
    wrap(words: words(of: text), prefix: prefix, indent: indent, width: width)
  }

  /// Packs words, which may contain spaces of their own (`[-o FILE]`), into lines.
  ///
  /// - Parameters:
  ///   - words: The units that are never split.
  ///   - prefix: Printed before the first line.
  ///   - indent: How many spaces start every following line.
  ///   - width: The most characters per line, prefix and indent included.
  /// - Returns: The lines, without trailing spaces.
  static func wrap(words: [String], prefix: String, indent: Int, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      let limit = (lines.isEmpty ? width - prefix.count : width - indent)
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= limit {
        line += " \(word)"
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty || lines.isEmpty {
      lines.append(line)
    }
    let padding = String(repeating: " ", count: indent)
    return lines.enumerated().map { index, line in
      trimmingTrailingSpaces((index == 0 ? prefix : padding) + line)
    }
  }

  /// The text without spaces at its end.
  static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " {
      text.removeLast()
    }
    return text
  }

  /// The whitespace-separated words of a text.
  private static func words(of text: String) -> [String] {
    text.split(whereSeparator: \.isWhitespace).map(String.init)
  }
}
