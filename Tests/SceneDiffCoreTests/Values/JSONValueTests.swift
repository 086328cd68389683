import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct JSONValueTests {
  @Test(arguments: [
    (300.0, "300"), (-0.0, "0"), (0.5, "0.5"), (-2.5, "-2.5"), (1e-7, "1e-07"),
    (0.1 + 0.2, "0.30000000000000004"), (9_007_199_254_740_992, "9007199254740992"),
    (1e300, "1e+300"),
  ])
  func numberFormatting(value: Double, expected: String) {
    #expect(JSONValue.format(value) == expected)
  }

  @Test func objectsKeepKeyOrderAndScalarArraysStayFlat() {
    let doc = JSONValue.object([
      ("z", .int(1)), ("a", .numbers([1, 2.5])), ("s", .string("q\"\n\u{1}")),
      ("o", .object([])), ("n", .null), ("m", .object([("k", .int(1)), ("l", .bool(true))])),
    ])
    #expect(
      doc.render() == """
        {
          "z": 1,
          "a": [1, 2.5],
          "s": "q\\"\\n\\u0001",
          "o": {},
          "n": null,
          "m": { "k": 1, "l": true }
        }

        """
    )
    #expect(
      doc.render(indent: nil)
        == #"{"z":1,"a":[1,2.5],"s":"q\"\n\u0001","o":{},"n":null,"m":{"k":1,"l":true}}"#
    )
  }
}
