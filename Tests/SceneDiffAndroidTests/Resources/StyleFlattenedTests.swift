import Testing

@testable import SceneDiffAndroid

/// `Style.flattened`: a chain as one style whose items answer as walking the chain does (the
/// nearest style with an item for a name gives it).
@Suite struct StyleFlattenedTests {
  /// Three styles, nearest first: `Child` sets `textSize` and `android:padding`, `Parent`
  /// sets `textSize` again and `textColor`, `Root` sets `textColor` again and `gravity`.
  private let chain = [
    Style(
      name: "Child",
      parent: StyleName("Parent", isFramework: false),
      items: [
        .app("textSize"): ResourceItem("18sp"),
        .android("padding"): ResourceItem("4dp"),
      ]
    ),
    Style(
      name: "Parent",
      parent: StyleName("Root", isFramework: false),
      items: [.app("textSize"): ResourceItem("12sp"), .app("textColor"): ResourceItem("#FF0000")]
    ),
    Style(
      name: "Root",
      items: [.app("textColor"): ResourceItem("#00FF00"), .app("gravity"): ResourceItem("center")]
    ),
  ]

  @Test func nearestItemWins() throws {
    let flattened = Style.flattened(chain)
    #expect(flattened.count == 1)
    let style = try #require(flattened.first)
    // Four names in all: textSize and android:padding (Child), textColor (Parent, nearer
    // than Root), gravity (Root).
    #expect(style.items.count == 4)
    #expect(style.items[.app("textSize")]?.value == "18sp")
    #expect(style.items[.android("padding")]?.value == "4dp")
    #expect(style.items[.app("textColor")]?.value == "#FF0000")
    #expect(style.items[.app("gravity")]?.value == "center")
    // The namespace is part of the name: app:padding is set nowhere.
    #expect(style.items[.app("padding")] == nil)
    // The nearest style's own fields are kept.
    #expect(style.name == "Child")
    #expect(style.parent == StyleName("Parent", isFramework: false))
  }

  @Test func shortChainsAreKept() {
    #expect(Style.flattened([]) == [])
    #expect(Style.flattened([chain[2]]) == [chain[2]])
  }
}
