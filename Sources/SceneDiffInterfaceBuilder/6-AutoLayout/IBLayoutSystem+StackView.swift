import SceneDiffCore
import SceneDiffXML

extension IBLayoutSystem {
  /// The constraints a `UIStackView` makes for its arranged subviews (`interface-builder.md`
  /// §4.7): edges to the canvas (`UISV-canvas-connection`), spacing (`UISV-spacing`, ≥ for the
  /// equal-spacing distributions), the distribution's sizes or gaps and the alignment across
  /// the axis; hidden arranged views keep their stored frames and take no space.
  mutating func addStackRules(_ stack: Int) {
    let element = items[stack].element
    let horizontal = element.value("axis") != "vertical"
    let spacing = number(element, "spacing") ?? 0
    let distribution = element.value("distribution") ?? "fill"
    let alignment = element.value("alignment") ?? "fill"
    let arranged = items.indices.filter {
      items[$0].parent == stack && items[$0].isArranged && !items[$0].element.flag("hidden")
    }
    guard let first = arranged.first, let last = arranged.last else { return }
    let inset = element.flag("layoutMarginsRelativeArrangement") ? items[stack].margins : .zero
    let canvas = items[stack]
    let lead = horizontal ? canvas.variable(\.x) + inset.left : canvas.variable(\.y) + inset.top
    let trail =
      horizontal
      ? canvas.variable(\.x) + canvas.variable(\.width) + -inset.right
      : canvas.variable(\.y) + canvas.variable(\.height) + -inset.bottom
    add(start(first, horizontal), .equal, lead, name: "UISV-canvas-connection", at: element)
    add(end(last, horizontal), .equal, trail, name: "UISV-canvas-connection", at: element)
    let isEqualSpacing = distribution == "equalSpacing" || distribution == "equalCentering"
    for (before, after) in zip(arranged, arranged.dropFirst()) {
      add(
        start(after, horizontal),
        isEqualSpacing ? .greaterOrEqual : .equal,
        end(before, horizontal) + spacing,
        name: "UISV-spacing",
        at: element
      )
    }
    addDistribution(distribution, arranged, horizontal, at: element)
    addAlignment(alignment, arranged, stack: stack, horizontal: horizontal, inset: inset)
  }

  private func start(_ index: Int, _ horizontal: Bool) -> LinearExpression {
    items[index].variable(horizontal ? \.x : \.y)
  }

  private func length(_ index: Int, _ horizontal: Bool) -> LinearExpression {
    items[index].variable(horizontal ? \.width : \.height)
  }

  private func centre(_ index: Int, _ horizontal: Bool) -> LinearExpression {
    start(index, horizontal) + 0.5 * length(index, horizontal)
  }

  private func end(_ index: Int, _ horizontal: Bool) -> LinearExpression {
    start(index, horizontal) + length(index, horizontal)
  }

  /// fillEqually: equal lengths; fillProportionally: lengths in the ratio of the stored
  /// (intrinsic) ones; equalSpacing: equal gaps; equalCentering: equal centre distances (the
  /// last two at priority 999, SceneDiff's choice, so that views shrink before gaps vanish).
  private mutating func addDistribution(
    _ distribution: String,
    _ arranged: [Int],
    _ horizontal: Bool,
    at element: LocatedElement
  ) {
    guard let first = arranged.first else { return }
    let firstStored = horizontal ? items[first].stored.width : items[first].stored.height
    for (index, view) in arranged.enumerated().dropFirst() {
      switch distribution {
      case "fillEqually":
        add(
          length(view, horizontal),
          .equal,
          length(first, horizontal),
          name: "UISV-fill-equally",
          at: element
        )
      case "fillProportionally":
        let stored = horizontal ? items[view].stored.width : items[view].stored.height
        guard firstStored > 0 else { continue }
        add(
          length(view, horizontal),
          .equal,
          (stored / firstStored) * length(first, horizontal),
          name: "UISV-fill-proportionally",
          at: element
        )
      case "equalSpacing" where index >= 2:
        let gap = start(arranged[1], horizontal) - end(first, horizontal)
        add(
          start(view, horizontal) - end(arranged[index - 1], horizontal),
          .equal,
          gap,
          priority: 999,
          name: "UISV-distributing",
          at: element
        )
      case "equalCentering" where index >= 2:
        add(
          centre(view, horizontal) - centre(arranged[index - 1], horizontal),
          .equal,
          centre(arranged[1], horizontal) - centre(first, horizontal),
          priority: 999,
          name: "UISV-distributing",
          at: element
        )
      default: continue
      }
    }
  }

  /// Alignment across the axis; a non-fill alignment also pulls the stack's cross length to 0
  /// at priority 1 (emulating UIKit's spanning guide: the stack hugs its largest view).
  private mutating func addAlignment(
    _ alignment: String,
    _ arranged: [Int],
    stack: Int,
    horizontal: Bool,
    inset: IBDeviceInsets
  ) {
    let element = items[stack].element
    let canvasStart =
      horizontal
      ? items[stack].variable(\.y) + inset.top : items[stack].variable(\.x) + inset.left
    let canvasLength =
      horizontal
      ? items[stack].variable(\.height) + -(inset.top + inset.bottom)
      : items[stack].variable(\.width) + -(inset.left + inset.right)
    let canvasEnd = canvasStart + canvasLength
    let name = "UISV-alignment"
    for view in arranged {
      let viewStart = start(view, !horizontal)
      let viewEnd = end(view, !horizontal)
      switch alignment {
      case "leading", "top", "firstBaseline":
        add(viewStart, .equal, canvasStart, name: name, at: element)
        add(viewEnd, .lessOrEqual, canvasEnd, name: name, at: element)
      case "trailing", "bottom", "lastBaseline":
        add(viewEnd, .equal, canvasEnd, name: name, at: element)
        add(viewStart, .greaterOrEqual, canvasStart, name: name, at: element)
      case "center":
        add(
          viewStart + 0.5 * length(view, !horizontal),
          .equal,
          canvasStart + 0.5 * canvasLength,
          name: name,
          at: element
        )
        add(viewStart, .greaterOrEqual, canvasStart, name: name, at: element)
      default:
        add(viewStart, .equal, canvasStart, name: name, at: element)
        add(viewEnd, .equal, canvasEnd, name: name, at: element)
      }
    }
    if alignment != "fill" {
      add(
        canvasLength,
        .equal,
        LinearExpression(0),
        priority: 1,
        name: "UISV-spanning-boundary",
        at: element
      )
    }
  }
}
