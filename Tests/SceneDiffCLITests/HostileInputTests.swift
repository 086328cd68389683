import Foundation
import Testing

/// Every hostile input ends in exit status 1 with a located diagnostic, never a crash or hang.
@Suite struct HostileInputTests {
  /// Ten entity levels, each ten references to the one before: 10^9 "ha"s if expanded.
  static let laughs: String = {
    let names = Array("abcdefghij").map(String.init)
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE scene [\n<!ENTITY a \"ha\">\n"
    for level in 1..<names.count {
      let body = String(repeating: "&\(names[level - 1]);", count: 10)
      text += "<!ENTITY \(names[level]) \"\(body)\">\n"
    }
    return text + "]>\n<scene width=\"1\" height=\"1\" name=\"&j;\"/>\n"
  }()

  @Test(arguments: [
    ("billion-laughs", laughs),
    (
      "external-entity",
      "<!DOCTYPE scene [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<scene width='1' height='1' name='&x;'/>"
    ),
    ("deep", String(repeating: "<view>", count: 200_000)),
    ("truncated", "<scene width='1' height='1'>\n  <view"),
    ("invalid-utf8", "<scene width='1' height='1' name='\u{FFFD}'/>"),
    ("empty", ""),
    ("not-xml", "just some text\n"),
  ])
  func hostileFileIsALocatedError(name: String, text: String) throws {
    let folder = try ToolRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(name).xml")
    var bytes = Data(text.utf8)
    if name == "invalid-utf8" {
      // Replace U+FFFD (EF BF BD) with the invalid sequence C3 28.
      bytes = Data(text.utf8.split(separator: 0xEF, maxSplits: 1).joined(separator: [0xC3, 0x28]))
        .filter { $0 != 0xBF && $0 != 0xBD }
    }
    try bytes.write(to: file)
    let run = try ToolRunner.run(["check", file.path])
    #expect(run.status == 1)
    let firstLine = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
    // path:line:column: error: …
    #expect(firstLine.hasPrefix(file.path + ":"), "\(run.stderr)")
    #expect(firstLine.contains(": error: "), "\(run.stderr)")
    #expect(!run.stderr.contains("root:"), "the external entity must never be read")
  }
}
