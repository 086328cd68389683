import Testing

@testable import SceneDiffAndroid

/// A view's instance name (`LayoutFile.instanceName`): the file's path, `#`, and the view's
/// serial number in decimal.
@Suite struct LayoutInstanceNameTests {
  @Test func pathHashAndDecimalSerial() {
    let prefix = Array("res/layout/main.xml#".utf8)
    #expect(LayoutFile.instanceName(prefix, 0) == "res/layout/main.xml#0")
    #expect(LayoutFile.instanceName(prefix, 9) == "res/layout/main.xml#9")
    #expect(LayoutFile.instanceName(prefix, 10) == "res/layout/main.xml#10")
    #expect(LayoutFile.instanceName(prefix, 1_234_567) == "res/layout/main.xml#1234567")
    #expect(LayoutFile.instanceName(Array("#".utf8), 305) == "#305")
    // A path with non-ASCII letters keeps its bytes.
    #expect(LayoutFile.instanceName(Array("écran/ü.xml#".utf8), 42) == "écran/ü.xml#42")
  }
}
