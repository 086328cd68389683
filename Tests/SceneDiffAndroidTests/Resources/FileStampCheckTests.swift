import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// ``FileStamp/isCurrent`` compares each field with what `stat(2)` says now, and
/// ``FileStamp/allCurrent(_:)`` holds exactly when every stamp is current.
@Suite struct FileStampCheckTests {
  /// A stamp with any one field off by one is not current; the stamp as taken is.
  @Test func everyFieldIsCompared() throws {
    let fixture = try LayoutFixture(["values/dimens.xml": "<resources/>"])
    let stamp = try #require(FileStamp(path: fixture.res + "/values/dimens.xml"))
    #expect(stamp.isCurrent)
    // `<resources/>` is 12 bytes.
    #expect(stamp.size == 12)
    var changes: [(inout FileStamp) -> Void] = []
    changes.append { $0.device &+= 1 }
    changes.append { $0.inode &+= 1 }
    changes.append { $0.size += 1 }
    changes.append { $0.modified += 1 }
    changes.append { $0.modifiedNanoseconds += 1 }
    changes.append { $0.changed += 1 }
    changes.append { $0.changedNanoseconds += 1 }
    for change in changes {
      var changed = stamp
      change(&changed)
      #expect(!changed.isCurrent)
    }
    var moved = stamp
    moved.path = fixture.res + "/values/missing.xml"
    #expect(!moved.isCurrent)
  }

  /// `allCurrent` is `true` for no stamps and for stamps that all hold, and `false` once one
  /// file is rewritten (another size) or removed, wherever it is in the list.
  @Test func allCurrentNeedsEveryStamp() throws {
    let fixture = try LayoutFixture([
      "values/a.xml": "<resources/>", "values/b.xml": "<resources/>",
    ])
    let first = fixture.res + "/values/a.xml"
    let second = fixture.res + "/values/b.xml"
    let folder = fixture.res + "/values"
    let stamps = try [first, folder, second].map { try #require(FileStamp(path: $0)) }
    #expect(FileStamp.allCurrent([]))
    #expect(FileStamp.allCurrent(stamps))
    try Data("<resources></resources>".utf8).write(to: URL(fileURLWithPath: second))
    #expect(FileStamp.allCurrent([stamps[0]]))
    #expect(!FileStamp.allCurrent(stamps))
    #expect(!FileStamp.allCurrent(Array(stamps.reversed())))
    try FileManager.default.removeItem(atPath: second)
    #expect(!FileStamp.allCurrent([stamps[2]]))
  }
}
