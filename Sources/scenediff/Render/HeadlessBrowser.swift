import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Headless Chromium with one page, driven over the DevTools protocol on two pipes
/// (`--remote-debugging-pipe`: Chromium reads commands from descriptor 3 and writes replies to
/// descriptor 4, each a JSON object followed by a NUL byte).
///
/// The browser runs until ``shutDown()``; every command waits at most ``timeoutSeconds``.
final class HeadlessBrowser {
  /// How long one command may take.
  let timeoutSeconds: Double
  private let pid: pid_t
  private let commands: Int32
  private let replies: Int32
  private let profile: URL
  private var buffer: [UInt8] = []
  private var nextID = 0
  private var session = ""
  private var events: [[String: Any]] = []
  private var closed = false

  /// Starts `executable` headless with a viewport of `width` × `height` CSS pixels at device
  /// scale 1, and attaches to a blank page.
  init(executable: String, width: Int, height: Int, timeoutSeconds: Double = 60) throws {
    self.timeoutSeconds = timeoutSeconds
    profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    var toBrowser: [Int32] = [0, 0]
    var fromBrowser: [Int32] = [0, 0]
    guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
      throw RenderError.browser("cannot make pipes: \(String(cString: strerror(errno)))")
    }
    // A browser that exits (or is not one) must make writes fail with EPIPE, a
    // `browser-failed` error, instead of killing this process with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    // Neither end may stay open in the browser but as its descriptors 3 and 4.
    for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    let arguments = [
      executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
      "--disable-dev-shm-usage", "--hide-scrollbars", "--no-first-run",
      "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
      "--mute-audio", "--force-color-profile=srgb", "--user-data-dir=\(profile.path)",
      "--window-size=\(width),\(height)", "about:blank",
    ]
    pid = try Self.spawn(arguments, commandsRead: toBrowser[0], repliesWrite: fromBrowser[1])
    close(toBrowser[0])
    close(fromBrowser[1])
    commands = toBrowser[1]
    replies = fromBrowser[0]
    let target = try send("Target.createTarget", ["url": "about:blank"])["targetId"] as? String
    guard let target else { throw RenderError.browser("no page target") }
    let attached = try send("Target.attachToTarget", ["targetId": target, "flatten": true])
    session = attached["sessionId"] as? String ?? ""
    _ = try page("Page.enable")
    _ = try page("Runtime.enable")
    try resize(width: width, height: height)
  }

  deinit { shutDown() }

  /// Starts the browser with the command pipe on descriptor 3 and the reply pipe on 4, its
  /// standard streams on `/dev/null`.
  private static func spawn(_ arguments: [String], commandsRead: Int32, repliesWrite: Int32)
    throws -> pid_t
  {
    // Copies above 10 first, so that moving them onto 3 and 4 cannot overwrite each other.
    let a = fcntl(commandsRead, F_DUPFD_CLOEXEC, 10)
    let b = fcntl(repliesWrite, F_DUPFD_CLOEXEC, 10)
    defer {
      close(a)
      close(b)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, a, 3)
    posix_spawn_file_actions_adddup2(&actions, b, 4)
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
    guard status == 0 else {
      throw RenderError.browser(
        "cannot start '\(arguments[0])': \(String(cString: strerror(status)))"
      )
    }
    return pid
  }

  /// Sends one command (to the page's session when `session` is true) and returns its result.
  @discardableResult
  func send(_ method: String, _ parameters: [String: Any] = [:], session: Bool = false) throws
    -> [String: Any]
  {
    nextID += 1
    var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
    if session { message["sessionId"] = self.session }
    var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    try writeAll(bytes)
    let deadline = Date().addingTimeInterval(timeoutSeconds)
    while true {
      let reply = try readMessage(until: deadline)
      if reply["id"] as? Int == nextID {
        if let error = reply["error"] as? [String: Any] {
          throw RenderError.browser("\(method): \(error["message"] as? String ?? "error")")
        }
        return reply["result"] as? [String: Any] ?? [:]
      }
      if reply["method"] != nil { events.append(reply) }
    }
  }

  /// A command for the page.
  @discardableResult
  func page(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
    try send(method, parameters, session: true)
  }

  /// Sets the viewport to `width` × `height` CSS pixels at device scale 1.
  func resize(width: Int, height: Int) throws {
    try page(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false]
    )
  }

  /// Loads a page and waits for its load event.
  func navigate(_ url: URL) throws {
    events.removeAll()
    let result = try page("Page.navigate", ["url": url.absoluteString])
    if let text = result["errorText"] as? String {
      throw RenderError.browser("cannot load \(url.path): \(text)")
    }
    try waitForEvent("Page.loadEventFired")
  }

  /// Evaluates JavaScript in the page, awaiting a promise, and returns its value.
  @discardableResult
  func evaluate(_ expression: String) throws -> Any? {
    let result = try page(
      "Runtime.evaluate",
      ["expression": expression, "returnByValue": true, "awaitPromise": true]
    )
    if let details = result["exceptionDetails"] as? [String: Any] {
      let exception = details["exception"] as? [String: Any]
      let text = exception?["description"] as? String ?? details["text"] as? String ?? "error"
      throw RenderError.browser("JavaScript error: \(text)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// A PNG of the viewport's top-left `width` × `height` CSS pixels.
  func screenshot(width: Int, height: Int) throws -> Data {
    let clip: [String: Any] = ["x": 0, "y": 0, "width": width, "height": height, "scale": 1]
    let result = try page("Page.captureScreenshot", ["format": "png", "clip": clip])
    guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
      throw RenderError.browser("Page.captureScreenshot returned no image")
    }
    return data
  }

  /// Closes the browser, waits for it (killing it after 10 s) and removes its profile.
  func shutDown() {
    guard !closed else { return }
    closed = true
    _ = try? send("Browser.close")
    close(commands)
    close(replies)
    var status: Int32 = 0
    for _ in 0..<100 {
      if waitpid(pid, &status, WNOHANG) != 0 { break }
      usleep(100_000)
    }
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
    try? FileManager.default.removeItem(at: profile)
  }

  /// Waits for an event of the page (one already received counts).
  private func waitForEvent(_ name: String) throws {
    let deadline = Date().addingTimeInterval(timeoutSeconds)
    while true {
      if let index = events.firstIndex(where: { $0["method"] as? String == name }) {
        events.removeSubrange(...index)
        return
      }
      let message = try readMessage(until: deadline)
      if message["method"] != nil { events.append(message) }
    }
  }

  /// The next NUL-terminated message from the browser.
  private func readMessage(until deadline: Date) throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let raw = Data(buffer[..<end])
        buffer.removeSubrange(...end)
        guard let object = try JSONSerialization.jsonObject(with: raw) as? [String: Any] else {
          throw RenderError.browser("a reply that is not a JSON object")
        }
        return object
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw RenderError.browser("no reply within \(timeoutSeconds) s") }
      var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(remaining, 1) * 1000))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 1 << 20)
      let count = read(replies, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw RenderError.browser("the browser closed its pipe") }
      buffer += chunk[..<count]
    }
  }

  /// Writes every byte to the command pipe, retrying interrupted writes.
  private func writeAll(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw RenderError.browser(
          "cannot write to the browser: \(String(cString: strerror(errno)))"
        )
      }
      offset += written
    }
  }
}
