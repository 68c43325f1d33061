//! The cluster, faulted. nginx, run with `deploy/nginx-fieldpost.conf`, in front of two `fieldpost serve
//! --no-worker` processes, and two `fieldpost worker` processes, all on one PostgreSQL of the test's own. Red
//! players move through nginx while one web process is killed with SIGKILL, PostgreSQL is restarted, and the
//! SMTP server is down for a minute; blue players move through the library meanwhile, so that red's moves
//! cause turn mails (a player on the site gets none). Afterwards nothing a client saw accepted is lost or
//! doubled, every turn mail arrived exactly once, and every game's stored state agrees with a replay of its
//! moves. What each fault cost is written to `target/faults.json` (quoted in docs/deploy.md).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use fieldpost::app::{Env, account::accounts, game::games, game::loaded, game::play, game::setups};
use fieldpost::clock::Clock;
use fieldpost::db::games::{GameStatus, SeatChoice};
use fieldpost::db::{self, GameId, UserId};
use fieldpost::error::AppError;
use fieldpost::i18n::Lang;
use fieldpost::pg_private::{Durability, PrivatePostgres};
use fieldpost::rules::board::SquareName;
use fieldpost::rules::{Seat, Variant};
use reqwest::StatusCode;

use crate::helpers::{Client, PASSWORD};
use crate::smtp::SmtpServer;

const GAMES: usize = 6;
/// The pause between two moves of one game: the moves go on through every fault.
const PACE: Duration = Duration::from_millis(250);
const SMTP_DOWN: Duration = Duration::from_secs(60);
const PG_DOWN: Duration = Duration::from_secs(4);

/// A child process, killed when the test ends however it ends.
pub(crate) struct Proc(pub(crate) Child);

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub(crate) fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

pub(crate) fn fieldpost(args: &[&str], env: &[(&str, String)], log: &Path) -> Proc {
    let log = std::fs::File::create(log).unwrap();
    let mut c = Command::new(env!("CARGO_BIN_EXE_fieldpost"));
    c.args(args).stdout(log.try_clone().unwrap()).stderr(log);
    for (k, v) in env {
        c.env(k, v);
    }
    Proc(c.spawn().unwrap())
}

/// The nginx site of `deploy/`, its upstream servers and its `location`s as they are, with a plain listener on
/// `port` in place of the TLS server. One process without workers, so that killing it leaves nothing running.
pub(crate) fn nginx_conf(dir: &Path, port: u16, upstreams: [u16; 2]) -> String {
    let site = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("deploy/nginx-fieldpost.conf"))
        .unwrap()
        .replace("127.0.0.1:8080", &format!("127.0.0.1:{}", upstreams[0]))
        .replace("127.0.0.1:8081", &format!("127.0.0.1:{}", upstreams[1]));
    let block = |start: &str| {
        let from = site.find(start).unwrap_or_else(|| panic!("{start} in the nginx site"));
        let indent = site[..from].rsplit('\n').next().unwrap().len();
        let close = format!("\n{}}}", " ".repeat(indent));
        let to = from + site[from..].find(&close).unwrap() + close.len();
        site[from..to].to_string()
    };
    let d = dir.display();
    format!(
        "daemon off;\nmaster_process off;\npid {d}/nginx.pid;\nerror_log {d}/nginx-error.log warn;\nevents {{}}\nhttp {{\n\
         access_log off;\nclient_body_temp_path {d}/body;\nproxy_temp_path {d}/proxy;\n\
         fastcgi_temp_path {d}/fastcgi;\nuwsgi_temp_path {d}/uwsgi;\nscgi_temp_path {d}/scgi;\n{}\n\
         server {{\nlisten 127.0.0.1:{port};\n{}\n{}\n}}\n}}\n",
        block("upstream fieldpost {"),
        block("location ~ ^/games/[0-9]+/events$ {"),
        block("location / {"),
    )
}

/// `fieldpost serve --no-worker` on each of `ports`, with `settings(port)`, logging into `dir`.
pub(crate) fn web_processes<'a>(
    ports: [u16; 2],
    settings: impl Fn(u16) -> Vec<(&'a str, String)>,
    dir: &Path,
) -> Vec<Proc> {
    ports
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            fieldpost(
                &["serve", "--no-worker"],
                &settings(p),
                &dir.join(format!("web{i}.log")),
            )
        })
        .collect()
}

/// nginx with the configuration written in `dir` (`nginx.conf`), stopped when dropped.
pub(crate) fn start_nginx(dir: &Path) -> Proc {
    Proc(
        Command::new("nginx")
            .arg("-p")
            .arg(dir)
            .arg("-c")
            .arg(dir.join("nginx.conf"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("nginx must be installed (scripts/test installs Debian's nginx-light)"),
    )
}

/// What the run saw.
#[derive(Default)]
struct Seen {
    /// Moves a client was told were played: (game, ply) → move.
    accepted: BTreeMap<(i64, i32), String>,
    /// Answers by status, of everything the clients and the prober sent through nginx.
    statuses: BTreeMap<u16, u64>,
    /// Requests that got no answer at all from nginx.
    no_answer: u64,
    /// Answers with status 503 while PostgreSQL was down or coming back.
    unavailable_in_outage: u64,
    /// 503 answers without Retry-After.
    unavailable_without_retry_after: u64,
}

struct Cluster {
    base: String,
    env: Env,
    seen: Arc<Mutex<Seen>>,
    outage: Arc<Mutex<bool>>,
}

impl Cluster {
    fn note(&self, status: StatusCode, retry_after: bool) {
        let mut seen = self.seen.lock().unwrap();
        *seen.statuses.entry(status.as_u16()).or_default() += 1;
        if status == StatusCode::SERVICE_UNAVAILABLE {
            if *self.outage.lock().unwrap() {
                seen.unavailable_in_outage += 1;
            }
            if !retry_after {
                seen.unavailable_without_retry_after += 1;
            }
        }
    }
}

pub(crate) async fn wait_ready(base: &str, within: Duration) -> Option<Duration> {
    let started = Instant::now();
    let http = reqwest::Client::new();
    while started.elapsed() < within {
        if let Ok(r) = http.get(format!("{base}/readyz")).send().await
            && r.status() == StatusCode::OK
        {
            return Some(started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    None
}

/// Plays one game until it ends or `until` turns true: red through nginx, blue through the library. Every
/// failure (no answer, 502, 503, a stale page after a retry) is followed by reading the game again.
async fn play_game(cluster: Arc<Cluster>, red: Client, blue: UserId, id: GameId, seed: u64, until: Arc<Mutex<bool>>) {
    let mut seed = seed;
    while !*until.lock().unwrap() {
        tokio::time::sleep(PACE).await;
        let Ok(game) = loaded::load(&cluster.env.pool, id).await else {
            continue;
        };
        if game.row.status != GameStatus::Playing {
            return;
        }
        let Ok(replay) = game.replay(None) else { return };
        let legal = replay.game.legal_moves();
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mv = legal[(seed >> 33) as usize % legal.len()];
        let ply = game.row.ply;
        let (from, to) = (mv.from.to_string(), mv.to.to_string());
        let played = if replay.game.to_move() == Some(Seat::First) {
            let path = format!("/games/{id}/moves");
            match red
                .try_post(&path, &[("from", &from), ("to", &to), ("ply", &ply.to_string())])
                .await
            {
                Ok(a) => {
                    cluster.note(a.status, a.retry_after);
                    a.status == StatusCode::SEE_OTHER && a.refused().is_none()
                }
                Err(_) => {
                    cluster.seen.lock().unwrap().no_answer += 1;
                    false
                }
            }
        } else {
            let (from, to) = (SquareName::from(mv.from), SquareName::from(mv.to));
            match play::play(&cluster.env, play::Mover::Account(blue), id, &from, &to, ply).await {
                Ok(()) => true,
                Err(AppError::Unavailable | AppError::Conflict(_) | AppError::Internal(_)) => false,
                Err(e) => panic!("game {id}: blue's move {mv} refused: {e}"),
            }
        };
        if played {
            cluster
                .seen
                .lock()
                .unwrap()
                .accepted
                .insert((id.0, ply + 1), mv.to_string());
        }
    }
}

/// Reads a page through nginx every 100 ms while the moves go on, so that the outage is seen by readers too.
async fn probe(cluster: Arc<Cluster>, until: Arc<Mutex<bool>>) {
    let http = reqwest::Client::new();
    while !*until.lock().unwrap() {
        match http.get(format!("{}/presets/stratego", cluster.base)).send().await {
            Ok(r) => cluster.note(r.status(), r.headers().contains_key("retry-after")),
            Err(_) => cluster.seen.lock().unwrap().no_answer += 1,
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn seed_games(env: &Env) -> Vec<(String, UserId, GameId)> {
    let mut out = Vec::new();
    for i in 0..GAMES {
        let red_name = format!("red{i}");
        let red = accounts::register(env, &red_name, &format!("{red_name}@example.org"), PASSWORD, Lang::En)
            .await
            .unwrap();
        let blue_name = format!("blue{i}");
        let blue = accounts::register(env, &blue_name, &format!("{blue_name}@example.org"), PASSWORD, Lang::En)
            .await
            .unwrap();
        let form = games::GameForm {
            variant: Variant::Stratego,
            seat: SeatChoice::First,
            time_control: Default::default(),
            rated: false,
            opponent: Some(&blue_name),
            options: Default::default(),
        };
        let id = games::create(env, red, form).await.unwrap();
        games::join(env, blue, id).await.unwrap();
        setups::submit_setup(env, red, id).await.unwrap();
        setups::submit_setup(env, blue, id).await.unwrap();
        out.push((red_name, blue, id));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_cluster_survives_a_killed_server_a_database_restart_and_a_mail_outage() {
    let dir: PathBuf = std::env::temp_dir().join(format!("fieldpost-faults-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let pg_dir = dir.join("postgres");
    let mut pg = PrivatePostgres::start_with(&pg_dir, Durability::ThrowAway).unwrap();
    db::ensure_database(&pg.url("postgres"), "faults").await.unwrap();
    let url = pg.url("faults");
    let pool = db::connect(&url, 10).await.unwrap();
    let mut smtp = SmtpServer::started();

    let nginx_port = free_port();
    let web_ports = [free_port(), free_port()];
    let base = format!("http://127.0.0.1:{nginx_port}");
    let settings = |bind: u16| {
        vec![
            ("DATABASE_URL", url.clone()),
            ("BIND", format!("127.0.0.1:{bind}")),
            ("BASE_URL", base.clone()),
            ("SMTP_URL", format!("smtp://127.0.0.1:{}", smtp.port)),
            ("MAIL_FROM", "Fieldpost <fieldpost@example.org>".to_string()),
            ("TRUSTED_PROXIES", "127.0.0.1".to_string()),
            ("FIELDPOST_DATA_DIR", dir.join("data").display().to_string()),
            ("RUST_LOG", "warn".to_string()),
        ]
    };
    let mut web = web_processes(web_ports, settings, &dir);
    let _workers: Vec<Proc> = (0..2)
        .map(|i| fieldpost(&["worker"], &settings(0), &dir.join(format!("worker{i}.log"))))
        .collect();
    std::fs::write(dir.join("nginx.conf"), nginx_conf(&dir, nginx_port, web_ports)).unwrap();
    let _nginx = start_nginx(&dir);
    assert!(
        wait_ready(&base, Duration::from_secs(30)).await.is_some(),
        "the cluster did not come up"
    );

    let env = Env::new(pool.clone(), Clock::System, base.clone());
    let seeded = seed_games(&env).await;
    let cluster = Arc::new(Cluster {
        base: base.clone(),
        env,
        seen: Arc::new(Mutex::new(Seen::default())),
        outage: Arc::new(Mutex::new(false)),
    });
    let done = Arc::new(Mutex::new(false));
    let mut players = Vec::new();
    for (i, (red_name, blue, id)) in seeded.iter().enumerate() {
        let red = Client::at(&base);
        red.sign_in(red_name).await;
        let game = play_game(cluster.clone(), red, *blue, *id, i as u64 + 1, done.clone());
        players.push(tokio::spawn(game));
    }
    let prober = tokio::spawn(probe(cluster.clone(), done.clone()));

    // SIGKILL one web process while moves go through it.
    tokio::time::sleep(Duration::from_secs(2)).await;
    web[0].0.kill().unwrap();
    web[0].0.wait().unwrap();

    // Restart PostgreSQL under load, and time the way back.
    tokio::time::sleep(Duration::from_secs(4)).await;
    *cluster.outage.lock().unwrap() = true;
    pg.stop();
    tokio::time::sleep(PG_DOWN).await;
    pg = PrivatePostgres::start_with(&pg_dir, Durability::ThrowAway).unwrap();
    let recovered = wait_ready(&base, Duration::from_secs(60))
        .await
        .expect("the cluster did not recover");
    *cluster.outage.lock().unwrap() = false;

    // The mail server goes away for a minute; the queue shows the retries meanwhile.
    smtp.stop();
    tokio::time::sleep(SMTP_DOWN / 2).await;
    let troubled = db::outbox::troubled(&pool).await.unwrap().len();
    tokio::time::sleep(SMTP_DOWN / 2).await;
    smtp.start();
    let smtp_back = Instant::now();
    tokio::time::sleep(Duration::from_secs(2)).await;

    *done.lock().unwrap() = true;
    for p in players {
        p.await.unwrap();
    }
    prober.await.unwrap();

    // Every mail goes out once its retry comes due.
    let drained = Instant::now();
    loop {
        let waiting: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE state <> 'sent'")
            .fetch_one(&pool)
            .await
            .unwrap();
        if waiting == 0 {
            break;
        }
        assert!(
            drained.elapsed() < Duration::from_secs(300),
            "{waiting} mails never went out"
        );
        tokio::time::sleep(Duration::from_millis(500)).await;
    }

    let seen = std::mem::take(&mut *cluster.seen.lock().unwrap());
    // Nothing accepted is lost, and each ply holds one move.
    for ((game, ply), mv) in &seen.accepted {
        let stored: Option<String> = sqlx::query_scalar("SELECT mv FROM moves WHERE game_id = $1 AND ply = $2")
            .bind(game)
            .bind(ply)
            .fetch_optional(&pool)
            .await
            .unwrap();
        assert_eq!(stored.as_ref(), Some(mv), "game {game} ply {ply}");
    }
    // Every game's row agrees with a replay of its moves.
    for (_, _, id) in &seeded {
        let game = loaded::load(&pool, *id).await.unwrap();
        let replay = game.replay(None).unwrap();
        assert_eq!(game.row.ply as usize, game.row.moves.len(), "game {id}");
        assert_eq!(replay.game.ply() as i32, game.row.ply, "game {id}");
        assert_eq!(game.row.to_move, replay.game.to_move(), "game {id}");
        assert_eq!(
            game.row.status == GameStatus::Finished,
            replay.game.outcome().is_some(),
            "game {id}"
        );
    }
    // Every queued mail arrived exactly once.
    let sent: BTreeSet<i64> = sqlx::query_scalar::<_, i64>("SELECT id FROM outbox")
        .fetch_all(&pool)
        .await
        .unwrap()
        .into_iter()
        .collect();
    let turn_mails: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = 'your_turn'")
        .fetch_one(&pool)
        .await
        .unwrap();
    let retried: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE attempts > 1")
        .fetch_one(&pool)
        .await
        .unwrap();
    let mut arrived: BTreeMap<i64, u32> = BTreeMap::new();
    for m in smtp.received() {
        let id: i64 = m
            .message_id
            .strip_prefix("<fieldpost.")
            .and_then(|r| r.split('.').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("a Message-ID of ours: {}", m.message_id));
        *arrived.entry(id).or_default() += 1;
    }
    let duplicates: u32 = arrived.values().map(|n| n - 1).sum();
    assert_eq!(
        arrived.keys().copied().collect::<BTreeSet<_>>(),
        sent,
        "every mail, and nothing else"
    );
    assert_eq!(duplicates, 0, "no mail arrived twice");
    assert!(turn_mails > 0, "red's moves caused turn mails");
    assert!(
        troubled > 0,
        "the admin mail queue showed the failing mails during the outage"
    );
    assert!(retried > 0);
    assert_eq!(
        seen.statuses.get(&500),
        None,
        "no request failed with a 500: {:?}",
        seen.statuses
    );
    assert_eq!(seen.unavailable_without_retry_after, 0, "every 503 says when to retry");
    assert!(seen.unavailable_in_outage > 0, "the database restart was seen as 503s");
    // The workers said once that the database was away, not at every attempt.
    for i in 0..2 {
        let log = std::fs::read_to_string(dir.join(format!("worker{i}.log"))).unwrap();
        let said = log.matches("sending mail failed").count();
        assert!(said <= 2, "worker {i} logged the outage {said} times:\n{log}");
    }

    let report = serde_json::json!({
        "games": GAMES,
        "moves_accepted": seen.accepted.len(),
        "answers_by_status": seen.statuses,
        "requests_without_answer": seen.no_answer,
        "refused_503_during_database_restart": seen.unavailable_in_outage,
        "database_down_seconds": PG_DOWN.as_secs(),
        "recovery_seconds_after_database_back": recovered.as_secs_f64(),
        "smtp_down_seconds": SMTP_DOWN.as_secs(),
        "mails_delivered": arrived.len(),
        "turn_mails": turn_mails,
        "mails_retried": retried,
        "duplicate_mails": duplicates,
        "seconds_to_deliver_everything_after_smtp_back": smtp_back.elapsed().as_secs_f64(),
    });
    std::fs::write(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("target/faults.json"),
        serde_json::to_string_pretty(&report).unwrap(),
    )
    .unwrap();
    println!("{report}");
    drop(web);
    pool.close().await;
    pg.stop();
    let _ = std::fs::remove_dir_all(&dir);
}
