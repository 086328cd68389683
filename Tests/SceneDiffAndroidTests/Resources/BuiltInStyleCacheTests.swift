import Testing

@testable import SceneDiffAndroid

/// Built-in styles are made when first asked for, once, and kept apart by namespace.
@Suite struct BuiltInStyleCacheTests {
  /// The second request for a name gets the first style made, without making it again; the
  /// framework style of the same name is a different entry.
  @Test func makesEachStyleOnce() {
    let cache = MemoTable<StyleName, Style>()
    var made = 0
    func make(_ name: String) -> Style {
      made += 1
      return Style(name: name, isFramework: false, parent: nil, items: [:])
    }
    let first = cache.value(StyleName("Widget.Card")) { make("first") }
    let again = cache.value(StyleName("Widget.Card")) { make("second") }
    let framework = cache.value(StyleName("Widget.Card", isFramework: true)) { make("third") }
    #expect(made == 2)
    #expect(first.name == "first")
    #expect(again.name == "first")
    #expect(framework.name == "third")
  }

  /// A built-in style asked for twice is the same style: `Widget.Material.TextView` (in the
  /// framework table) has the same name and items both times.
  @Test func builtInStyleIsTheSameEachTime() throws {
    let name = StyleName("Widget.Material.TextView", isFramework: true)
    let first = try #require(BuiltInResources.shared.style(name))
    let second = try #require(BuiltInResources.shared.style(name))
    #expect(first == second)
    #expect(first.name == "Widget.Material.TextView")
  }
}
