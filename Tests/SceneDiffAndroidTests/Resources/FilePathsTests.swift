import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// ``FilePaths`` and ``ResourcePaths``: the folders around a resource file, including the
/// one-character names Foundation's `deletingLastPathComponent` traps on.
@Suite struct FilePathsTests {
  @Test func folderOfAPath() {
    #expect(FilePaths.folder(of: "res/layout/main.xml") == "res/layout")
    #expect(FilePaths.folder(of: "/main.xml") == "/")
    #expect(FilePaths.folder(of: "main.xml") == "")
    #expect(FilePaths.folder(of: ".") == "")
    #expect(FilePaths.folder(of: "a") == "")
    #expect(FilePaths.folder(of: "res//layout/") == "res")
    #expect(FilePaths.folder(of: "/") == "/")
    // "//" ends in a slash and is two characters: trimmed to "/", whose folder is "/".
    #expect(FilePaths.folder(of: "//") == "/")
    #expect(FilePaths.folder(of: "a//b") == "a")
    #expect(FilePaths.folder(of: "") == "")
    // CR LF is one character in an ASCII path; the slash after it is the last one.
    #expect(FilePaths.folder(of: "a\r\n/b") == "a\r\n")
    // Non-ASCII paths take the character-by-character path: the same answers.
    #expect(FilePaths.folder(of: "r\u{E9}s//\u{E9}.xml") == "r\u{E9}s")
    #expect(FilePaths.folder(of: "/\u{E9}/") == "/")
  }

  @Test func parentOfAFolder() {
    #expect(FilePaths.parent(ofFolder: "app/src/main/res") == "app/src/main")
    #expect(FilePaths.parent(ofFolder: "res") == ".")
    #expect(FilePaths.parent(ofFolder: ".") == "..")
    #expect(FilePaths.parent(ofFolder: "") == "..")
    #expect(FilePaths.parent(ofFolder: "a/.") == ".")
    #expect(FilePaths.parent(ofFolder: "../..") == "../../..")
    #expect(FilePaths.parent(ofFolder: "/res") == "/")
    // Trailing and repeated slashes: the last component is what split gives.
    #expect(FilePaths.parent(ofFolder: "app//res//") == "app")
    #expect(FilePaths.parent(ofFolder: "/") == "/")
    #expect(FilePaths.parent(ofFolder: "a/..") == "a/../..")
    // Not ASCII: "/\u{301}" is one Character, no separator, so "b/\u{301}c" is one component
    // and its folder is "a"; "é/res" splits as usual.
    #expect(FilePaths.parent(ofFolder: "a/b/\u{301}c") == "a")
    #expect(FilePaths.parent(ofFolder: "caf\u{E9}/res") == "caf\u{E9}")
  }

  @Test func resFolderOfALayout() {
    let isLayout = { (name: String) in name == "layout" || name.hasPrefix("layout-") }
    #expect(
      ResourcePaths.parentFolder(ofFileAt: "app/res/layout/a.xml", where: isLayout) == "app/res"
    )
    #expect(ResourcePaths.parentFolder(ofFileAt: "layout-land/a.xml", where: isLayout) == ".")
    #expect(ResourcePaths.parentFolder(ofFileAt: "app/res/values/a.xml", where: isLayout) == nil)
    // A bare name is resolved from the current directory, which is not a layout folder
    // while the tests run.
    #expect(ResourcePaths.parentFolder(ofFileAt: "a.xml", where: isLayout) == nil)
  }
}
