/// The view elements of Interface Builder documents and the UIKit classes they stand for.
package enum IBViewClasses {
  /// Element name → UIKit class, for every view element SceneDiff reads.
  package static let classes: [String: String] = [
    "view": "UIView", "containerView": "UIView", "imageView": "UIImageView",
    "label": "UILabel", "button": "UIButton", "stackView": "UIStackView",
    "scrollView": "UIScrollView", "tableView": "UITableView",
    "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UITableViewCellContentView",
    "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
    "collectionViewCellContentView": "UICollectionViewCellContentView",
    "collectionReusableView": "UICollectionReusableView", "navigationBar": "UINavigationBar",
    "tabBar": "UITabBar", "toolbar": "UIToolbar", "visualEffectView": "UIVisualEffectView",
    "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch",
    "segmentedControl": "UISegmentedControl", "slider": "UISlider", "stepper": "UIStepper",
    "pageControl": "UIPageControl", "progressView": "UIProgressView",
    "activityIndicatorView": "UIActivityIndicatorView", "datePicker": "UIDatePicker",
    "pickerView": "UIPickerView", "searchBar": "UISearchBar", "mapView": "MKMapView",
    "wkWebView": "WKWebView", "webView": "UIWebView",
  ]

  /// `key` values of child elements that are views of their parent.
  package static let viewKeys: Set<String> = [
    "contentView", "tableHeaderView", "tableFooterView", "backgroundView",
  ]

  /// Elements whose children are views (cells of tables and collections, subviews).
  package static let viewLists: Set<String> = ["subviews", "prototypes", "cells"]
}
