//! Capacity in players: the service under an open-loop load on the seeded million-account database. Requests
//! arrive at a fixed rate whatever the answers do (a closed loop would slow its own arrivals as the service
//! slows, and hide the queueing), in the mix an activity model gives (`MODEL`, explained in BENCHMARKS.md), and
//! each is timed from the moment it was due to arrive. The rate rises step by step; each step reports p50, p99
//! and errors per kind, and the machine's processor use. The capacity is the highest rate at which every kind
//! stays within its bound with no error, given as daily active players by the model. The chart of p99 against
//! the rate is written as SVG (`--chart`, default `target/capacity.svg`).
//!
//! `cargo bench --bench capacity` (PostgreSQL as the load bench: its private server, and the seeded database it
//! keeps). Options after `--`: `--rates 100,200,…` (events a second, one step each), `--seconds S` (20 a step),
//! `--games N` (100: 200 players), `--chart PATH`, and the seeding's `--users`, `--playing`, `--finished`.

#[path = "common/load_players.rs"]
mod load_players;
#[path = "common/seeded.rs"]
mod seeded;
#[path = "common/service.rs"]
mod service;
// Shared by the benches, each using a part.
#[allow(dead_code)]
#[path = "common/smtp_sink.rs"]
mod smtp_sink;
#[allow(dead_code)]
#[path = "common/support.rs"]
mod support;

use std::fmt::Write as _;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use fieldpost::app::Env;
use fieldpost::bot::{self, Budget, Level};
use fieldpost::db::UserId;
use fieldpost::db::outbox::{self, MailAbout, MailKind, NewMail};
use fieldpost::rules::rng::SeededRng;
use fieldpost::rules::{Game, SeatView};
use load_players::{Player, players};
use reqwest::StatusCode;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    GamePage,
    MyGames,
    Lobby,
    Tournaments,
    Move,
    ApiPoll,
    TurnMail,
    ComputerMove,
}

/// What one daily active player causes in a day, by kind, and the bound each kind's p99 must keep. Pages and
/// moves are waited for by a person (100 ms); a turn mail is waited for by nobody at the moment, but should be
/// in the mail server within seconds; a computer's move runs in the worker, which gives it a second.
const MODEL: [(Kind, &str, f64, f64); 8] = [
    (Kind::GamePage, "game page", 15.0, 100.0),
    (Kind::MyGames, "`My games`", 6.0, 100.0),
    (Kind::Lobby, "lobby", 1.0, 100.0),
    (Kind::Tournaments, "tournaments", 1.0, 100.0),
    (Kind::Move, "move", 4.0, 100.0),
    (Kind::ApiPoll, "API poll of a bot", 2.0, 100.0),
    (Kind::TurnMail, "turn mail, queued to sent", 4.0, 5_000.0),
    (Kind::ComputerMove, "computer move (`hard`)", 0.5, 1_000.0),
];

/// The busiest hour's rate against the day's average: players are mostly in one continent's evenings.
const PEAK: f64 = 2.0;

fn events_per_player_day() -> f64 {
    MODEL.iter().map(|m| m.2).sum()
}

/// Daily active players whose busiest hour arrives at `rate` events a second.
fn players_at(rate: f64) -> f64 {
    rate * 86_400.0 / (events_per_player_day() * PEAK)
}

/// A game the bench plays on, one move at a time.
struct Table {
    players: [Player; 2],
    engine: Game,
    rng: SeededRng,
}

struct World {
    base: String,
    http: reqwest::Client,
    env: Env,
    players: Vec<Player>,
    tokens: Vec<String>,
    users: Vec<UserId>,
    tables: Vec<Mutex<Option<Table>>>,
    computer: SeatView,
}

/// One event of `kind`, the `n`th of the step. `Err` says what went wrong.
async fn fire(world: &World, kind: Kind, n: usize) -> Result<(), String> {
    let p = &world.players[n % world.players.len()];
    let get = |path: String| {
        world
            .http
            .get(format!("{}{path}", world.base))
            .header("cookie", &p.cookie)
            .header("x-forwarded-for", &p.address)
    };
    let expect = |res: reqwest::Response, status: StatusCode| async move {
        let got = res.status();
        res.bytes().await.map_err(|e| e.to_string())?;
        if got == status { Ok(()) } else { Err(format!("{got}")) }
    };
    match kind {
        Kind::GamePage => expect(send(get(format!("/games/{}", p.game))).await?, StatusCode::OK).await,
        Kind::MyGames => expect(send(get("/games".into())).await?, StatusCode::OK).await,
        Kind::Lobby => expect(send(get("/lobby".into())).await?, StatusCode::OK).await,
        Kind::Tournaments => expect(send(get("/tournaments".into())).await?, StatusCode::OK).await,
        Kind::ApiPoll => {
            let token = &world.tokens[n % world.tokens.len()];
            let req = world
                .http
                .get(format!("{}/api/v1/games?my_turn=true", world.base))
                .bearer_auth(token);
            expect(send(req).await?, StatusCode::OK).await
        }
        Kind::Move => play_a_move(world, n).await,
        Kind::TurnMail => {
            let env = &world.env;
            let now = env.clock.now();
            let mail = NewMail {
                about: MailAbout::Notice {
                    kind: MailKind::PasswordChanged,
                    at: now + chrono::Duration::nanoseconds(n as i64),
                },
                user: world.users[n % world.users.len()],
                to: "player@example.org".to_string(),
                subject: "It is your move".to_string(),
                text: "Your opponent moved. It is your move.\n".repeat(20),
                html: "<p>Your opponent moved. It is your move.</p>\n".repeat(20),
                unsubscribe_url: None,
                reply_to: None,
            };
            outbox::enqueue(&env.pool, &mail, now)
                .await
                .map(|_| ())
                .map_err(|e| e.to_string())
        }
        Kind::ComputerMove => {
            let view = world.computer.clone();
            tokio::task::spawn_blocking(move || {
                let budget = Budget {
                    nodes: Budget::DEFAULT_NODES,
                    clock: None,
                };
                bot::choose_move(&view, Level::Hard, n as u64, &budget)
            })
            .await
            .map_err(|e| e.to_string())?
            .map(|_| ())
            .ok_or_else(|| "no move".to_string())
        }
    }
}

async fn send(req: reqwest::RequestBuilder) -> Result<reqwest::Response, String> {
    req.timeout(Duration::from_secs(10))
        .send()
        .await
        .map_err(|e| e.to_string())
}

/// A move in the next game free to take one (a game takes one move at a time, as its players do).
async fn play_a_move(world: &World, n: usize) -> Result<(), String> {
    for i in 0..world.tables.len() {
        let slot = &world.tables[(n + i) % world.tables.len()];
        let Some(mut table) = slot.lock().unwrap().take() else {
            continue;
        };
        let result = move_in(world, &mut table).await;
        *slot.lock().unwrap() = Some(table);
        return result;
    }
    Err("every game was busy".to_string())
}

async fn move_in(world: &World, table: &mut Table) -> Result<(), String> {
    let Some(seat) = table.engine.to_move() else {
        return Ok(());
    };
    let legal = table.engine.legal_moves();
    let mv = legal[table.rng.below(legal.len())];
    let p = &table.players[seat.index()];
    let (from, to, ply) = (mv.from.to_string(), mv.to.to_string(), table.engine.ply().to_string());
    let form = [("csrf", p.csrf.as_str()), ("from", &from), ("to", &to), ("ply", &ply)];
    let req = world
        .http
        .post(format!("{}/games/{}/moves", world.base, p.game))
        .header("cookie", &p.cookie)
        .header("x-forwarded-for", &p.address)
        .header("origin", &world.base)
        .form(&form);
    let res = send(req).await?;
    let got = res.status();
    res.bytes().await.map_err(|e| e.to_string())?;
    if got != StatusCode::SEE_OTHER {
        return Err(format!("move: {got}"));
    }
    table.engine.play(mv).map_err(|e| e.to_string())?;
    Ok(())
}

/// What one step measured of one kind.
#[derive(Default, Clone)]
struct Seen {
    latencies: Vec<f64>,
    errors: usize,
    first_error: Option<String>,
}

impl Seen {
    fn percentile(&self, p: f64) -> f64 {
        if self.latencies.is_empty() {
            return 0.0;
        }
        let mut sorted = self.latencies.clone();
        sorted.sort_by(f64::total_cmp);
        sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
    }
}

struct Step {
    rate: f64,
    achieved: f64,
    busy: f64,
    seen: Vec<Seen>,
}

impl Step {
    fn holds(&self) -> bool {
        MODEL
            .iter()
            .zip(&self.seen)
            .all(|(m, s)| s.errors == 0 && s.percentile(0.99) < m.3)
    }
}

/// The machine's processor time so far: (busy, all), in the kernel's ticks.
fn cpu_ticks() -> (u64, u64) {
    let stat = std::fs::read_to_string("/proc/stat").unwrap();
    let fields: Vec<u64> = stat
        .lines()
        .next()
        .unwrap()
        .split_whitespace()
        .skip(1)
        .map(|f| f.parse().unwrap())
        .collect();
    let idle = fields[3] + fields[4];
    let all: u64 = fields.iter().take(8).sum();
    (all - idle, all)
}

/// Events at `rate` a second for `seconds`, each kind as often as the model says, spread evenly.
async fn step(world: &Arc<World>, rate: f64, seconds: Duration) -> Step {
    let total: f64 = events_per_player_day();
    let count = (rate * seconds.as_secs_f64()) as usize;
    let mut rng = SeededRng::new(rate as u64);
    let seen: Arc<Mutex<Vec<Seen>>> = Arc::new(Mutex::new(vec![Seen::default(); MODEL.len()]));
    let cpu_before = cpu_ticks();
    let mail_from = world.env.clock.now();
    let start = Instant::now();
    let mut running = Vec::with_capacity(count);
    for n in 0..count {
        let due = start + Duration::from_secs_f64(n as f64 / rate);
        tokio::time::sleep_until(due.into()).await;
        let mut pick = rng.below(1_000_000) as f64 / 1_000_000.0 * total;
        let k = MODEL.iter().position(|m| {
            pick -= m.2;
            pick < 0.0
        });
        let k = k.unwrap_or(MODEL.len() - 1);
        let (world, seen) = (world.clone(), seen.clone());
        running.push(tokio::spawn(async move {
            let result = fire(&world, MODEL[k].0, n).await;
            let ms = due.elapsed().as_secs_f64() * 1000.0;
            let mut seen = seen.lock().unwrap();
            match result {
                Ok(()) if MODEL[k].0 != Kind::TurnMail => seen[k].latencies.push(ms),
                Ok(()) => {}
                Err(e) => {
                    seen[k].errors += 1;
                    seen[k].first_error.get_or_insert(e);
                }
            }
        }));
    }
    for r in running {
        r.await.unwrap();
    }
    let elapsed = start.elapsed();
    let cpu_after = cpu_ticks();
    // The mails of the step: queued to sent, once the worker is through them (or ten seconds more).
    let mail = MODEL.iter().position(|m| m.0 == Kind::TurnMail).unwrap();
    let give_up = Instant::now() + Duration::from_secs(10);
    loop {
        let unsent: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE created_at >= $1 AND state <> 'sent'")
            .bind(mail_from)
            .fetch_one(&world.env.pool)
            .await
            .unwrap();
        if unsent == 0 || Instant::now() > give_up {
            let waits: Vec<f64> = sqlx::query_scalar(
                "SELECT (extract(epoch FROM sent_at - created_at) * 1000)::float8 FROM outbox
                 WHERE created_at >= $1 AND state = 'sent'",
            )
            .bind(mail_from)
            .fetch_all(&world.env.pool)
            .await
            .unwrap();
            let mut seen = seen.lock().unwrap();
            seen[mail].latencies = waits;
            seen[mail].errors += unsent as usize;
            if unsent > 0 {
                seen[mail]
                    .first_error
                    .get_or_insert(format!("{unsent} not sent in time"));
            }
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let seen = seen.lock().unwrap().clone();
    Step {
        rate,
        achieved: count as f64 / elapsed.as_secs_f64(),
        busy: (cpu_after.0 - cpu_before.0) as f64 / (cpu_after.1 - cpu_before.1).max(1) as f64,
        seen,
    }
}

fn main() {
    support::measure(run);
}

/// The rates to step through: `--rates a,b,…`, else from 100 to 1,600 events a second.
fn rates() -> Vec<f64> {
    support::arg_text("--rates", "100,200,400,600,800,1000,1200,1600")
        .split(',')
        .map(|r| r.trim().parse().unwrap())
        .collect()
}

async fn run() {
    let seconds = Duration::from_secs(support::arg("--seconds", 20));
    let games = support::arg("--games", 100) as usize;
    let admin = support::admin_url();
    let admin_pool = sqlx::PgPool::connect(&admin).await.unwrap();
    support::describe_server(&admin_pool).await;
    let url = seeded::database(&admin).await;
    let connections = fieldpost::config::default_database_connections();
    let (base, env, handle) = service::start(&url, connections).await;
    let pool = env.pool.clone();

    let tag = seeded::run_tag();
    println!("making {games} Stratego games in play ({} players)…", games * 2);
    let players = players(&base, games, &tag, 0).await;
    let mut users = Vec::new();
    let mut tokens = Vec::new();
    for n in 0..players.len() {
        let id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
            .bind(format!("{tag}{n}"))
            .fetch_one(&pool)
            .await
            .unwrap();
        users.push(UserId(id));
        tokens.push(
            fieldpost::app::account::api_tokens::create(&env, UserId(id), "load bench password", "bench", false)
                .await
                .unwrap(),
        );
    }
    let mut tables = Vec::new();
    for (g, pair) in players.chunks(2).enumerate() {
        let game = fieldpost::app::game::loaded::load(&pool, pair[0].game).await.unwrap();
        tables.push(Mutex::new(Some(Table {
            players: [pair[0].clone(), pair[1].clone()],
            engine: game.replay(None).unwrap().game,
            rng: SeededRng::new(g as u64 + 1),
        })));
    }
    // The computer thinks over a Stratego position 60 plies in.
    let computer = {
        let record = (0..)
            .map(|seed| fieldpost::rules::playout::random_game(fieldpost::rules::Variant::Stratego, seed, 60).0)
            .find(|r| r.moves.len() == 60)
            .unwrap()
            .validate()
            .unwrap();
        let replay = record.replay(None).unwrap();
        let seat = replay.game.to_move().unwrap();
        SeatView::new(
            [&record.setups[0], &record.setups[1]],
            &replay.game,
            &replay.reports,
            seat,
        )
    };
    let world = Arc::new(World {
        base,
        http: reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap(),
        env: env.clone(),
        players,
        tokens,
        users,
        tables,
        computer,
    });
    // The mail worker, as `fieldpost worker` runs it, into a mail server that discards what it takes.
    let sink = smtp_sink::SmtpSink::start();
    let transport = fieldpost::mail::Transport::from_settings(
        Some(&format!("smtp://127.0.0.1:{}", sink.port)),
        None,
        fieldpost::mail::transport::DEFAULT_CONNECTIONS,
        std::env::temp_dir(),
    )
    .unwrap();
    let (stop_tx, stop) = tokio::sync::watch::channel(false);
    let worker = {
        let env = env.clone();
        let from: lettre::message::Mailbox = "Fieldpost <fieldpost@example.org>".parse().unwrap();
        tokio::spawn(async move {
            while !*stop.borrow() {
                fieldpost::jobs::mail_delivery::drain_until(&env, &transport, &from, &stop)
                    .await
                    .unwrap();
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
    };

    println!(
        "\nThe model: {:.1} events per daily active player, the busiest hour at {PEAK}× the day's average.",
        events_per_player_day()
    );
    let mut steps = Vec::new();
    for rate in rates() {
        let s = step(&world, rate, seconds).await;
        print_step(&s);
        let over = !s.holds();
        steps.push(s);
        if over && steps.iter().filter(|s| !s.holds()).count() >= 2 {
            break;
        }
    }
    stop_tx.send(true).unwrap();
    worker.await.unwrap();
    handle.stop(true).await;
    pool.close().await;

    let capacity = steps.iter().take_while(|s| s.holds()).last().map(|s| s.rate);
    println!();
    match capacity {
        Some(rate) => println!(
            "Capacity: {rate:.0} events a second with every kind within its bound: {:.0} daily active players.",
            players_at(rate)
        ),
        None => println!("Capacity: not even the first step held."),
    }
    let path = support::arg_text("--chart", "target/capacity.svg");
    std::fs::write(&path, chart(&steps)).unwrap();
    println!("chart: {path}");
}

fn print_step(s: &Step) {
    println!(
        "\n### {:.0} events/s ({:.0} daily active players): sent at {:.0}/s, processors {:.0}% busy{}",
        s.rate,
        players_at(s.rate),
        s.achieved,
        s.busy * 100.0,
        if s.holds() { "" } else { " — over a bound" }
    );
    println!("\n| kind | events | p50 | p99 | bound | errors |");
    println!("| --- | --- | --- | --- | --- | --- |");
    for (m, seen) in MODEL.iter().zip(&s.seen) {
        println!(
            "| {} | {} | {:.1} ms | {:.1} ms | {:.0} ms | {}{} |",
            m.1,
            seen.latencies.len() + seen.errors,
            seen.percentile(0.5),
            seen.percentile(0.99),
            m.3,
            seen.errors,
            seen.first_error
                .as_deref()
                .map(|e| format!(" ({e})"))
                .unwrap_or_default()
        );
    }
}

/// p99 of each kind against the offered rate, on a log scale of milliseconds, with each bound dashed.
fn chart(steps: &[Step]) -> String {
    let (w, h, left, bottom) = (720.0, 400.0, 60.0, 40.0);
    let max_rate = steps.iter().map(|s| s.rate).fold(1.0, f64::max);
    let x = |rate: f64| left + (w - left - 180.0) * rate / max_rate;
    let (lo, hi) = (1.0f64.log10(), 10_000.0f64.log10());
    let y = |ms: f64| (h - bottom) - (h - bottom - 10.0) * (ms.max(1.0).log10() - lo) / (hi - lo);
    let colours = [
        "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
    ];
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" \
         font-size=\"11\"><rect width=\"100%\" height=\"100%\" fill=\"white\"/>"
    );
    for ms in [1.0, 10.0, 100.0, 1000.0, 10_000.0] {
        let _ = write!(
            svg,
            "<line x1=\"{left}\" x2=\"{right:.1}\" y1=\"{at:.1}\" y2=\"{at:.1}\" stroke=\"#ddd\"/>\
             <text x=\"{label_x}\" y=\"{label_y:.1}\" text-anchor=\"end\">{ms} ms</text>",
            right = x(max_rate),
            at = y(ms),
            label_x = left - 4.0,
            label_y = y(ms) + 4.0
        );
    }
    for s in steps {
        let _ = write!(
            svg,
            "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{:.0}</text>",
            x(s.rate),
            h - bottom + 14.0,
            s.rate
        );
    }
    let _ = write!(
        svg,
        "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">events a second (p99 of each kind)</text>",
        x(max_rate / 2.0),
        h - 6.0
    );
    for (k, m) in MODEL.iter().enumerate() {
        let colour = colours[k % colours.len()];
        let points: Vec<String> = steps
            .iter()
            .map(|s| format!("{:.1},{:.1}", x(s.rate), y(s.seen[k].percentile(0.99))))
            .collect();
        let _ = write!(
            svg,
            "<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" points=\"{points}\"/>\
             <line x1=\"{left}\" x2=\"{right:.1}\" y1=\"{bound:.1}\" y2=\"{bound:.1}\" stroke=\"{colour}\" \
             stroke-dasharray=\"4 4\" stroke-opacity=\"0.5\"/>\
             <text x=\"{label_x:.1}\" y=\"{label_y:.1}\" fill=\"{colour}\">{label}</text>",
            points = points.join(" "),
            right = x(max_rate),
            bound = y(m.3),
            label_x = x(max_rate) + 8.0,
            label_y = 20.0 + 14.0 * k as f64,
            label = m.1.replace('`', "")
        );
    }
    svg.push_str("</svg>\n");
    svg
}
