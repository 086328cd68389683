import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

/// Hand-made plan pairs with one change of each kind, and the exact report each gives.
@Suite struct PlanDiffTests {
  /// A plan with two matches, an appearing and a disappearing view, and three animators.
  static let baseText = """
    {
      "format": "scenediff.plan", "version": 1,
      "from": { "file": "a.xml", "scene": "a" }, "to": { "file": "b.xml", "scene": "b" },
      "units": "dp", "transitionSource": null, "totalDurationMs": 600,
      "matches": [
        { "from": "card", "to": "card", "by": "id" },
        { "from": "title", "to": "title", "by": "transitionName" }
      ],
      "appearing": ["panel"], "disappearing": ["old_row"],
      "animators": [
        { "target": "old_row", "transition": "Fade", "property": "alpha", "space": "root",
          "from": 1, "to": 0, "startMs": 0, "durationMs": 300,
          "interpolator": "accelerateDecelerate" },
        { "target": "card", "transition": "ChangeBounds", "property": "bounds",
          "space": "parent", "from": [0, 216, 360, 288], "to": [0, 144, 360, 216],
          "startMs": 300, "durationMs": 300, "interpolator": "fastOutSlowIn",
          "path": "M0 216L0 144" },
        { "target": "panel", "transition": "Fade", "property": "alpha", "space": "parent",
          "from": 0, "to": 1, "startMs": 300, "durationMs": 300, "interpolator": "linear" }
      ],
      "diagnostics": []
    }
    """

  static func base() throws -> PlanDocument {
    try PlanDocument(document: JSONReader.parse(Array(baseText.utf8), file: "old.plan.json"))
  }

  /// The text report of `old` against `new`, split into lines.
  static func lines(
    _ old: PlanDocument,
    _ new: PlanDocument,
    tolerance: DiffTolerance = .exact
  ) -> [String] {
    let review = MotionReview(
      old: old,
      new: new,
      oldLabel: "old.plan.json",
      newLabel: "new.plan.json",
      tolerance: tolerance
    )
    return review.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func readsThePlanJSON() throws {
    let plan = try Self.base()
    #expect(plan.units == "dp")
    #expect(plan.fromFile == "a.xml")
    #expect(plan.totalDurationMs == 600)
    #expect(
      plan.matches == [
        .init(from: "card", to: "card", by: "id"),
        .init(from: "title", to: "title", by: "transitionName"),
      ]
    )
    #expect(plan.appearing == ["panel"])
    #expect(plan.disappearing == ["old_row"])
    #expect(plan.animators.map(\.target) == ["old_row", "card", "panel"])
    #expect(plan.animators[1].path == .string("M0 216L0 144"))
    #expect(plan.animators[1].to == .numbers([0, 144, 360, 216]))
    #expect(plan.animators[0].path == nil)
  }

  @Test func theSamePlanHasNoChanges() throws {
    let plan = try Self.base()
    #expect(
      Self.lines(plan, plan) == [
        "--- old.plan.json", "+++ new.plan.json",
        "no motion changes (total duration 600 ms)", "",
      ]
    )
    #expect(!PlanDiff(old: plan, new: plan).hasChanges)
  }

  /// One change of each kind → the lines between the headers and the count line.
  @Test(arguments: [
    (
      "start",
      [
        "total duration: 600 ms", "~ card · ChangeBounds · bounds", "    startMs: 300 → 250",
        "0 view changes, 1 animator change (1 changed, 0 added, 0 removed)",
      ]
    ),
    (
      "duration",
      [
        "total duration: 600 ms → 700 ms (+100 ms)", "~ panel · Fade · alpha",
        "    durationMs: 300 → 400",
        "0 view changes, 1 animator change (1 changed, 0 added, 0 removed)",
      ]
    ),
    (
      "values",
      [
        "total duration: 600 ms", "~ card · ChangeBounds · bounds",
        "    to: [0, 144, 360, 216] → [0, 100, 360, 172]",
        "0 view changes, 1 animator change (1 changed, 0 added, 0 removed)",
      ]
    ),
    (
      "curve",
      [
        "total duration: 600 ms", "~ card · ChangeBounds · bounds",
        "    interpolator: fastOutSlowIn → accelerate(factor: 1.5)",
        "0 view changes, 1 animator change (1 changed, 0 added, 0 removed)",
      ]
    ),
    (
      "path",
      [
        "total duration: 600 ms", "~ card · ChangeBounds · bounds",
        "    path: M0 216L0 144 → M0 216C0 180 0 160 0 144",
        "0 view changes, 1 animator change (1 changed, 0 added, 0 removed)",
      ]
    ),
    (
      "space",
      [
        "total duration: 600 ms", "~ old_row · Fade · alpha", "    space: root → parent",
        "0 view changes, 1 animator change (1 changed, 0 added, 0 removed)",
      ]
    ),
    (
      "keyframes",
      [
        "total duration: 600 ms", "~ panel · Fade · alpha",
        "    keyframes: none → [{fraction: 0, value: 0}, {fraction: 0.5, value: 0.8}, {fraction: 1, value: 1}]",
        "0 view changes, 1 animator change (1 changed, 0 added, 0 removed)",
      ]
    ),
    (
      "added",
      [
        "total duration: 600 ms",
        "+ card · ChangeClipBounds · clipBounds: [0, 0, 360, 72] → [0, 0, 360, 40], 300–600 ms, linear",
        "0 view changes, 1 animator change (0 changed, 1 added, 0 removed)",
      ]
    ),
    (
      "removed",
      [
        "total duration: 600 ms",
        "- old_row · Fade · alpha: 1 → 0, 0–300 ms, accelerateDecelerate",
        "0 view changes, 1 animator change (0 changed, 0 added, 1 removed)",
      ]
    ),
    (
      "match kind",
      [
        "total duration: 600 ms", "~ match title: by transitionName → by id",
        "1 view change, 0 animator changes (0 changed, 0 added, 0 removed)",
      ]
    ),
    (
      "match added and removed",
      [
        "total duration: 600 ms", "+ match header: by id", "- match title: by transitionName",
        "2 view changes, 0 animator changes (0 changed, 0 added, 0 removed)",
      ]
    ),
    (
      "presence",
      [
        "total duration: 600 ms", "- appearing panel", "+ disappearing extra",
        "2 view changes, 0 animator changes (0 changed, 0 added, 0 removed)",
      ]
    ),
  ])
  func oneChangeOfEachKind(kind: String, expected: [String]) throws {
    let old = try Self.base()
    let new = Self.changed(old, kind)
    #expect(Self.lines(old, new) == ["--- old.plan.json", "+++ new.plan.json"] + expected + [""])
  }

  /// `plan` with one change of `kind`.
  static func changed(_ plan: PlanDocument, _ kind: String) -> PlanDocument {
    var new = plan
    switch kind {
    case "start": new.animators[1].startMs = 250
    case "duration":
      new.animators[2].durationMs = 400
      new.totalDurationMs = 700
    case "values": new.animators[1].to = .numbers([0, 100, 360, 172])
    case "curve":
      new.animators[1].interpolator = .object([
        ("name", .string("accelerate")), ("factor", .number(1.5)),
      ])
    case "path": new.animators[1].path = .string("M0 216C0 180 0 160 0 144")
    case "space": new.animators[0].space = "parent"
    case "keyframes":
      new.animators[2].keyframes = .array(
        [(0, 0), (0.5, 0.8), (1, 1)].map {
          .object([("fraction", .number($0)), ("value", .number($1))])
        }
      )
    case "added":
      new.animators.append(
        PlanDocument.Animator(
          target: "card",
          transition: "ChangeClipBounds",
          property: "clipBounds",
          space: "local",
          from: .numbers([0, 0, 360, 72]),
          to: .numbers([0, 0, 360, 40]),
          startMs: 300,
          durationMs: 300,
          interpolator: .string("linear")
        )
      )
    case "removed": new.animators.remove(at: 0)
    case "match kind": new.matches[1].by = "id"
    case "match added and removed": new.matches[1] = .init(from: "header", to: "header", by: "id")
    default:
      new.appearing = []
      new.disappearing = ["old_row", "extra"]
    }
    return new
  }

  @Test func jsonOfAChangedAddedAndRemovedAnimator() throws {
    let old = try Self.base()
    var new = Self.changed(Self.changed(old, "start"), "removed")
    new.matches[1].by = "id"
    let review = MotionReview(
      old: old,
      new: new,
      oldLabel: "old.plan.json",
      newLabel: "new.plan.json"
    )
    #expect(
      review.json.render() == """
        {
          "format": "scenediff.diff",
          "version": 1,
          "old": "old.plan.json",
          "new": "new.plan.json",
          "tolerance": { "values": 0, "ms": 0 },
          "pairs": 1,
          "changed": 1,
          "added": 0,
          "removed": 0,
          "failed": 0,
          "unchanged": 0,
          "results": [
            {
              "name": "new.plan.json",
              "status": "changed",
              "totalDurationMs": { "old": 600, "new": 600 },
              "interactionChanged": false,
              "views": [
                {
                  "change": "changed",
                  "list": "matches",
                  "key": "title",
                  "old": { "from": "title", "to": "title", "by": "transitionName" },
                  "new": { "from": "title", "to": "title", "by": "id" }
                }
              ],
              "animators": [
                {
                  "change": "changed",
                  "target": "card",
                  "transition": "ChangeBounds",
                  "property": "bounds",
                  "occurrence": 1,
                  "fields": [
                    { "field": "startMs", "old": 300, "new": 250 }
                  ]
                },
                {
                  "change": "removed",
                  "target": "old_row",
                  "transition": "Fade",
                  "property": "alpha",
                  "occurrence": 1,
                  "old": {
                    "target": "old_row",
                    "transition": "Fade",
                    "property": "alpha",
                    "space": "root",
                    "from": 1,
                    "to": 0,
                    "startMs": 0,
                    "durationMs": 300,
                    "interpolator": "accelerateDecelerate"
                  }
                }
              ]
            }
          ]
        }

        """
    )
  }

  @Test func toleranceHidesSmallDifferencesOnly() throws {
    let old = try Self.base()
    var new = old
    new.animators[1].startMs = 300.4
    new.animators[1].to = .numbers([0, 144.3, 360, 216])
    new.animators[1].path = .string("M0 216.2L0 144")
    // Within 0.5 (values) and 0.5 ms: nothing differs.
    #expect(
      !PlanDiff(old: old, new: new, tolerance: DiffTolerance(values: 0.5, ms: 0.5)).hasChanges
    )
    // 0.4 ms apart is more than 0.2 ms; the values stay within 0.5.
    let times = PlanDiff(old: old, new: new, tolerance: DiffTolerance(values: 0.5, ms: 0.2))
    #expect(times.animators.map { $0.fields.map(\.field) } == [["startMs"]])
    // Without tolerance, all three keys differ.
    let exact = PlanDiff(old: old, new: new)
    #expect(exact.animators.map { $0.fields.map(\.field) } == [["startMs", "to", "path"]])
    // A path with other commands differs whatever the tolerance.
    new.animators[1].path = .string("M0 216C0 200 0 160 0 144")
    let commands = PlanDiff(old: old, new: new, tolerance: DiffTolerance(values: 100, ms: 1))
    #expect(commands.animators.map { $0.fields.map(\.field) } == [["path"]])
  }

  @Test func repeatedAnimatorsArePairedInOrder() throws {
    var old = try Self.base()
    var second = old.animators[2]
    second.startMs = 600
    old.animators.append(second)
    var new = old
    new.animators[3].durationMs = 100
    let diff = PlanDiff(old: old, new: new)
    #expect(diff.animators.map(\.key.description) == ["panel · Fade · alpha #2"])
    #expect(diff.animators.first?.key.occurrence == 2)
  }

  @Test func markdownHasATableWithBlockBars() throws {
    let old = try Self.base()
    let new = Self.changed(old, "duration")
    let review = MotionReview(
      old: old,
      new: new,
      oldLabel: "old.plan.json",
      newLabel: "new.plan.json"
    )
    // Axis 0–700 ms in 24 cells of two halves: 300 ms is half 300 × 48 / 700 = 20.6 → 21,
    // 600 ms is half 41.1 → 41 and 700 ms half 48. Cell c holds halves 2c and 2c + 1, so the
    // old bar (halves 21–40) is ░ × 10, ▐, █ × 9, ▌, ░ × 3 and the new one (21–47) ░ × 10,
    // ▐, █ × 13.
    let before =
      String(repeating: "░", count: 10) + "▐" + String(repeating: "█", count: 9) + "▌"
      + String(repeating: "░", count: 3)
    let after = String(repeating: "░", count: 10) + "▐" + String(repeating: "█", count: 13)
    #expect(
      review.markdown == """
        ## Motion review

        `old.plan.json` → `new.plan.json`

        Total duration: 600 ms → 700 ms (+100 ms)

        | | animator | change | before (0–700 ms) | after (0–700 ms) |
        |:-:|---|---|---|---|
        | ~ | `panel` · Fade · `alpha` | `durationMs: 300 → 400` | `\(before)` | `\(after)` |

        """
    )
  }

  @Test func markdownSaysWhenNothingChanged() throws {
    let plan = try Self.base()
    let review = MotionReview(old: plan, new: plan, oldLabel: "a", newLabel: "b")
    #expect(review.markdown == "## Motion review\n\nNo motion changes (`a` → `b`).\n")
  }

  @Test func batchesArePairedByName() throws {
    let plan = try Self.base()
    let old = BatchPlans(
      label: "base",
      pairs: [
        .init(name: "x/a-to-b", plan: plan), .init(name: "x/gone", plan: plan),
        .init(name: "x/same", plan: plan), .init(name: "x/broken", plan: plan),
      ]
    )
    let new = BatchPlans(
      label: "head",
      pairs: [
        .init(name: "x/a-to-b", plan: Self.changed(plan, "start")),
        .init(name: "x/same", plan: plan),
        .init(name: "x/new", plan: plan), .init(name: "x/broken", plan: nil),
      ]
    )
    let review = MotionReview(old: old, new: new)
    #expect(review.pairs.map(\.status) == [.changed, .unchanged, .added, .failed, .removed])
    #expect(
      review.text == """
        --- base
        +++ head
        changed   x/a-to-b
          total duration: 600 ms
          ~ card · ChangeBounds · bounds
              startMs: 300 → 250
        added     x/new: 3 animators, 600 ms
        failed    x/broken: no plan in head
        removed   x/gone: 3 animators, 600 ms
        5 pairs: 1 changed, 1 added, 1 removed, 1 failed, 1 unchanged

        """
    )
    #expect(review.hasChanges)
  }

  @Test func aPlanReadBackEqualsThePlanItWasWrittenFrom() throws {
    for plan in ExportFixtures.shippedPlans() {
      let document = try JSONReader.parse(Array(plan.json.render().utf8), file: "p.json")
      var read = try PlanDocument(document: document)
      read.file = nil
      #expect(read == PlanDocument(plan: plan))
    }
  }

  /// Documents that are not plans, and the exact error each gives.
  @Test(arguments: [
    (
      #"{"format": "scenediff.frames", "version": 1}"#, "plan-not-a-plan", 1, 12,
      #"not a plan: 'format' is "scenediff.frames"; expected "scenediff.plan" (the JSON of 'scenediff plan')"#
    ),
    (
      #"{"format": "scenediff.plan", "version": 2}"#, "plan-version", 1, 41,
      "unsupported plan version 2; expected 1"
    ),
    (
      #"{"format": "scenediff.plan", "version": 1, "matches": []}"#, "plan-missing-key", 1, 1,
      "missing key 'animators' in the plan; expected it there, as the format requires"
    ),
    (
      "{\"format\": \"scenediff.plan\", \"version\": 1, \"matches\": [],\n \"animators\": [{\"target\": 3}]}",
      "plan-invalid-value", 2, 27, "invalid value 3 for 'animators[0].target'; expected a string"
    ),
  ])
  func notAPlan(text: String, code: String, line: Int, column: Int, message: String) throws {
    let document = try JSONReader.parse(Array(text.utf8), file: "p.json")
    let error = try #require(throws: PlanDocumentError.self) {
      try PlanDocument(document: document)
    }
    #expect(error.code == code)
    #expect(error.location == SourceLocation(file: "p.json", line: line, column: column))
    #expect(error.message == message)
  }
}
