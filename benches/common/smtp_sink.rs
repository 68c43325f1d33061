//! aiosmtpd as the benches' mail server: it takes every mail and throws it away.

use std::process::{Command, Stdio};
use std::time::Duration;

/// aiosmtpd on a free port, stopped when dropped.
pub struct SmtpSink {
    pub port: u16,
    child: std::process::Child,
}

impl SmtpSink {
    pub fn start() -> SmtpSink {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut child = Command::new("/usr/bin/python3")
            .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}")])
            .args(["-c", "aiosmtpd.handlers.Sink"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the mail bench needs aiosmtpd (apt install python3-aiosmtpd)");
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return SmtpSink { port, child };
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = child.kill();
        let _ = child.wait();
        panic!("aiosmtpd did not start");
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
