import Foundation
import SceneDiffCore

/// A Gradle script's text with its comments blanked out (newlines kept, so offsets keep their
/// line and column), and the regular-expression matching the script readers use.
///
/// Nothing is executed: the readers look for a documented set of literal forms
/// (`Docs/projects.md`).
struct GradleScriptText {
  /// The script's path, for locations.
  var file: String
  /// The text with `//` and `/* */` comments replaced by spaces.
  var text: NSString

  /// The script at `file` with text `source`.
  init(file: String, source: String) {
    self.file = file
    self.text = Self.blankingComments(source) as NSString
  }

  /// `source` with every comment outside a string literal turned into spaces.
  static func blankingComments(_ source: String) -> String {
    var output: [Character] = []
    let characters = Array(source)
    var index = 0
    var quote: Character?
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      if let open = quote {
        if character == "\\" && index + 1 < characters.count {
          output += [character, next]
          index += 2
          continue
        }
        if character == open { quote = nil }
        output.append(character)
      } else if character == "\"" || character == "'" {
        quote = character
        output.append(character)
      } else if character == "/" && next == "/" {
        while index < characters.count && characters[index] != "\n" {
          output.append(" ")
          index += 1
        }
        continue
      } else if character == "/" && next == "*" {
        output += [" ", " "]
        index += 2
        while index < characters.count
          && !(characters[index] == "*" && index + 1 < characters.count
            && characters[index + 1] == "/")
        {
          output.append(characters[index] == "\n" ? "\n" : " ")
          index += 1
        }
        if index < characters.count { output += [" ", " "] }
        index += 2
        continue
      } else {
        output.append(character)
      }
      index += 1
    }
    return String(output)
  }

  /// Every match of `pattern`: the whole match's range and each group's text (`nil` when the
  /// group took no part).
  func matches(_ pattern: NSRegularExpression?) -> [(range: NSRange, groups: [String?])] {
    guard let pattern else { return [] }
    let whole = NSRange(location: 0, length: text.length)
    return pattern.matches(in: text as String, range: whole).map { match in
      let groups = (0..<match.numberOfRanges).map { index -> String? in
        let range = match.range(at: index)
        return range.location == NSNotFound ? nil : text.substring(with: range)
      }
      return (match.range, groups)
    }
  }

  /// The location of UTF-16 offset `offset` (column in UTF-8 bytes, as every location is).
  func location(at offset: Int) -> SourceLocation {
    let prefix = text.substring(to: min(offset, text.length))
    let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
    let last = lines.last.map(String.init) ?? ""
    return SourceLocation(file: file, line: lines.count, column: last.utf8.count + 1)
  }

  /// The line (1-based) that holds UTF-16 offset `offset`.
  func line(at offset: Int) -> Int { location(at: offset).line }

  /// Every string literal (`"…"` or `'…'`) in `fragment`, in order.
  static func stringLiterals(in fragment: String) -> [String] {
    GradleScriptText(file: "", source: fragment).matches(Self.literal).compactMap { $0.groups[2] }
  }

  /// A Groovy or Kotlin string literal without `$` templates.
  static let literal = try? NSRegularExpression(pattern: #"(["'])([^"'$\n]*)\1"#)
}
