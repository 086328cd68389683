import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffXML

@Suite struct XMLLimitsTests {
  @Test func defaults() {
    let limits = XMLLimits.default
    #expect(limits.maxBytes == 134_217_728)  // 128 × 1024 × 1024
    #expect(limits.maxStreamBytes == 67_108_864)  // 64 × 1024 × 1024
    #expect(limits.maxDepth == 256)
    #expect(limits.maxElements == 4_000_000)
    #expect(limits.maxAttributes == 256)
    #expect(limits.maxNamespaceDeclarations == 64)
    #expect(limits.maxAttributeValueBytes == 1_048_576)
    #expect(limits.effectiveMaxDepth == 256)
  }

  @Test func rejectsA200000DeepFileAtTheFirstElementTooDeep() throws {
    let text = String(repeating: "<a>", count: 200_000)
    let error = try #require(XMLTest.failure(text))
    #expect(error == .tooDeep(XMLTest.location(1, 256 * 3 + 1), element: "a", limit: 256))
    #expect(
      error.diagnostic.description
        == "t.xml:1:769: error: element 'a' is nested 257 levels deep; expected at most 256 "
        + "(depth limit, XMLLimits.maxDepth)"
    )
  }

  @Test func acceptsExactlyTheDepthLimit() throws {
    let depth = 256
    let text =
      String(repeating: "<a>\n", count: depth - 1) + "<leaf/>"
      + String(repeating: "</a>", count: depth - 1)
    var element = try XMLTest.parse(text)
    var levels = 1
    while let child = element.children.first {
      element = child
      levels += 1
    }
    #expect(levels == depth)
    #expect(element.name == "leaf")
    #expect(element.location == XMLTest.location(depth, 1))
    let deeper = "<a>\n" + text + "</a>"
    #expect(
      XMLTest.failure(deeper) == .tooDeep(XMLTest.location(257, 1), element: "leaf", limit: 256)
    )
  }

  @Test(arguments: [(3, 3), (1, 1), (10_000, 256)])
  func enforcesMaxDepthCappedAtLibxml2s(maxDepth: Int, effective: Int) {
    var limits = XMLLimits()
    limits.maxDepth = maxDepth
    let text = String(repeating: "<a>", count: 300) + "<b/>" + String(repeating: "</a>", count: 300)
    #expect(
      XMLTest.failure(text, limits: limits)
        == .tooDeep(XMLTest.location(1, effective * 3 + 1), element: "a", limit: effective)
    )
  }

  @Test func enforcesMaxElements() throws {
    var limits = XMLLimits()
    limits.maxElements = 3
    #expect(XMLTest.failure("<a><b/><c/></a>", limits: limits) == nil)
    let error = try #require(XMLTest.failure("<a><b/><c/>\n  <d/></a>", limits: limits))
    #expect(error == .tooManyElements(XMLTest.location(2, 3), element: "d", limit: 3))
    #expect(error.code == "xml-too-many-elements")
    #expect(
      error.message
        == "element 'd' is element number 4; expected at most 3 elements (XMLLimits.maxElements)"
    )
  }

  @Test func enforcesMaxAttributesCountingNamespaceDeclarations() throws {
    var limits = XMLLimits()
    limits.maxAttributes = 2
    #expect(XMLTest.failure("<a x='1' xmlns:p='u'/>", limits: limits) == nil)
    let error = try #require(
      XMLTest.failure("<a>\n <p:b x='1' xmlns:p='u' y='2'/></a>", limits: limits)
    )
    #expect(error == .tooManyAttributes(XMLTest.location(2, 2), element: "p:b", count: 3, limit: 2))
    #expect(error.code == "xml-too-many-attributes")
    #expect(
      error.message
        == "element 'p:b' has 3 attributes; expected at most 2 (XMLLimits.maxAttributes)"
    )
  }

  @Test func rejectsTheQuadraticAttributeCaseByDefault() {
    let attributes = (0...256).map { " a\($0)=''" }.joined()
    #expect(
      XMLTest.failure("<a\(attributes)/>")
        == .tooManyAttributes(XMLTest.location(1, 1), element: "a", count: 257, limit: 256)
    )
  }

  @Test func enforcesNamespaceDeclarationsInScope() throws {
    var limits = XMLLimits()
    limits.maxNamespaceDeclarations = 2
    // Siblings do not add up; nesting does.
    #expect(
      XMLTest.failure("<a xmlns='u'><b xmlns:p='u'/><c xmlns:q='u'/></a>", limits: limits) == nil
    )
    let error = try #require(
      XMLTest.failure(
        "<a xmlns='u'><b xmlns:p='u'>\n<c x='1' xmlns:q='u'/></b></a>",
        limits: limits
      )
    )
    #expect(error == .tooManyNamespaces(XMLTest.location(2, 10), element: "c", limit: 2))
    #expect(error.code == "xml-too-many-namespaces")
  }

  @Test func enforcesMaxAttributeValueBytesAtTheValue() throws {
    var limits = XMLLimits()
    limits.maxAttributeValueBytes = 4
    #expect(XMLTest.failure("<a v='1234' w='éé'/>", limits: limits) == nil)
    let error = try #require(XMLTest.failure("<a v='1234'\n   w=\"ééé\"/>", limits: limits))
    #expect(error == .valueTooLong(XMLTest.location(2, 7), attribute: "w", length: 6, limit: 4))
    #expect(error.code == "xml-value-too-long")
    #expect(
      error.message
        == "value of attribute 'w' is 6 bytes long; expected at most 4 bytes "
        + "(XMLLimits.maxAttributeValueBytes)"
    )
  }

  @Test func enforcesMaxBytesOnBuffers() throws {
    var limits = XMLLimits()
    limits.maxBytes = 10
    #expect(XMLTest.failure("<a></a>   ", limits: limits) == nil)
    let error = try #require(XMLTest.failure("<a></a>    ", limits: limits))
    #expect(error == .tooLarge(XMLTest.location(1, 1), size: 11, limit: 10))
    #expect(error.message == "file is 11 bytes; expected at most 10 bytes (XMLLimits.maxBytes)")
  }

  @Test func checksTheFileSizeBeforeReading() throws {
    // A sparse 64 GiB file: reading it would take hours, so the size must come from fstat.
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-huge-\(UUID().uuidString).xml")
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data("<a/>".utf8)))
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 1 << 36)
    try handle.close()
    #expect(throws: XMLError.tooLarge(.start(of: url.path), size: 1 << 36, limit: 128 << 20)) {
      try XMLDocumentReader.read(file: url.path)
    }
    var limits = XMLLimits()
    limits.maxBytes = 3
    let small = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-small-\(UUID().uuidString).xml")
    try Data("<a/>".utf8).write(to: small)
    defer { try? FileManager.default.removeItem(at: small) }
    #expect(throws: XMLError.tooLarge(.start(of: small.path), size: 4, limit: 3)) {
      try XMLDocumentReader.read(file: small.path, limits: limits)
    }
  }

  @Test func stopsReadingAStreamAtTheLimit() throws {
    // A pipe holding 100 bytes with a limit of 10: reading stops after 11 bytes (one past the
    // limit), the rest stays in the pipe, and the error has no size, since the stream's is
    // unknown.
    var limits = XMLLimits()
    limits.maxStreamBytes = 10
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(repeating: 0x61, count: 100))
    try pipe.fileHandleForWriting.close()
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    #expect(throws: XMLError.tooLarge(.start(of: "<stdin>"), size: nil, limit: 10)) {
      try XMLDocumentReader.readBytes(descriptor: descriptor, file: "<stdin>", limits: limits)
    }
    let rest = pipe.fileHandleForReading.readDataToEndOfFile()
    #expect(rest.count == 100 - 11)
    let message = XMLError.tooLarge(.start(of: "<stdin>"), size: nil, limit: 10).message
    #expect(
      message
        == "input is more than 10 bytes; expected at most 10 bytes (XMLLimits.maxStreamBytes)"
    )

    // A short stream is read whole.
    let short = Pipe()
    short.fileHandleForWriting.write(Data("<a/>".utf8))
    try short.fileHandleForWriting.close()
    let bytes = try XMLDocumentReader.readBytes(
      descriptor: short.fileHandleForReading.fileDescriptor,
      file: "<stdin>",
      limits: limits
    )
    #expect(bytes == Array("<a/>".utf8))
  }

  @Test func refusesARegularFileJustOverTheFileLimitWithoutReadingIt() throws {
    // A sparse file of 128 MiB + 1 bytes (134,217,729): over maxBytes by its size alone; no
    // byte of it is on disk or read.
    let path = try Self.sparseFile(size: (128 << 20) + 1)
    defer { unlink(path) }
    #expect(throws: XMLError.tooLarge(.start(of: path), size: 134_217_729, limit: 134_217_728)) {
      try XMLDocumentReader.readBytes(file: path)
    }
    let message = XMLError.tooLarge(.start(of: path), size: 134_217_729, limit: 134_217_728)
      .message
    #expect(
      message == "file is 134217729 bytes; expected at most 134217728 bytes (XMLLimits.maxBytes)"
    )
  }

  @Test func readsARegularFileAtTheFileLimit() throws {
    // Exactly 128 MiB, over the 64 MiB stream limit: accepted by size and read whole; the
    // bytes after `<a/>` are the file's sparse zeros, so the pre-scan then stops at the first
    // NUL, byte 5 of line 1.
    let path = try Self.sparseFile(size: 128 << 20)
    defer { unlink(path) }
    let bytes = try XMLDocumentReader.readBytes(file: path)
    #expect(bytes.count == 134_217_728)
    #expect(
      throws: XMLError.invalidUTF8(SourceLocation(file: path, line: 1, column: 5), bytes: [0])
    ) {
      try XMLDocumentReader.parse(bytes, file: path)
    }
  }

  @Test func stopsAStreamOver64MiB() throws {
    // /dev/zero is a character device: fstat gives no size, so it is read as a stream and
    // stops one byte past maxStreamBytes (64 MiB) with the stream's message, whatever the
    // larger file limit.
    #expect(throws: XMLError.tooLarge(.start(of: "/dev/zero"), size: nil, limit: 64 << 20)) {
      try XMLDocumentReader.readBytes(file: "/dev/zero")
    }
  }

  /// A new file holding `<a/>` and then zeros up to `size` bytes, made with `ftruncate`
  /// (sparse: nothing past the first bytes is written to disk).
  private static func sparseFile(size: Int) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-limit-\(UUID().uuidString).xml").path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let head = Array("<a/>".utf8)
    try #require(write(descriptor, head, head.count) == head.count)
    try #require(ftruncate(descriptor, off_t(size)) == 0)
    return path
  }
}
