/// What `scenediff render` writes.
enum RenderFormat: String, CaseIterable {
  /// An animated GIF (ffmpeg, with a palette made for the frames), looping.
  case gif
  /// A WebM video (ffmpeg, VP9).
  case webm
  /// An MP4 video (ffmpeg, H.264, yuv420p, fast start).
  case mp4
  /// One PNG of evenly spaced frames in a grid, each labelled with its time.
  case pngStrip = "png-strip"

  /// The ffmpeg arguments after the input for this format, or `nil` for `png-strip`.
  var encoderArguments: [String]? {
    switch self {
    case .gif:
      [
        "-vf", "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=none",
        "-loop", "0",
      ]
    case .webm:
      ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", "30", "-row-mt", "1"]
    case .mp4:
      ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18", "-movflags", "+faststart"]
    case .pngStrip:
      nil
    }
  }

  /// Whether the encoder needs an even width and height (yuv420p video).
  var needsEvenSize: Bool { self == .webm || self == .mp4 }
}
