import SceneDiffCore
import Testing

@testable import SceneDiffAndroid

/// References resolved in a theme are remembered there (``Theme/rememberedResolution(_:repository:)``)
/// and give what resolving them again gives, wherever they are written.
@Suite struct RememberedResolutionTests {
  /// The fixture's values: `@dimen/side` is `8dp`, `@dimen/alias` names it.
  static let values =
    "<resources><dimen name=\"side\">8dp</dimen><dimen name=\"alias\">@dimen/side</dimen>"
    + "</resources>"

  /// A reference to a value gives the values file's item at every place it is written; one
  /// kept as written (an id) gives each place its own location; `@null` gives nothing.
  @Test func answersDoNotDependOnWhereTheReferenceIsWritten() throws {
    let fixture = try LayoutFixture(["values/dimens.xml": Self.values])
    let repository = ResourceRepository(folders: [fixture.res], device: .defaultPhone)
    let resolver = ResourceResolver(repository: repository, theme: Theme(name: "T", chain: []))
    let first = SourceLocation(file: "a.xml", line: 2, column: 3)
    let second = SourceLocation(file: "b.xml", line: 7, column: 9)
    let side = try #require(try resolver.resolve("@dimen/alias", at: first))
    #expect(side.value == "8dp")
    #expect(side.location?.file == fixture.res + "/values/dimens.xml")
    // The second reading is the remembered one: the same item, not `second`.
    #expect(try resolver.resolve("@dimen/alias", at: second) == side)
    #expect(resolver.theme.rememberedResolution("@dimen/alias", repository: repository) != nil)
    let id = try resolver.resolve("@+id/title", at: first)
    #expect(id == ResourceItem("@+id/title", at: first))
    let idAgain = try resolver.resolve("@+id/title", at: second)
    #expect(idAgain == ResourceItem("@+id/title", at: second))
    #expect(try resolver.resolve("@null", at: first) == nil)
    #expect(try resolver.resolve("@null", at: second) == nil)
  }

  /// A reference that fails is not remembered, and fails again; a values file edited between
  /// two readings makes another repository, in which the remembered answer is not given.
  @Test func failuresAndOtherRepositoriesAreNotAnswered() throws {
    let fixture = try LayoutFixture(["values/dimens.xml": Self.values])
    let theme = Theme(name: "T", chain: [])
    let repository = ResourceRepository(folders: [fixture.res], device: .defaultPhone)
    let resolver = ResourceResolver(repository: repository, theme: theme)
    #expect(throws: ResourceError.self) { try resolver.resolve("@dimen/missing", at: nil) }
    #expect(theme.rememberedResolution("@dimen/missing", repository: repository) == nil)
    #expect(throws: ResourceError.self) { try resolver.resolve("@dimen/missing", at: nil) }
    #expect(try resolver.resolve("@dimen/side", at: nil)?.value == "8dp")
    try fixture.write(
      Array(Self.values.replacingOccurrences(of: "8dp", with: "12dp").utf8),
      to: "values/dimens.xml"
    )
    let edited = ResourceRepository(folders: [fixture.res], device: .defaultPhone)
    #expect(theme.rememberedResolution("@dimen/side", repository: edited) == nil)
    let again = ResourceResolver(repository: edited, theme: theme)
    #expect(try again.resolve("@dimen/side", at: nil)?.value == "12dp")
  }
}
