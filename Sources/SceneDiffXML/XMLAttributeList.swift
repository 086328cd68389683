import SceneDiffCore

/// The attributes of the start tag ``XMLFastReader`` is reading, in memory the list manages
/// itself: appended to without an array's uniqueness check, emptied by setting the count to 0
/// (an attribute holds no reference, so nothing is destroyed), lent out as a buffer pointer.
///
/// One list belongs to one reader; a copy of the reader would share it.
final class XMLAttributeList {
  /// The memory: the first ``count`` places hold the attributes, the rest are free.
  private var room = UnsafeMutableBufferPointer<XMLStreamAttribute>.allocate(capacity: 16)
  /// The attributes held.
  private(set) var count = 0

  deinit {
    room.baseAddress?.deinitialize(count: count)
    room.deallocate()
  }

  /// The attributes held, valid until the list next changes.
  var buffer: UnsafeBufferPointer<XMLStreamAttribute> {
    UnsafeBufferPointer(rebasing: room[..<count])
  }

  /// Empties the list, keeping its room.
  @inline(__always)
  func removeAll() {
    room.baseAddress?.deinitialize(count: count)
    count = 0
  }

  /// Adds `attribute` at the end.
  @inline(__always)
  func append(_ attribute: XMLStreamAttribute) {
    if count == room.count { doubleRoom() }
    room.initializeElement(at: count, to: attribute)
    count += 1
  }

  /// Moves the attributes into room for twice as many.
  private func doubleRoom() {
    let larger = UnsafeMutableBufferPointer<XMLStreamAttribute>.allocate(capacity: room.count * 2)
    _ = larger.moveInitialize(fromContentsOf: UnsafeMutableBufferPointer(rebasing: room[..<count]))
    room.deallocate()
    room = larger
  }
}
