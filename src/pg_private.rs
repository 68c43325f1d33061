//! The private PostgreSQL that `fieldpost serve` (and the test suite) starts when no database is configured:
//! the machine's PostgreSQL binaries, a data folder of our own, and a Unix socket in a folder only its owner
//! may enter (mode 0700) and no TCP port, so only the user that runs Fieldpost reaches it. It is durable
//! (`fsync` stays on) unless a caller asks for speed over safety, as the test suite does. A server already
//! running on the folder is used as it is, and only the process that started a server stops it.

use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};

use anyhow::{Context, Result, bail};

/// A running private server.
#[derive(Debug)]
pub struct PrivatePostgres {
    bin: PathBuf,
    dir: PathBuf,
    data: PathBuf,
    socket_dir: PathBuf,
    run_as: Option<String>,
    /// This process started the server (rather than finding it running), so it is the one to stop it.
    started_here: bool,
    /// A throwaway server's: held open while the server is wanted. When it closes (this value dropped, or the
    /// process ended, however it ended) a watching shell stops the server.
    watch: Option<ChildStdin>,
}

/// Whether the server writes every commit to disk before answering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Durability {
    /// `fsync` on: what a real installation needs.
    Durable,
    /// `fsync` and synchronous commit off: for throwaway test databases, where a lost commit costs nothing.
    ThrowAway,
}

const INSTALL_HINT: &str = "PostgreSQL's server programs (initdb, pg_ctl) were not found. Install them \
     (Debian/Ubuntu: apt-get install postgresql) or set DATABASE_URL to a PostgreSQL you have.";

/// The directory of `initdb` and `pg_ctl`: the version that made the data folder when there is one, else the
/// newest under /usr/lib/postgresql, else the PATH.
fn find_binaries(data: &Path) -> Result<PathBuf> {
    if let Ok(version) = std::fs::read_to_string(data.join("PG_VERSION")) {
        let bin = Path::new("/usr/lib/postgresql").join(version.trim()).join("bin");
        if bin.join("pg_ctl").exists() {
            return Ok(bin);
        }
    }
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

/// The user a private server runs as when that is not this process's own: PostgreSQL refuses to run as root.
pub fn server_user() -> Result<Option<String>> {
    if is_root() {
        Ok(Some(unprivileged_user()?))
    } else {
        Ok(None)
    }
}

/// Whether `user` can get as far as the folder `path`, which is then handed to that user: enter the folders
/// above it, up to the nearest that exists (what is missing is made by Fieldpost, which lets that user in).
pub fn can_reach(user: &str, path: &Path) -> bool {
    let Ok(path) = std::path::absolute(path) else {
        return false;
    };
    let Some(existing) = path.ancestors().skip(1).find(|p| p.exists()) else {
        return false;
    };
    Command::new("runuser")
        .args(["-u", user, "--", "test", "-x"])
        .arg(existing)
        .status()
        .is_ok_and(|s| s.success())
}

fn cannot_reach(user: &str, path: &Path) -> anyhow::Error {
    anyhow::anyhow!(
        "the private PostgreSQL runs as the user {user}, who cannot reach {}: choose a FIELDPOST_DATA_DIR that \
         user can enter, run Fieldpost as an ordinary user, or set DATABASE_URL",
        path.display()
    )
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

/// A new folder for a throwaway server that `user` cannot keep in `wanted`: under the system's temporary
/// directory, mode 0700 (handed to `user` when the server starts). A line on standard error says so, outside
/// the test harness's capture of printed output.
fn private_temp_folder(user: &str, wanted: &Path) -> Result<PathBuf> {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let folder = std::env::temp_dir().join(format!("fieldpost-postgres-{}-{nanos}", std::process::id()));
    // `create`, never `create_dir_all`: a name someone else made first (a link, say) is refused, not used.
    std::fs::DirBuilder::new()
        .mode(0o700)
        .create(&folder)
        .with_context(|| format!("creating {}", folder.display()))?;
    let _ = writeln!(
        std::io::stderr(),
        "The test PostgreSQL runs as the user {user}, who cannot reach {}: its throwaway cluster is in {} \
         until the tests end.",
        wanted.display(),
        folder.display()
    );
    Ok(folder)
}

impl PrivatePostgres {
    /// Starts (creating on first use) a durable server with its data in `dir`, or uses the one already running
    /// there.
    pub fn start(dir: &Path) -> Result<PrivatePostgres> {
        PrivatePostgres::start_with(dir, Durability::Durable)
    }

    pub fn start_with(dir: &Path, durability: Durability) -> Result<PrivatePostgres> {
        let run_as = server_user()?;
        // Refused before anything is made or handed over, so a folder out of that user's reach stays as it was.
        if let Some(user) = &run_as
            && !can_reach(user, dir)
        {
            return Err(cannot_reach(user, dir));
        }
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        let dir = dir.canonicalize()?;
        let bin = find_binaries(&dir.join("data"))?;
        let mut pg = PrivatePostgres {
            bin,
            data: dir.join("data"),
            socket_dir: dir.join("socket"),
            dir,
            run_as,
            started_here: false,
            watch: None,
        };
        // A server already running on the folder is used as it stands: nothing of it is touched.
        if pg.postmaster_alive() {
            return Ok(pg);
        }
        std::fs::create_dir_all(&pg.socket_dir)?;
        std::fs::set_permissions(&pg.socket_dir, std::fs::Permissions::from_mode(0o700))?;
        if let Some(user) = &pg.run_as {
            // PostgreSQL will not run as root: the folder is handed to an unprivileged user, who must be able
            // to reach it. Nothing outside the folder is changed to make that so.
            let owned = Command::new("chown").arg("-R").arg(user).arg(&pg.dir).status()?;
            if !owned.success() {
                bail!("could not hand {} to the user {user}", pg.dir.display());
            }
            let reachable = Command::new("runuser")
                .args(["-u", user, "--", "test", "-x"])
                .arg(&pg.dir)
                .status()
                .is_ok_and(|s| s.success());
            if !reachable {
                return Err(cannot_reach(user, &pg.dir));
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
                    // No TCP listener and a socket folder only its owner may enter: the folder is the lock.
                    "--auth=trust",
                    "-E",
                    "UTF8",
                    "--no-instructions",
                ],
            )
            .context("initdb failed")?;
        }
        let mut options = format!(
            "-k {} -c listen_addresses='' -c unix_socket_permissions=0700",
            pg.socket_dir.display()
        );
        if durability == Durability::ThrowAway {
            options.push_str(" -c fsync=off -c synchronous_commit=off -c full_page_writes=off");
        }
        let log = pg.dir.join("postgres.log");
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
        pg.started_here = true;
        Ok(pg)
    }

    /// A throwaway server for one run of the tests, stopped when this value is dropped or the process ends,
    /// however it ends. Its data is kept in `dir` for the next run, unless the user that runs PostgreSQL cannot
    /// reach `dir` (root's clone in a folder only root may enter): then it is in a folder of that user's under
    /// the system's temporary directory, mode 0700 and removed when the server stops, and a line says so.
    pub fn throwaway(dir: &Path) -> Result<PrivatePostgres> {
        let elsewhere = match server_user()? {
            Some(user) if !can_reach(&user, dir) => Some(private_temp_folder(&user, dir)?),
            _ => None,
        };
        let started = PrivatePostgres::start_with(elsewhere.as_deref().unwrap_or(dir), Durability::ThrowAway);
        let mut pg = match started {
            Ok(pg) => pg,
            Err(e) => {
                if let Some(folder) = &elsewhere {
                    let _ = std::fs::remove_dir_all(folder);
                }
                return Err(e);
            }
        };
        if pg.started_here {
            pg.watch = Some(pg.stop_when_dropped(elsewhere.as_deref())?);
        }
        Ok(pg)
    }

    /// A shell that waits for the end of a pipe, then stops the server and removes `remove`: the pipe closes
    /// when its end in this process is dropped, or with the process however it ends (a panic, Ctrl-C, a kill),
    /// which no destructor would see.
    fn stop_when_dropped(&self, remove: Option<&Path>) -> Result<ChildStdin> {
        let mut shell = Command::new("sh");
        shell
            // Ctrl-C at the terminal reaches this shell too, which waits for the tests it ends instead.
            .args([
                "-c",
                "trap '' INT HUP; read -r _; remove=$1; shift; \"$@\"; [ -z \"$remove\" ] || rm -rf -- \"$remove\"",
            ])
            .arg("sh")
            .arg(remove.unwrap_or(Path::new("")));
        if let Some(user) = &self.run_as {
            shell.args(["runuser", "-u", user, "--"]);
        }
        let mut watcher = shell
            .arg(self.bin.join("pg_ctl"))
            .arg("-D")
            .arg(&self.data)
            .args(["-m", "fast", "-w", "stop"])
            .current_dir("/")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .context("starting the shell that stops the test PostgreSQL")?;
        Ok(watcher.stdin.take().expect("a piped stdin"))
    }

    /// The folder holding the data, the socket and the server's log.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// This process started the server; otherwise another (a running `serve`) did and will stop it.
    pub fn started_here(&self) -> bool {
        self.started_here
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

    /// Whether the server that wrote `postmaster.pid` is still alive: read from that file and /proc, which needs
    /// no rights in the data folder beyond reading it (so root sees a server another user started). The file
    /// must name this folder: a copied folder (a `target/` copied into another clone) carries the original's.
    fn postmaster_alive(&self) -> bool {
        let Ok(text) = std::fs::read_to_string(self.data.join("postmaster.pid")) else {
            return false;
        };
        let mut lines = text.lines();
        let pid = lines.next().and_then(|l| l.trim().parse::<u32>().ok());
        let ours = lines.next().is_some_and(|l| Path::new(l.trim()) == self.data);
        ours && pid
            .and_then(|pid| std::fs::read_to_string(format!("/proc/{pid}/comm")).ok())
            .is_some_and(|name| name.starts_with("postgres"))
    }

    /// The URL of a database on this server.
    pub fn url(&self, database: &str) -> String {
        format!(
            "postgres://postgres@localhost/{database}?host={}",
            self.socket_dir.display()
        )
    }

    /// Stops the server, if this process started it: a server found running belongs to whoever started it.
    pub fn stop(&self) {
        if self.started_here {
            let _ = self.run(
                "pg_ctl",
                &["-D", self.data.to_str().unwrap(), "-m", "fast", "-w", "stop"],
            );
        }
    }
}
