/// Renders help pages from the declarations, wrapped to a terminal width.
///
/// Sections, separated by blank lines: `OVERVIEW:`, the discussion, `USAGE:`, `ARGUMENTS:`,
/// `OPTIONS:` and, at the top level, `COMMANDS:`. Labels are indented two spaces and their
/// descriptions aligned in a column; when the width leaves that column too narrow, each
/// description goes under its label instead.
struct HelpFormatter: Sendable {
  /// The widest the description column may start.
  static let maximumDescriptionColumn = 28
  /// The narrowest description column before switching to descriptions under their labels.
  static let minimumDescriptionWidth = 24
  /// The indentation of descriptions under their labels.
  static let stackedIndent = 6

  /// The most characters per line.
  var width: Int

  /// A label and its description in a list section.
  private typealias Row = (label: String, description: String)

  /// The help page of one command.
  func help(for command: CommandSpec, in tool: ToolSpec) -> String {
    let argumentRows: [Row] = command.arguments.map { ($0.name, $0.help) }
    let optionRows: [Row] = tool.options(for: command).map { ($0.helpLabel, $0.helpDescription) }
    let column = descriptionColumn(for: argumentRows + optionRows)
    var sections = [overview(command.abstract)]
    if !command.discussion.isEmpty {
      sections.append(discussion(command.discussion))
    }
    sections.append(usage(tool.usageWords(for: command), commandWordCount: 2))
    if !argumentRows.isEmpty {
      sections.append(["ARGUMENTS:"] + list(argumentRows, column: column))
    }
    sections.append(["OPTIONS:"] + list(optionRows, column: column))
    return render(sections)
  }

  /// The top-level help page, listing every command with its abstract.
  func help(for tool: ToolSpec) -> String {
    let optionRows: [Row] = tool.topLevelOptions.map { ($0.helpLabel, $0.helpDescription) }
    let commandRows: [Row] = tool.allCommands.map { ($0.name, $0.abstract) }
    let column = descriptionColumn(for: optionRows + commandRows)
    var sections = [overview(tool.abstract)]
    if !tool.discussion.isEmpty {
      sections.append(discussion(tool.discussion))
    }
    sections.append(usage(tool.usage.split(separator: " ").map(String.init), commandWordCount: 1))
    sections.append(["OPTIONS:"] + list(optionRows, column: column))
    sections.append(["COMMANDS:"] + list(commandRows, column: column))
    sections.append(
      TextWrapper.wrap(
        "See '\(tool.name) help <command>' for detailed help.",
        prefix: "  ",
        indent: 2,
        width: width
      )
    )
    return render(sections)
  }

  /// Sections joined by blank lines, ending with a newline.
  private func render(_ sections: [[String]]) -> String {
    sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
  }

  /// `OVERVIEW: abstract`, wrapped without indentation.
  private func overview(_ abstract: String) -> [String] {
    TextWrapper.wrap(abstract, prefix: "OVERVIEW: ", indent: 0, width: width)
  }

  /// Paragraphs separated by blank lines, prose wrapped; indented lines (examples) are kept as
  /// written.
  private func discussion(_ text: String) -> [String] {
    var lines: [String] = []
    var prose: [String] = []
    func flushProse() {
      lines += TextWrapper.wrap(prose.joined(separator: " "), width: width)
      prose = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy(\.isWhitespace) {
        flushProse()
        if lines.last?.isEmpty == false { lines.append("") }
      } else if line.hasPrefix("  ") {
        flushProse()
        lines.append(TextWrapper.trimmingTrailingSpaces(String(line)))
      } else {
        prose.append(String(line))
      }
    }
    flushProse()
    while lines.last?.isEmpty == true {
      lines.removeLast()
    }
    return lines
  }

  /// `USAGE: program command …`, continuation lines aligned after the command name, or after
  /// `USAGE: ` when that would take more than half the width.
  private func usage(_ words: [String], commandWordCount: Int) -> [String] {
    let label = "USAGE: "
    let head = label + words.prefix(commandWordCount).joined(separator: " ") + " "
    let indent = head.count <= width / 2 ? head.count : label.count
    return TextWrapper.wrap(
      words: Array(words.dropFirst(commandWordCount)),
      prefix: head,
      indent: indent,
      width: width
    )
  }

  /// The column where descriptions start, or `nil` to put them under their labels.
  private func descriptionColumn(for rows: [Row]) -> Int? {
    let longest = rows.map(\.label.count).max() ?? 0
    let column = min(2 + longest + 2, Self.maximumDescriptionColumn)
    return width - column >= Self.minimumDescriptionWidth ? column : nil
  }

  /// Labels indented two spaces, descriptions in the column or under the label.
  private func list(_ rows: [Row], column: Int?) -> [String] {
    rows.flatMap { row -> [String] in
      let label = "  \(row.label)"
      guard let column else {
        let indent = Self.stackedIndent
        let padding = String(repeating: " ", count: indent)
        return [label]
          + TextWrapper.wrap(row.description, width: width - indent).map {
            padding + $0
          }
      }
      guard label.count + 2 <= column else {
        let padding = String(repeating: " ", count: column)
        return [label]
          + TextWrapper.wrap(row.description, prefix: padding, indent: column, width: width)
      }
      let padded = label + String(repeating: " ", count: column - label.count)
      return TextWrapper.wrap(row.description, prefix: padded, indent: column, width: width)
    }
  }
}
