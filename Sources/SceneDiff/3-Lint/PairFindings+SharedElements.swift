import SceneDiffCore

extension PairFindings {
  /// shared-name-one-side and shared-name-duplicate.
  ///
  /// A screen change (a view-controller transition, a segue) matches no views, so a name on
  /// one side only is no missed match there: only duplicates are reported.
  mutating func checkSharedNames() {
    let matchesViews = pair.plan.screenChange == nil
    let sides = [(from, pair.from, to, pair.to), (to, pair.to, from, pair.from)]
    for (scene, file, other, otherFile) in sides {
      var first: [String: Int] = [:]
      let others = Set(other.views.compactMap(\.node.transitionName))
      for index in scene.views.indices {
        guard let name = scene.views[index].node.transitionName else { continue }
        if let earlier = first[name] {
          let line = scene.location(earlier).line
          add(
            "shared-name-duplicate",
            at: scene.location(index),
            "transitionName '\(name)' is used twice in \(Self.fileName(file)) (first on line "
              + "\(line)); make each item's name unique"
          )
          continue
        }
        first[name] = index
        if matchesViews, !others.contains(name) {
          add(
            "shared-name-one-side",
            at: scene.location(index),
            "transitionName '\(name)' is in \(Self.fileName(file)) but not in "
              + "\(Self.fileName(otherFile)), so it matches nothing"
          )
        }
      }
    }
  }

  /// The shared elements: views matched by transitionName, as (start index, end index).
  var sharedElements: [(Int, Int)] {
    pair.plan.matches.filter { $0.by == "transitionName" }.compactMap { match in
      guard let a = from.index(ofKey: NavigationShape.bare(match.from)),
        let b = to.index(ofKey: NavigationShape.bare(match.to))
      else { return nil }
      return (a, b)
    }
  }

  /// The parents that clip their children's drawing: those with clip bounds and the
  /// scrolling containers.
  static let scrollingClasses: Set<String> = [
    "ScrollView", "NestedScrollView", "HorizontalScrollView", "RecyclerView", "ListView",
    "GridView", "ViewPager", "ViewPager2",
  ]

  /// The bars drawn over content.
  static let barClasses: Set<String> = [
    "Toolbar", "MaterialToolbar", "AppBarLayout", "ActionBar", "BottomAppBar",
    "BottomNavigationView", "NavigationBarView",
  ]

  /// The ids of the system bars as scenes draw them.
  static let systemBarIds: Set<String> = [
    "status_bar", "statusBar", "navigation_bar", "navigationBar",
  ]

  /// shared-element-offscreen and shared-element-under-bar.
  mutating func checkSharedElementPlaces() {
    for (a, b) in sharedElements {
      checkPlace(a, in: from, side: "starts")
      checkPlace(b, in: to, side: "ends")
    }
  }

  /// Both rules for one end of one shared element.
  private mutating func checkPlace(_ index: Int, in scene: LintScene, side: String) {
    let view = scene.views[index]
    let rect = view.rect
    let name = view.node.transitionName ?? view.key
    let screen = Rect(x: 0, y: 0, width: scene.scene.width, height: scene.scene.height)
    if !Self.contains(screen, rect) {
      add(
        "shared-element-offscreen",
        at: scene.location(index),
        "shared element '\(name)' \(side) off screen at \(Self.text(rect)) (the screen is "
          + "\(Self.text(screen)))"
      )
    } else if let clipper = clippingAncestor(of: index, in: scene) {
      add(
        "shared-element-offscreen",
        at: scene.location(index),
        "shared element '\(name)' \(side) at \(Self.text(rect)), clipped by "
          + "'\(scene.views[clipper.index].key)' (\(scene.simpleClass(clipper.index))) showing "
          + "\(Self.text(clipper.visible))"
      )
    }
    let ancestors = Set(scene.ancestors(of: index))
    for bar in scene.views.indices where bar > index && !ancestors.contains(bar) {
      let isBar =
        Self.barClasses.contains(scene.simpleClass(bar))
        || Self.systemBarIds.contains(scene.views[bar].node.id ?? "")
      guard isBar, scene.ancestors(of: bar).allSatisfy({ $0 != index }),
        Self.overlap(scene.views[bar].rect, rect)
      else { continue }
      add(
        "shared-element-under-bar",
        at: scene.location(index),
        "shared element '\(name)' \(side) at \(Self.text(rect)), under "
          + "'\(scene.views[bar].key)' (\(scene.simpleClass(bar))) at "
          + "\(Self.text(scene.views[bar].rect)), which is drawn above it"
      )
      break
    }
  }

  /// The nearest ancestor that clips and does not show all of the view.
  private func clippingAncestor(of index: Int, in scene: LintScene) -> (index: Int, visible: Rect)?
  {
    let rect = scene.views[index].rect
    for ancestor in scene.ancestors(of: index) {
      let outer = scene.views[ancestor]
      var visible: Rect?
      if let clip = outer.node.clip {
        visible = clip.offsetBy(dx: outer.rect.left, dy: outer.rect.top)
      } else if Self.scrollingClasses.contains(scene.simpleClass(ancestor)) {
        visible = outer.rect
      }
      if let visible, !Self.contains(visible, rect) { return (ancestor, visible) }
    }
    return nil
  }

  /// Whether `outer` holds all of `inner` (half a unit of slack for rounding).
  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.left >= outer.left - 0.5 && inner.top >= outer.top - 0.5
      && inner.right <= outer.right + 0.5 && inner.bottom <= outer.bottom + 0.5
  }

  /// Whether two rectangles share some area.
  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    min(a.right, b.right) > max(a.left, b.left) && min(a.bottom, b.bottom) > max(a.top, b.top)
  }

  /// `[l, t, r, b]` with numbers as plans print them.
  static func text(_ rect: Rect) -> String {
    "[" + rect.edges.map(number).joined(separator: ", ") + "]"
  }
}
