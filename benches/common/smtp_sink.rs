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

    /// The processor time aiosmtpd has used so far, in seconds.
    pub fn processor_seconds(&self) -> Option<f64> {
        processor_seconds(&self.child.id().to_string())
    }
}

/// The processor time a process (`self`: this one) has used so far, in seconds, from Linux's `/proc/PID/stat`;
/// `None` elsewhere.
pub fn processor_seconds(process: &str) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{process}/stat")).ok()?;
    // The fields after the command's name, which is in parentheses and may hold spaces.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / CLOCK_TICKS_PER_SECOND)
}

/// The unit of `/proc/PID/stat`'s times on Linux (`getconf CLK_TCK`).
const CLOCK_TICKS_PER_SECOND: f64 = 100.0;

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
