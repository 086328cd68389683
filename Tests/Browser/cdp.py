"""A minimal Chrome DevTools Protocol client over --remote-debugging-pipe (standard library only).

Chromium reads commands from file descriptor 3 and writes replies to descriptor 4, each message a
JSON object followed by a NUL byte. No websocket, no third-party package.
"""

import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time


class CDPError(RuntimeError):
    """A command failed, timed out, or the browser went away."""


class Browser:
    """One headless Chromium and one page (a flattened target session)."""

    def __init__(self, executable, width=1280, height=800, timeout=30.0):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="scenediff-chromium-")
        commands_read, self._commands = os.pipe()
        self._replies, replies_write = os.pipe()

        def attach_pipes():
            # Move both ends out of the way first, then onto 3 and 4.
            a = os.dup(commands_read)
            b = os.dup(replies_write)
            os.dup2(a, 3)
            os.dup2(b, 4)

        args = [
            executable,
            "--headless",
            "--remote-debugging-pipe",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--hide-scrollbars",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--mute-audio",
            f"--user-data-dir={self.profile}",
            f"--window-size={width},{height}",
            "about:blank",
        ]
        self.process = subprocess.Popen(
            args,
            preexec_fn=attach_pipes,
            close_fds=False,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(commands_read)
        os.close(replies_write)
        self._buffer = b""
        self._next = 0
        self.events = []
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"
        ]
        self.page("Page.enable")
        self.page("Runtime.enable")
        self.resize(width, height)

    def _read_message(self, deadline):
        while b"\0" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise CDPError("timed out waiting for the browser")
            ready, _, _ = select.select([self._replies], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(self._replies, 1 << 20)
            if not chunk:
                raise CDPError("the browser closed the pipe")
            self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(raw)

    def send(self, method, params=None, session=None):
        """Sends one command and returns its result."""
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise CDPError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def page(self, method, params=None):
        """A command for the page's session."""
        return self.send(method, params, self.session)

    def wait_event(self, name):
        """Waits for an event of the page's session (already received ones count)."""
        deadline = time.monotonic() + self.timeout
        while True:
            for i, event in enumerate(self.events):
                if event.get("method") == name and event.get("sessionId") == self.session:
                    del self.events[: i + 1]
                    return event.get("params", {})
            reply = self._read_message(deadline)
            if "method" in reply:
                self.events.append(reply)

    def resize(self, width, height):
        """Sets the viewport size in CSS pixels (device scale factor 1)."""
        self.page(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
        )

    def navigate(self, url):
        """Loads a page and waits for its load event."""
        self.events.clear()
        result = self.page("Page.navigate", {"url": url})
        if result.get("errorText"):
            raise CDPError(f"cannot load {url}: {result['errorText']}")
        self.wait_event("Page.loadEventFired")

    def evaluate(self, expression):
        """Evaluates JavaScript in the page and returns its value (promises awaited)."""
        result = self.page(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True},
        )
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise CDPError(f"JavaScript error: {text}")
        return result["result"].get("value")

    def screenshot(self, clip=None):
        """A PNG of the viewport, or of `clip` = {x, y, width, height} in CSS pixels."""
        params = {"format": "png"}
        if clip:
            params["clip"] = dict(clip, scale=1)
        return base64.b64decode(self.page("Page.captureScreenshot", params)["data"])

    def close(self):
        """Closes the browser and removes its profile."""
        try:
            self.send("Browser.close")
        except (CDPError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for fd in (self._commands, self._replies):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)
