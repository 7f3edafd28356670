//! Headless Chromium driven through the DevTools protocol over its websocket: open a page, run
//! an expression, press keys, click, resize and take screenshots, every reply awaited with a
//! deadline, and the browser killed when the [`Browser`] is dropped.

use std::{
    net::TcpStream,
    path::Path,
    process::{Child, Stdio},
    time::{Duration, Instant},
};

use base64::Engine as _;
use serde_json::{Value, json};
use tungstenite::{Message, WebSocket};

use crate::browser::chromium;

/// The longest any one reply may take.
const REPLY: Duration = Duration::from_secs(30);

/// A headless Chromium with one page open, driven over the DevTools protocol.
pub struct Browser {
    child: Child,
    socket: WebSocket<TcpStream>,
    session: String,
    next_id: u64,
    _profile: tempfile::TempDir,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.socket.close(None);
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Browser {
    /// Starts Chromium with a fresh profile and a page of the given size.
    pub fn start(width: u32, height: u32) -> Browser {
        let profile = tempfile::tempdir().expect("a profile folder");
        let child = chromium(profile.path())
            .args(["--remote-debugging-port=0", "about:blank"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromium starts; install Debian's chromium (see .ci/run)");
        let port_file = profile.path().join("DevToolsActivePort");
        let start = Instant::now();
        let (port, path) = loop {
            if let Ok(text) = std::fs::read_to_string(&port_file) {
                let mut lines = text.lines();
                if let (Some(port), Some(path)) = (lines.next(), lines.next()) {
                    break (port.to_owned(), path.to_owned());
                }
            }
            assert!(start.elapsed() < REPLY, "chromium gave no DevTools port");
            std::thread::sleep(Duration::from_millis(50));
        };
        let stream = TcpStream::connect(format!("127.0.0.1:{port}")).expect("the DevTools port");
        stream.set_read_timeout(Some(REPLY)).unwrap();
        stream.set_write_timeout(Some(REPLY)).unwrap();
        let (socket, _) = tungstenite::client(format!("ws://127.0.0.1:{port}{path}"), stream)
            .expect("the DevTools websocket");
        let mut browser = Browser {
            child,
            socket,
            session: String::new(),
            next_id: 0,
            _profile: profile,
        };
        let target = browser.call("Target.createTarget", json!({ "url": "about:blank" }));
        let attached = browser.call(
            "Target.attachToTarget",
            json!({ "targetId": target["targetId"], "flatten": true }),
        );
        browser.session = attached["sessionId"]
            .as_str()
            .expect("a session")
            .to_owned();
        browser.resize(width, height);
        browser
    }

    /// Sends a command (to the page once attached) and waits for its result.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if !self.session.is_empty() {
            message["sessionId"] = json!(self.session);
        }
        self.socket
            .send(Message::text(message.to_string()))
            .expect("a command is sent");
        let start = Instant::now();
        loop {
            assert!(start.elapsed() < REPLY, "no reply to {method}");
            let Message::Text(text) = self.socket.read().expect("a reply") else {
                continue;
            };
            let reply: Value = serde_json::from_str(&text).expect("a JSON reply");
            if reply["id"] != json!(id) {
                continue;
            }
            assert!(reply.get("error").is_none(), "{method}: {reply}");
            return reply["result"].clone();
        }
    }

    /// Sets the page's size in CSS pixels.
    pub fn resize(&mut self, width: u32, height: u32) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600 }),
        );
    }

    /// Runs an expression in the page and gives its value.
    pub fn eval(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true }),
        );
        assert!(
            result.get("exceptionDetails").is_none(),
            "{expression}: {result}"
        );
        result["result"]["value"].clone()
    }

    /// Waits until an expression is true in the page.
    pub fn wait_for(&mut self, expression: &str) {
        let start = Instant::now();
        while self.eval(expression) != json!(true) {
            assert!(start.elapsed() < REPLY, "never true: {expression}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Opens a file and waits until it has loaded.
    pub fn open(&mut self, page: &Path) {
        let url = format!("file://{}", page.display());
        self.call("Page.navigate", json!({ "url": url }));
        self.wait_for(&format!(
            "document.readyState === 'complete' && location.href === {}",
            json!(url)
        ));
    }

    /// Presses and releases a key, as a keyboard does: `key` as the DOM names it, with its
    /// Windows key code.
    pub fn press(&mut self, key: &str, code: u32) {
        let text = match key {
            "Enter" => "\r",
            " " => " ",
            _ => "",
        };
        let mut down =
            json!({ "type": "keyDown", "key": key, "code": key, "windowsVirtualKeyCode": code });
        if !text.is_empty() {
            down["text"] = json!(text);
        }
        self.call("Input.dispatchKeyEvent", down);
        self.call(
            "Input.dispatchKeyEvent",
            json!({ "type": "keyUp", "key": key, "code": key, "windowsVirtualKeyCode": code }),
        );
    }

    /// Clicks the middle of the first element a selector finds, scrolled into view first.
    pub fn click(&mut self, selector: &str) {
        let at = self.eval(&format!(
            "(() => {{ const e = document.querySelector({}); e.scrollIntoView({{block: 'center'}}); \
             const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }})()",
            json!(selector)
        ));
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({ "type": kind, "x": at[0], "y": at[1], "button": "left", "clickCount": 1 }),
            );
        }
    }

    /// Taps the middle of the first element a selector finds with one finger, as a touch screen
    /// does, scrolled into view first. The page must have touch on ([`Browser::touch`]).
    // Not every test file that includes this harness taps.
    #[allow(dead_code)]
    pub fn tap(&mut self, selector: &str) {
        let at = self.eval(&format!(
            "(() => {{ const e = document.querySelector({}); e.scrollIntoView({{block: 'center'}}); \
             const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }})()",
            json!(selector)
        ));
        let point = json!([{ "x": at[0], "y": at[1] }]);
        self.call(
            "Input.dispatchTouchEvent",
            json!({ "type": "touchStart", "touchPoints": point }),
        );
        self.call(
            "Input.dispatchTouchEvent",
            json!({ "type": "touchEnd", "touchPoints": [] }),
        );
    }

    /// Makes the page a touch screen (before it is opened).
    #[allow(dead_code)]
    pub fn touch(&mut self) {
        self.call(
            "Emulation.setTouchEmulationEnabled",
            json!({ "enabled": true, "maxTouchPoints": 1 }),
        );
    }

    /// Saves a PNG screenshot of what the page shows.
    pub fn screenshot(&mut self, path: &Path) {
        let shot = self.call("Page.captureScreenshot", json!({ "format": "png" }));
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().expect("image data"))
            .expect("base64");
        std::fs::write(path, bytes).expect("the screenshot is written");
    }
}
