/// A Material motion duration theme attribute (`?attr/motionDurationLong1`), reference §1.1.
public enum MaterialDurationToken: String, Sendable, Hashable, CaseIterable {
  /// `motionDurationShort1`.
  case short1 = "motionDurationShort1"
  /// `motionDurationShort2`.
  case short2 = "motionDurationShort2"
  /// `motionDurationShort3`.
  case short3 = "motionDurationShort3"
  /// `motionDurationShort4`.
  case short4 = "motionDurationShort4"
  /// `motionDurationMedium1`.
  case medium1 = "motionDurationMedium1"
  /// `motionDurationMedium2`.
  case medium2 = "motionDurationMedium2"
  /// `motionDurationMedium3`.
  case medium3 = "motionDurationMedium3"
  /// `motionDurationMedium4`.
  case medium4 = "motionDurationMedium4"
  /// `motionDurationLong1`.
  case long1 = "motionDurationLong1"
  /// `motionDurationLong2`.
  case long2 = "motionDurationLong2"
  /// `motionDurationLong3`.
  case long3 = "motionDurationLong3"
  /// `motionDurationLong4`.
  case long4 = "motionDurationLong4"
  /// `motionDurationExtraLong1`.
  case extraLong1 = "motionDurationExtraLong1"
  /// `motionDurationExtraLong2`.
  case extraLong2 = "motionDurationExtraLong2"
  /// `motionDurationExtraLong3`.
  case extraLong3 = "motionDurationExtraLong3"
  /// `motionDurationExtraLong4`.
  case extraLong4 = "motionDurationExtraLong4"
}
