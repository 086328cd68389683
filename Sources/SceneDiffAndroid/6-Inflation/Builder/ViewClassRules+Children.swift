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
    switch simple {
    case "ListView", "GridView", "ExpandableListView", "Spinner", "Gallery":
      return "\(simple) is an AdapterView, whose addView refuses views (its items come from an "
        + "adapter)"
    case "ViewPager2":
      return "ViewPager2 refuses child views (its pages come from an adapter)"
    case "RecyclerView", "ViewPager", "WebView":
      return nil
    default:
      break
    }
    guard !holdsChildren(viewClass.family) else { return nil }
    let base = baseName(of: viewClass.family)
    if viewClass.approximatedAs != nil {
      return "\(className) is laid out as \(base) (by its name), which is not a ViewGroup"
    }
    return "\(simple) is not a ViewGroup"
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
