import SceneDiff
import SceneDiffTestSupport
import SceneDiffXML
import Testing

@testable import SceneDiffAndroid

/// The file name used in test locations.
private let file = "res/interpolator/test.xml"

/// An Android-namespace attribute at line 2, with its value starting `column + name + 2` later.
private func android(_ name: String, _ value: String, column: Int = 5) -> LocatedAttribute {
  LocatedAttribute(
    name: name,
    namespaceURI: XMLNamespace.android,
    prefix: "android",
    value: value,
    location: SourceLocation(file: file, line: 2, column: column),
    valueLocation: SourceLocation(file: file, line: 2, column: column + 8 + name.count + 2)
  )
}

/// An element at line 1, column 1 with the given attributes and children.
private func element(
  _ name: String,
  _ attributes: [LocatedAttribute] = [],
  children: [LocatedElement] = [],
  line: Int = 1
) -> LocatedElement {
  LocatedElement(
    name: name,
    namespaceURI: nil,
    attributes: attributes,
    children: children,
    location: SourceLocation(file: file, line: line, column: 1),
    textLocation: nil
  )
}

@Suite struct InterpolatorXMLTests {
  @Test(arguments: [
    (element("linearInterpolator"), Interpolator.linear),
    (element("accelerateInterpolator"), .accelerate(factor: 1)),
    (element("accelerateInterpolator", [android("factor", "1.5")]), .accelerate(factor: 1.5)),
    (element("decelerateInterpolator"), .decelerate(factor: 1)),
    (element("decelerateInterpolator", [android("factor", " 2.5 ")]), .decelerate(factor: 2.5)),
    (element("accelerateDecelerateInterpolator"), .accelerateDecelerate),
    (element("cycleInterpolator"), .cycle(cycles: 1)),
    (element("cycleInterpolator", [android("cycles", "0.5")]), .cycle(cycles: 0.5)),
    (element("anticipateInterpolator"), .anticipate(tension: 2)),
    (element("anticipateInterpolator", [android("tension", "3")]), .anticipate(tension: 3)),
    (element("overshootInterpolator"), .overshoot(tension: 2)),
    (element("overshootInterpolator", [android("tension", "+1e0")]), .overshoot(tension: 1)),
    (
      element("anticipateOvershootInterpolator"),
      .anticipateOvershoot(tension: 2, extraTension: 1.5)
    ),
    (
      element("anticipateOvershootInterpolator", [android("extraTension", "2")]),
      .anticipateOvershoot(tension: 2, extraTension: 2)
    ),
    (element("bounceInterpolator"), .bounce),
  ])
  func simpleTags(xml: LocatedElement, expected: Interpolator) throws {
    #expect(try Interpolator(xml: xml) == expected)
  }

  @Test func attributesOutsideTheAndroidNamespaceAreIgnored() throws {
    var app = android("factor", "3")
    app.namespaceURI = XMLNamespace.app
    app.prefix = "app"
    var bare = android("factor", "4")
    bare.namespaceURI = nil
    bare.prefix = nil
    let xml = element("accelerateInterpolator", [app, bare, android("unknown", "x")])
    #expect(try Interpolator(xml: xml) == .accelerate(factor: 1))
  }

  @Test func pathInterpolatorForms() throws {
    let cubic = element(
      "pathInterpolator",
      [
        android("controlX1", "0.4"), android("controlY1", "0"), android("controlX2", "0.2"),
        android("controlY2", "1"),
      ]
    )
    let expectedCubic = try PathInterpolator(
      controlX1: 0.4,
      controlY1: 0,
      controlX2: 0.2,
      controlY2: 1
    )
    #expect(try Interpolator(xml: cubic) == .path(expectedCubic))

    let quadratic = element(
      "pathInterpolator",
      [android("controlX1", "0.2"), android("controlY1", "0.8")]
    )
    let expectedQuadratic = try PathInterpolator(controlX1: 0.2, controlY1: 0.8)
    #expect(try Interpolator(xml: quadratic) == .path(expectedQuadratic))

    // pathData wins over control points.
    let data = element(
      "pathInterpolator",
      [android("controlX1", "0.2"), android("pathData", "M0 0L1 1")]
    )
    #expect(try Interpolator(xml: data) == .path(try PathInterpolator(pathData: "M0 0L1 1")))
  }

  @Test func lastElementWins() throws {
    // AnimationUtils reads every start tag in document order and keeps the last.
    let xml = element(
      "linearInterpolator",
      children: [element("bounceInterpolator", line: 2)]
    )
    #expect(try Interpolator(xml: xml) == .bounce)
    let bad = element("linearInterpolator", children: [element("springInterpolator", line: 3)])
    #expect(
      throws: InterpolatorError.unknownInterpolator(
        name: "springInterpolator",
        at: SourceLocation(file: file, line: 3, column: 1)
      )
    ) { try Interpolator(xml: bad) }
  }

  @Test func unknownTag() {
    let error = InterpolatorError.unknownInterpolator(
      name: "LinearInterpolator",
      at: SourceLocation(file: file, line: 1, column: 1)
    )
    #expect(throws: error) { try Interpolator(xml: element("LinearInterpolator")) }
    #expect(error.diagnostic.code == "unknown-interpolator")
    #expect(
      error.diagnostic.description
        == "res/interpolator/test.xml:1:1: error: unknown interpolator 'LinearInterpolator'"
    )
  }

  @Test func missingControlPoints() {
    let noX1 = element("pathInterpolator", [android("controlY1", "0")])
    let x1Error = InterpolatorError.missingAttribute(
      element: "pathInterpolator",
      attribute: "android:controlX1",
      at: SourceLocation(file: file, line: 1, column: 1)
    )
    #expect(throws: x1Error) { try Interpolator(xml: noX1) }
    #expect(x1Error.diagnostic.code == "missing-attribute")
    #expect(x1Error.diagnostic.message == "'pathInterpolator' needs 'android:controlX1'")

    let noY1 = element("pathInterpolator", [android("controlX1", "0")])
    #expect(
      throws: InterpolatorError.missingAttribute(
        element: "pathInterpolator",
        attribute: "android:controlY1",
        at: SourceLocation(file: file, line: 1, column: 1)
      )
    ) { try Interpolator(xml: noY1) }
  }

  @Test func exactlyOneOfTheSecondControlPoint() {
    let onlyX2 = element(
      "pathInterpolator",
      [android("controlX1", "0"), android("controlY1", "0"), android("controlX2", "1", column: 30)]
    )
    let error = InterpolatorError.incompleteControlPoint(
      present: "android:controlX2",
      missing: "android:controlY2",
      at: SourceLocation(file: file, line: 2, column: 30)
    )
    #expect(throws: error) { try Interpolator(xml: onlyX2) }
    #expect(error.diagnostic.code == "incomplete-control-point")

    let onlyY2 = element(
      "pathInterpolator",
      [android("controlX1", "0"), android("controlY1", "0"), android("controlY2", "1", column: 9)]
    )
    #expect(
      throws: InterpolatorError.incompleteControlPoint(
        present: "android:controlY2",
        missing: "android:controlX2",
        at: SourceLocation(file: file, line: 2, column: 9)
      )
    ) { try Interpolator(xml: onlyY2) }
  }

  @Test(arguments: ["abc", "", "  ", "1.5x", "0x1p2", "inf", "-inf", "nan", "1e50", "@dimen/x"])
  func badFloats(value: String) {
    let attribute = android("factor", value, column: 24)
    // Value location: column 24 + "android:".count + "factor".count + 2 = 40.
    let error = InterpolatorError.invalidFloat(
      attribute: "android:factor",
      value: value,
      at: SourceLocation(file: file, line: 2, column: 40)
    )
    #expect(throws: error) { try Interpolator(xml: element("accelerateInterpolator", [attribute])) }
    #expect(error.diagnostic.code == "invalid-float")
    #expect(error.diagnostic.message == "'android:factor' must be a float, found '\(value)'")
  }

  @Test(arguments: [("1", Float(1)), (".5", 0.5), ("-2.", -2), ("1e-1", 0.1), ("\t3 ", 3)])
  func goodFloats(text: String, value: Float) {
    #expect(Interpolator.parseFloat(text) == value)
  }

  @Test func badPathDataPointsAtTheCharacter() {
    // The value starts at column 5 + 8 + 8 + 2 = 23; the bad 'X' is at byte offset 5 → 28.
    let xml = element("pathInterpolator", [android("pathData", "M0 0 X1 1")])
    let error = InterpolatorError.invalidPathData(
      value: "M0 0 X1 1",
      error: PathDataError(offset: 5, message: "unknown path command 'X'"),
      at: SourceLocation(file: file, line: 2, column: 28)
    )
    #expect(throws: error) { try Interpolator(xml: xml) }
    #expect(error.diagnostic.code == "invalid-path-data")
    #expect(
      error.diagnostic.message
        == "invalid path data 'M0 0 X1 1': unknown path command 'X' at offset 5"
    )
  }

  @Test func pathValidationErrorsAreLocated() {
    let valueLocation = SourceLocation(file: file, line: 2, column: 23)
    let loop = element("pathInterpolator", [android("pathData", "M0 0 L0.6 0.5 L0.4 0.6 L1 1")])
    #expect(
      throws: InterpolatorError.pathLoopsBack(fromX: 0.6, toX: 0.4, at: valueLocation)
    ) { try Interpolator(xml: loop) }
    let jump = element("pathInterpolator", [android("pathData", "M0 0 L0.5 0.5 M0.7 0.5 L1 1")])
    #expect(
      throws: InterpolatorError.pathDiscontinuity(fromX: 0.5, toX: 0.7, at: valueLocation)
    ) { try Interpolator(xml: jump) }
    let ends = element("pathInterpolator", [android("pathData", "M0 0 L1 0.9")])
    #expect(
      throws: InterpolatorError.pathEndpoints(
        startX: 0,
        startY: 0,
        endX: 1,
        endY: 0.9,
        at: valueLocation
      )
    ) { try Interpolator(xml: ends) }
    let diagnostic = InterpolatorError.pathEndpoints(
      startX: 0,
      startY: 0,
      endX: 1,
      endY: 0.9,
      at: valueLocation
    ).diagnostic
    #expect(diagnostic.code == "path-interpolator-endpoints")
    #expect(
      diagnostic.message
        == "a path interpolator's path must start at (0, 0) and end at (1, 1), found (0, 0) to (1, 0.9)"
    )
    // Control points that loop back point at the element.
    let controls = element(
      "pathInterpolator",
      [
        android("controlX1", "2"), android("controlY1", "0"), android("controlX2", "-1"),
        android("controlY2", "1"),
      ]
    )
    do {
      _ = try Interpolator(xml: controls)
      Issue.record("expected a loop-back error")
    } catch {
      #expect(error.diagnostic.code == "path-interpolator-loops-back")
      #expect(error.diagnostic.location == SourceLocation(file: file, line: 1, column: 1))
    }
  }
}
