//! The private PostgreSQL that `fieldpost serve` (and the test suite) starts when no database is configured:
//! the machine's PostgreSQL binaries, a data folder of our own, a Unix socket and no TCP port.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

/// A running private server; stopped when dropped.
#[derive(Debug)]
pub struct PrivatePostgres {
    bin: PathBuf,
    data: PathBuf,
    socket_dir: PathBuf,
    run_as: Option<String>,
}

const INSTALL_HINT: &str = "PostgreSQL's server programs (initdb, pg_ctl) were not found. Install them \
     (Debian/Ubuntu: apt-get install postgresql) or set DATABASE_URL to a PostgreSQL you have.";

/// The directory of `initdb` and `pg_ctl`: the newest under /usr/lib/postgresql, else the PATH.
fn find_binaries() -> Result<PathBuf> {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path().join("bin")).collect())
        .unwrap_or_default();
    versions.retain(|b| b.join("initdb").exists() && b.join("pg_ctl").exists());
    versions.sort_by_key(|b| {
        let version = b.parent().and_then(|v| v.file_name()).and_then(|v| v.to_str());
        version.and_then(|v| v.parse::<u32>().ok()).unwrap_or(0)
    });
    if let Some(bin) = versions.pop() {
        return Ok(bin);
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .find(|dir| dir.join("initdb").exists() && dir.join("pg_ctl").exists())
        .context(INSTALL_HINT)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// PostgreSQL refuses to run as root: under root it runs as `postgres`, or a `fieldpost` system user made
/// for it.
fn unprivileged_user() -> Result<String> {
    for user in ["postgres", "fieldpost"] {
        if Command::new("id").arg(user).output().is_ok_and(|o| o.status.success()) {
            return Ok(user.to_string());
        }
    }
    let made = Command::new("useradd")
        .args([
            "--system",
            "--no-create-home",
            "--shell",
            "/usr/sbin/nologin",
            "fieldpost",
        ])
        .status()
        .context("creating a system user for PostgreSQL")?;
    if !made.success() {
        bail!("could not create a system user for PostgreSQL (useradd failed)");
    }
    Ok("fieldpost".to_string())
}

impl PrivatePostgres {
    /// Starts (creating on first use) a server with its data in `dir`. A server already running there is
    /// reused.
    pub fn start(dir: &Path) -> Result<PrivatePostgres> {
        let bin = find_binaries()?;
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        let dir = dir.canonicalize()?;
        let run_as = if is_root() { Some(unprivileged_user()?) } else { None };
        let pg = PrivatePostgres {
            bin,
            data: dir.join("data"),
            socket_dir: dir.join("socket"),
            run_as,
        };
        std::fs::create_dir_all(&pg.socket_dir)?;
        if let Some(user) = &pg.run_as {
            let owned = Command::new("chown").arg("-R").arg(user).arg(&dir).status()?;
            if !owned.success() {
                bail!("could not hand {} to the user {user}", dir.display());
            }
            // The user must be able to reach the folder.
            let mut parent = dir.parent();
            while let Some(p) = parent {
                let _ = Command::new("chmod").arg("o+x").arg(p).status();
                parent = p.parent();
            }
        }
        if !pg.data.join("PG_VERSION").exists() {
            pg.run(
                "initdb",
                &[
                    "-D",
                    pg.data.to_str().unwrap(),
                    "-U",
                    "postgres",
                    "--auth=trust",
                    "-E",
                    "UTF8",
                    "--no-instructions",
                ],
            )
            .context("initdb failed")?;
        }
        if !pg.is_running() {
            let options = format!("-k {} -c listen_addresses='' -c fsync=off", pg.socket_dir.display());
            let log = dir.join("postgres.log");
            pg.run(
                "pg_ctl",
                &[
                    "-D",
                    pg.data.to_str().unwrap(),
                    "-l",
                    log.to_str().unwrap(),
                    "-o",
                    &options,
                    "-w",
                    "start",
                ],
            )
            .with_context(|| format!("PostgreSQL did not start; see {}", log.display()))?;
        }
        Ok(pg)
    }

    fn command(&self, program: &str) -> Command {
        let path = self.bin.join(program);
        match &self.run_as {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(path);
                c
            }
            None => Command::new(path),
        }
    }

    fn run(&self, program: &str, args: &[&str]) -> Result<()> {
        let out = self.command(program).args(args).current_dir("/").output()?;
        if !out.status.success() {
            bail!("{program}: {}", String::from_utf8_lossy(&out.stderr).trim());
        }
        Ok(())
    }

    fn is_running(&self) -> bool {
        self.command("pg_ctl")
            .args(["-D", self.data.to_str().unwrap(), "status"])
            .current_dir("/")
            .output()
            .is_ok_and(|o| o.status.success())
    }

    /// The URL of a database on this server.
    pub fn url(&self, database: &str) -> String {
        format!(
            "postgres://postgres@localhost/{database}?host={}",
            self.socket_dir.display()
        )
    }

    pub fn stop(&self) {
        let _ = self.run(
            "pg_ctl",
            &["-D", self.data.to_str().unwrap(), "-m", "fast", "-w", "stop"],
        );
    }
}
