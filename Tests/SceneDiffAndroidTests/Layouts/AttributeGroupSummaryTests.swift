import Testing

@testable import SceneDiffAndroid

/// ``AttributeGroup/groups(mayBeSetBy:)`` marks the group of each framework name an element
/// sets.
@Suite struct AttributeGroupSummaryTests {
  /// Each framework name marks its group; app names none.
  ///
  /// `alpha` is a transform name (group 0, bit 1), `paddingTop` a padding name (group 1, bit
  /// 2) and `maxLines` a text limit (group 2, bit 4): together 1 + 2 + 4 = 7 (the summary may
  /// add bits, never miss one). No names, or only an app name, mark no group.
  @Test func marksTheGroupsOfTheElementsNames() {
    let value = AttributeValue("1", at: nil)
    let element: [AttributeKey: AttributeValue] = [
      .android("alpha"): value, .android("paddingTop"): value, .android("maxLines"): value,
    ]
    #expect(AttributeGroup.groups(mayBeSetBy: element) & 7 == 7)
    #expect(AttributeGroup.groups(mayBeSetBy: [.android("alpha"): value]) & 1 == 1)
    #expect(AttributeGroup.groups(mayBeSetBy: [.app("alpha"): value]) == 0)
    #expect(AttributeGroup.groups(mayBeSetBy: [:]) == 0)
  }
}
