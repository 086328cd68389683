import Foundation
import SceneDiff
import SceneDiffTestSupport
import SceneDiffXML
import Testing

@testable import SceneDiffNative

/// Native scenes load to the same values whichever XML reader path ran.
///
/// The fast path (``XMLReadPath/fastOnly``), libxml2's path (``XMLReadPath/libxml2``) and the
/// default (fast, falling back to libxml2). Compared with `==`, through every diagnostic, and through
/// the plan JSON of each scene planned against the next one.
@Suite struct XMLReaderPathTests {
  /// The outcome of one load: the scene and warnings, or the diagnostics thrown.
  static func outcome(
    _ bytes: [UInt8],
    _ path: XMLReadPath
  ) -> Result<Loaded<SceneTree>, DiagnosticsError> {
    Result { () throws(DiagnosticsError) in
      try NativeSceneFile.load(bytes: bytes, file: "t.xml", xmlPath: path)
    }
  }

  /// Whether two outcomes are equal (scene with `==`, diagnostics rendered).
  static func same(
    _ first: Result<Loaded<SceneTree>, DiagnosticsError>,
    _ second: Result<Loaded<SceneTree>, DiagnosticsError>
  ) -> Bool {
    switch (first, second) {
    case (.success(let a), .success(let b)): a.value == b.value && a.diagnostics == b.diagnostics
    case (.failure(let a), .failure(let b)): a == b
    default: false
    }
  }

  /// Every native scene of Scenes/ and the shared corpus.
  static let sceneFiles: [String] = {
    var found: [String] = []
    for root in [TestPaths.package("Scenes"), TestPaths.sharedCorpus] {
      guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
      for case let path as String in walker where path.hasSuffix(".xml") {
        let full = root + "/" + path
        guard let data = FileManager.default.contents(atPath: full),
          XMLDocumentReader.rootLocalName(Array(data)) == "scene"
        else { continue }
        found.append(full)
      }
    }
    return found.sorted()
  }()

  @Test func everyShippedAndCorpusSceneLoadsTheSameOnEveryPath() throws {
    #expect(Self.sceneFiles.count >= 20)
    var scenes: [(SceneTree, SceneTree)] = []
    for path in Self.sceneFiles {
      let bytes = try #require(FileManager.default.contents(atPath: path)).map { $0 }
      let fast = Self.outcome(bytes, .fastOnly)
      let full = Self.outcome(bytes, .libxml2)
      #expect(Self.same(fast, full), "\(path)")
      #expect(Self.same(Self.outcome(bytes, .automatic), full), "\(path)")
      if case .success(let a) = fast, case .success(let b) = full {
        scenes.append((a.value, b.value))
      }
    }
    // Each scene planned against the next: the plan JSON is the same bytes.
    #expect(scenes.count >= 20)
    for index in scenes.indices {
      let next = scenes[(index + 1) % scenes.count]
      let fast = Planner.plan(from: scenes[index].0, to: next.0).json.render(indent: 2)
      let full = Planner.plan(from: scenes[index].1, to: next.1).json.render(indent: 2)
      #expect(fast == full)
    }
  }

  /// Hand-written scenes with entities, references, CR/LF and tab normalisation, namespaced
  /// attributes, comments, PIs and CDATA between views, unknown attributes and elements, bad
  /// values, duplicates and text: the same scene or diagnostics on every path, and the fast
  /// path reads each one.
  @Test(arguments: [
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- a scene -->
    <scene name="s&amp;t&#x41;" width="360" height="640" units="pt" density="3" layoutDirection="rtl">
      <view id="a&#32;b" transitionName="n&lt;" class="ImageView" x="1" y="-2.5" width="1e2"
        height=".5" alpha="0.25" visibility="invisible" clip="0 0\t10\r\n10" text="x&#10;y&#13;z"
        background="#fff" scaleType="fitXY" drawableWidth="3">
        <?pi data?>
        <view id="b" x="&#49;" y="2" width="3" height="4"/>
        <!-- comment -->
      </view>
      <view id="c" x="1\r\n" y="\t2" width=" 3" height="4 "/>
    </scene>
    """,
    """
    <scene xmlns:tools="http://schemas.android.com/tools" width="10" height="10" tools:x="1">
      <view tools:ignore="all" id="a" x="0" y="0" width="1" height="1" bogus="1"/>
      <tools:view id="skipped"/>
      <other/>
      <view id="a" x="NaN" y="1e400" width="-1" height="x"> text <![CDATA[ more ]]></view>
      stray text
    </scene>
    """,
    """
    <scene width="10" height="10" xmlns="http://example.com/other"><view/></scene>
    """,
    "<scene width='1' height='1'\r\n><view\tid='a'\r\nx='1'/></scene>\r\n",
    "\u{FEFF}<scene width=\"1\" height=\"1\"><view id=\"caf\u{E9}\" text=\"\u{1F600}\"/></scene>",
    "<notascene/>",
  ])
  func handWrittenScenesLoadTheSameOnEveryPath(_ text: String) {
    let bytes = Array(text.utf8)
    let fast = Self.outcome(bytes, .fastOnly)
    let full = Self.outcome(bytes, .libxml2)
    #expect(Self.same(fast, full))
    if case .failure(let error) = fast {
      #expect(!error.description.contains("fast path"), "\(error)")
    }
  }

  /// The fast path gives up on the last view (an `xml:` attribute is outside its subset) after
  /// reading the others; the reader starts again on libxml2's path from a copy made before
  /// reading, which must share no views with the abandoned one: two root views, `a` holding
  /// `b`, and `c`, exactly as written.
  @Test func aReadAbandonedAfterSomeViewsStartsAgainFromNothing() throws {
    let text = """
      <scene width="10" height="10">
        <view id="a" x="0" y="0" width="4" height="4"><view id="b" x="1" y="1" width="1" height="1"/></view>
        <view id="c" x="5" y="5" width="1" height="1" xml:lang="en"/>
      </scene>
      """
    let bytes = Array(text.utf8)
    let loaded = try #require(try? Self.outcome(bytes, .automatic).get())
    #expect(loaded.value.views.map(\.id) == ["a", "c"])
    #expect(loaded.value.views.first?.children.map(\.id) == ["b"])
    #expect(loaded.value.views.last?.children.isEmpty == true)
    #expect(Self.same(Self.outcome(bytes, .automatic), Self.outcome(bytes, .libxml2)))
    #expect((try? Self.outcome(bytes, .fastOnly).get()) == nil)
  }

  /// Generated scenes (random attributes, spacing, references, namespaced and unknown
  /// attributes, comments and text), each read on both paths.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func generatedScenesLoadTheSameOnEveryPath(seed: UInt64) {
    var random = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    func next(_ bound: Int) -> Int {
      random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((random >> 33) % UInt64(bound))
    }
    let values = ["1", "-2.5", "1e2", "&#49;0", " 3", "4\r\n", "x", "NaN", "a&amp;b", "\t7"]
    let names = [
      "x", "y", "width", "height", "alpha", "transitionName", "class", "text", "scaleX", "bogus",
    ]
    var text = "<scene xmlns:p=\"urn:p\" width=\"400\" height=\"800\">"
    var depth = 1
    for index in 0..<400 {
      text += ["\n", " ", "\r\n  ", "<!-- c -->", ""][next(5)]
      if depth > 1, next(4) == 0 {
        text += "</view>"
        depth -= 1
        continue
      }
      text += "<view id=\"v\(index % 350)\""
      let first = next(names.count)
      for offset in 0..<next(6) {
        let name = names[(first + offset) % names.count]  // distinct in one tag
        text += [" ", "\n\t", "  "][next(3)] + (next(8) == 0 ? "p:" : "") + name
        text += "=\"\(values[next(values.count)])\""
      }
      if next(3) == 0 {
        text += "/>"
      } else {
        text += ">" + (next(10) == 0 ? "t" : "")
        depth += 1
      }
    }
    text += String(repeating: "</view>", count: depth - 1) + "</scene>"
    let bytes = Array(text.utf8)
    let fast = Self.outcome(bytes, .fastOnly)
    #expect(Self.same(fast, Self.outcome(bytes, .libxml2)))
    if case .failure(let error) = fast {
      #expect(!error.description.contains("fast path"), "\(error)")
    }
  }
}
