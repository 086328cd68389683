/// A deterministic pair of scenes A and B of a requested size, and how they differ.
struct SyntheticScenePair: Sendable {
  /// The start scene: exactly the requested number of views.
  var start: SyntheticScene
  /// The end scene: A with views moved, resized, flipped, removed and added.
  var end: SyntheticScene
  /// What changed between them.
  var changes: ChangeSummary
}

/// Generates realistic view trees and a second scene derived from each.
///
/// A tree has one root view the size of the scene and nested containers below it, at most
/// ``maxDepth`` levels deep with 2–10 children per container (fewer only where a subtree's budget
/// runs out). Budgets are split with a skewed weight so that, as in real layouts, most children
/// are leaves and a few containers hold most of the views. About 93% of views have an `id`, about
/// 12% a `transitionName`; a few repeat an earlier view's key (the loader warns, the matcher
/// ignores them).
///
/// Scene B keeps A's structure except for ~7% of A's views removed (single views and whole
/// subtrees) and ~7% added (single views and subtrees, with fresh keys); of the remaining views
/// ~27% move, resize or both, ~2% flip visibility, and the rest are unchanged.
struct SyntheticSceneGenerator {
  /// Deepest nesting, in levels of views (the root view is level 1).
  static let maxDepth = 12
  /// Children per container.
  static let fanOut = 2...10
  /// Share of A's views removed from B.
  static let removedShare = 0.07
  /// Share of A's size added to B.
  static let addedShare = 0.07
  /// Chance that a surviving view moves, resizes, or both.
  static let moveChance = 0.27
  /// Chance that a surviving view flips visibility (when it does not move).
  static let visibilityFlipChance = 0.02
  /// Largest subtree removed or added in one piece.
  static let maxSubtreeChange = 200

  /// `capacity[levels]`: most views a subtree can hold in `levels` levels at the largest fan-out.
  private static let capacity: [Int] = {
    var result = [0, 1]
    for _ in 2...maxDepth {
      result.append(1 + fanOut.upperBound * (result.last ?? 0))
    }
    return result
  }()

  /// The random source; every choice comes from it, in a fixed order.
  private var rng: SplitMix64
  /// Serial number of the next generated view, for unique keys.
  private var serial = 0
  /// Views with a repeated key so far.
  private var duplicateKeys = 0

  /// Creates a generator whose output is fixed by `seed`.
  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
  }

  /// Generates scene A with `count` views and scene B from it.
  ///
  /// - Parameter count: Views in scene A, at least 1.
  /// - Returns: Both scenes and their differences.
  mutating func makePair(views count: Int) -> SyntheticScenePair {
    let count = max(1, min(count, Self.capacity[Self.maxDepth]))
    duplicateKeys = 0
    var views: [SyntheticView] = []
    views.reserveCapacity(count)
    appendSubtree(
      count: count,
      depth: 0,
      parentWidth: 360,
      parentHeight: 640,
      prefix: "v",
      into: &views
    )
    let start = SyntheticScene(name: "bench-\(count)-a", width: 360, height: 640, views: views)
    var pair = derive(from: start)
    pair.changes.duplicateKeys = duplicateKeys
    return pair
  }

  // MARK: - Trees

  /// Appends a subtree of exactly `count` views whose root is at `depth`, in preorder.
  private mutating func appendSubtree(
    count: Int,
    depth: Int,
    parentWidth: Double,
    parentHeight: Double,
    prefix: String,
    into views: inout [SyntheticView]
  ) {
    let view = makeView(
      depth: depth,
      parentWidth: parentWidth,
      parentHeight: parentHeight,
      prefix: prefix,
      isContainer: count > 1
    )
    views.append(view)
    let rest = count - 1
    let childCapacity = Self.capacity[max(0, Self.maxDepth - depth - 1)]
    guard rest > 0, childCapacity > 0 else { return }
    let needed = (rest + childCapacity - 1) / childCapacity
    let children = min(rest, max(rng.within(Self.fanOut), needed))
    for share in split(rest, into: children, capacity: childCapacity) {
      appendSubtree(
        count: share,
        depth: depth + 1,
        parentWidth: view.width,
        parentHeight: view.height,
        prefix: prefix,
        into: &views
      )
    }
  }

  /// Splits `total` views into `parts` subtree sizes, each from 1 to `capacity`.
  ///
  /// The split is skewed so that most parts stay small and a few take most of the views.
  private mutating func split(_ total: Int, into parts: Int, capacity: Int) -> [Int] {
    var shares = [Int](repeating: 1, count: parts)
    let extra = total - parts
    guard extra > 0 else { return shares }
    let weights = (0..<parts).map { _ in
      let u = rng.fraction()
      return u * u * u + 1e-9
    }
    let sum = weights.reduce(0, +)
    var given = 0
    for i in 0..<parts {
      let add = Int(Double(extra) * weights[i] / sum)
      shares[i] += add
      given += add
    }
    var leftover = extra - given
    var largest = 0
    for i in 0..<parts where weights[i] > weights[largest] { largest = i }
    shares[largest] += leftover
    leftover = 0
    for i in 0..<parts where shares[i] > capacity {
      leftover += shares[i] - capacity
      shares[i] = capacity
    }
    for i in 0..<parts where leftover > 0 {
      let add = min(capacity - shares[i], leftover)
      shares[i] += add
      leftover -= add
    }
    return shares
  }

  /// One new view with fresh (occasionally duplicated) keys and geometry inside its parent.
  private mutating func makeView(
    depth: Int,
    parentWidth: Double,
    parentHeight: Double,
    prefix: String,
    isContainer: Bool
  ) -> SyntheticView {
    let number = serial
    serial += 1
    var view = SyntheticView(depth: depth, x: 0, y: 0, width: parentWidth, height: parentHeight)
    if depth == 0 {
      view.id = "\(prefix)root\(number)"
      view.className = "FrameLayout"
      return view
    }
    if rng.chance(0.004), number > 0 {
      view.id = "\(prefix)\(rng.below(number))"
      duplicateKeys += 1
    } else if rng.chance(0.93) {
      view.id = "\(prefix)\(number)"
    }
    if rng.chance(0.002), number > 0 {
      view.transitionName = "t\(prefix)\(rng.below(number))"
      duplicateKeys += 1
    } else if rng.chance(0.12) {
      view.transitionName = "t\(prefix)\(number)"
    }
    if isContainer {
      let layouts = [nil, "FrameLayout", "LinearLayout", "ConstraintLayout"]
      view.className = layouts[rng.below(layouts.count)]
    } else {
      switch rng.below(20) {
      case 0..<6:
        view.className = "TextView"
        view.text = "Item \(number)"
      case 6..<9: view.className = "ImageView"
      default: break
      }
    }
    view.width = max(1, (parentWidth * (0.3 + 0.7 * rng.fraction())).rounded())
    view.height = max(1, (parentHeight * (0.2 + 0.8 * rng.fraction())).rounded())
    view.x = ((parentWidth - view.width) * rng.fraction()).rounded()
    view.y = ((parentHeight - view.height) * rng.fraction()).rounded()
    if rng.chance(0.05) { view.x += 0.5 }
    if rng.chance(0.04) { view.alpha = 0.5 }
    if rng.chance(0.03) { view.visibility = rng.chance(0.5) ? "invisible" : "gone" }
    return view
  }

  // MARK: - Scene B

  /// Derives scene B from A: removals, additions, moves, resizes and visibility flips.
  private mutating func derive(from start: SyntheticScene) -> SyntheticScenePair {
    let views = start.views
    let n = views.count
    let sizes = Self.subtreeSizes(views)
    var changes = ChangeSummary()

    // Removals: whole subtrees (single views included) until ~7% of A's views are gone.
    var gone = [Bool](repeating: false, count: n)
    var budget = Int((Double(n) * Self.removedShare).rounded())
    var candidates = Array(1..<max(n, 1))
    rng.shuffle(&candidates)
    for candidate in candidates where budget > 0 {
      let size = sizes[candidate]
      guard size <= min(budget, Self.maxSubtreeChange),
        !gone[candidate..<(candidate + size)].contains(true)
      else { continue }
      for i in candidate..<(candidate + size) { gone[i] = true }
      budget -= size
      changes.removed += size
      if size > 1 { changes.removedSubtrees += 1 }
    }

    // Additions: new subtrees (single views included) as first children of surviving views.
    var insertions: [Int: [SyntheticView]] = [:]
    budget = Int((Double(n) * Self.addedShare).rounded())
    var attempts = 0
    while budget > 0, attempts < 20 * n {
      attempts += 1
      let host = rng.below(n)
      let levels = Self.maxDepth - views[host].depth - 1
      guard !gone[host], levels > 0 else { continue }
      var size = rng.chance(0.55) ? 1 : rng.within(2...30)
      size = min(size, budget, Self.capacity[levels])
      var subtree: [SyntheticView] = []
      appendSubtree(
        count: size,
        depth: views[host].depth + 1,
        parentWidth: views[host].width,
        parentHeight: views[host].height,
        prefix: "a",
        into: &subtree
      )
      insertions[host, default: []].append(contentsOf: subtree)
      budget -= size
      changes.added += size
      if size > 1 { changes.addedSubtrees += 1 }
    }

    // Everything else: moves, resizes, visibility flips, or nothing.
    var endViews: [SyntheticView] = []
    endViews.reserveCapacity(n + changes.added)
    for (i, original) in views.enumerated() where !gone[i] {
      var view = original
      if i > 0, rng.chance(Self.moveChance) {
        let kind = rng.below(3)
        if kind != 1 {
          view.x += nonZeroDelta()
          view.y += nonZeroDelta()
        }
        if kind != 0 {
          view.width = max(1, view.width + nonZeroDelta())
          view.height = max(1, view.height + nonZeroDelta())
        }
        changes.movedOrResized += 1
      } else if i > 0, rng.chance(Self.visibilityFlipChance) {
        view.visibility = view.visibility == nil ? (rng.chance(0.5) ? "gone" : "invisible") : nil
        changes.visibilityFlips += 1
      } else {
        changes.unchanged += 1
      }
      endViews.append(view)
      if let added = insertions[i] { endViews.append(contentsOf: added) }
    }
    let end = SyntheticScene(
      name: "bench-\(n)-b",
      width: start.width,
      height: start.height,
      views: endViews
    )
    return SyntheticScenePair(start: start, end: end, changes: changes)
  }

  /// A whole-number offset of 1...24 in either direction.
  private mutating func nonZeroDelta() -> Double {
    Double(rng.within(1...24) * (rng.chance(0.5) ? 1 : -1))
  }

  /// The number of views in each view's subtree, itself included.
  private static func subtreeSizes(_ views: [SyntheticView]) -> [Int] {
    var sizes = [Int](repeating: 1, count: views.count)
    var open: [Int] = []
    for (i, view) in views.enumerated() {
      while let last = open.last, views[last].depth >= view.depth {
        open.removeLast()
        sizes[last] = i - last
      }
      open.append(i)
    }
    for index in open { sizes[index] = views.count - index }
    return sizes
  }
}
