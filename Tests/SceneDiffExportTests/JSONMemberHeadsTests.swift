import SceneDiffCore
import Testing

@testable import SceneDiffExport

/// The member heads an animator's writer copies: each one the bytes written out by hand from
/// the renderer's rules (a comma after the member before, a new line, `indent × level` spaces,
/// the quoted key, `: `; on one compact line only the comma, the key and `:`).
@Suite struct JSONMemberHeadsTests {
  /// Each head in order, then the end, as text.
  private static func written(_ heads: JSONMemberHeads, count: Int) -> [String] {
    (0...count).map { index in
      var out = OutputBytes()
      heads.write(index, to: &out)
      return out.withBytes { String(decoding: $0, as: UTF8.self) }
    }
  }

  @Test func indentedByTwoAtLevelTwo() {
    let heads = JSONMemberHeads(keys: ["target", "to"], indent: 2, level: 2)
    #expect(
      Self.written(heads, count: 2) == [
        "{\n      \"target\": ", ",\n      \"to\": ", "\n    }",
      ]
    )
  }

  @Test func indentedByFourAtLevelOne() {
    let heads = JSONMemberHeads(keys: ["a", "bc", "d"], indent: 4, level: 1)
    #expect(
      Self.written(heads, count: 3) == [
        "{\n        \"a\": ", ",\n        \"bc\": ", ",\n        \"d\": ", "\n    }",
      ]
    )
  }

  @Test func compact() {
    let heads = JSONMemberHeads(keys: ["target", "to"], indent: nil, level: 2)
    #expect(Self.written(heads, count: 2) == ["{\"target\":", ",\"to\":", "}"])
  }

  @Test func theAnimatorsHeadsFollowTheMembersOrder() {
    let heads = Animator.jsonHeads(indent: 2, level: 2)
    let written = Self.written(heads, count: Animator.JSONMember.end.rawValue)
    #expect(written[Animator.JSONMember.target.rawValue] == "{\n      \"target\": ")
    #expect(written[Animator.JSONMember.keyframes.rawValue] == ",\n      \"keyframes\": ")
    #expect(written[Animator.JSONMember.path.rawValue] == ",\n      \"path\": ")
    #expect(written[Animator.JSONMember.end.rawValue] == "\n    }")
  }
}
