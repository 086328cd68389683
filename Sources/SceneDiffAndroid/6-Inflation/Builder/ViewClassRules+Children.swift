extension ViewClassRules {
  /// Why a view of class `className`, laid out as `viewClass`, cannot hold child views, or
  /// `nil` when it can.
  ///
  /// Views that are no `ViewGroup` (TextView, ImageView, View, ProgressBar…, and app classes
  /// SceneDiff lays out as one by their name's suffix) cannot: Android's inflater casts the
  /// parent to `ViewGroup` and code has no `addView` to call. Neither can `AdapterView`s and
  /// ViewPager2, whose `addView` throws. RecyclerView, ViewPager and WebView are ViewGroups,
  /// so a view can be added to them.
  static func childRefusal(_ className: String, _ viewClass: ViewClass) -> String? {
    let simple = ViewClassRules.simpleName(className)
    switch nameRule(simple) {
    case .adapterView:
      return "\(simple) is an AdapterView, whose addView refuses views (its items come from an "
        + "adapter)"
    case .viewPager2:
      return "ViewPager2 refuses child views (its pages come from an adapter)"
    case .viewGroup:
      return nil
    case .byFamily:
      break
    }
    guard !holdsChildren(viewClass.family) else { return nil }
    let base = baseName(of: viewClass.family)
    if viewClass.approximatedAs != nil {
      return "\(className) is laid out as \(base) (by its name), which is not a ViewGroup"
    }
    return "\(simple) is not a ViewGroup"
  }

  /// Whether a view of class `className`, laid out as `viewClass`, cannot hold child views:
  /// whether ``childRefusal(_:_:)`` is not `nil`, without making its message.
  ///
  /// The builder asks this of every view (whether it is a ViewGroup, for
  /// `isTransitionGroup`); the message, interpolated for every view that is none (each
  /// TextView and ImageView), cost about 2,400 instructions a view.
  static func refusesChildren(_ className: String, _ viewClass: ViewClass) -> Bool {
    switch nameRule(ViewClassRules.simpleName(className)) {
    case .adapterView, .viewPager2: true
    case .viewGroup: false
    case .byFamily: !holdsChildren(viewClass.family)
    }
  }

  /// What a class's simple name alone says about its children (``childRefusal(_:_:)``).
  private enum NameRule {
    /// An `AdapterView`: `addView` throws.
    case adapterView
    /// ViewPager2: `addView` throws.
    case viewPager2
    /// A ViewGroup that takes child views whatever it is laid out as.
    case viewGroup
    /// Nothing: the family it is laid out as decides.
    case byFamily
  }

  /// The rule of the simple class name `simple`.
  private static func nameRule(_ simple: String) -> NameRule {
    switch simple {
    case "ListView", "GridView", "ExpandableListView", "Spinner", "Gallery": .adapterView
    case "ViewPager2": .viewPager2
    case "RecyclerView", "ViewPager", "WebView": .viewGroup
    default: .byFamily
    }
  }

  /// Whether SceneDiff lays a family's children out (it is a ViewGroup).
  private static func holdsChildren(_ family: ViewFamily) -> Bool {
    switch family {
    case .view, .space, .viewStub, .text, .image, .floatingActionButton, .ratioImage,
      .progressBar:
      false
    case .frame, .squareFrame, .card, .collapsingToolbar, .linear, .appBar, .table, .tableRow,
      .grid, .percentFrame, .percentRelative, .relative,
      .constraint, .scroll, .coordinator, .toolbar:
      true
    }
  }
}
