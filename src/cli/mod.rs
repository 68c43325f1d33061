//! The `fieldpost` command line. Each engine command answers on standard output with one JSON object, and
//! says what went wrong on standard error as well.

mod admin;
mod arena;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use serde_json::{Value, json};

use crate::rules::record::{Record, Replay, ValidRecord};
use crate::rules::{Family, Seat, Variant, View, Viewer, gravon, playout};
use crate::serve::ServeOptions;

#[derive(Debug, Parser)]
#[command(
    name = "fieldpost",
    version,
    about = "Fieldpost: play-by-mail Stratego, Maršál a špión and Espionage"
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run the web service. With no DATABASE_URL it starts a private PostgreSQL of its own.
    #[command(after_help = crate::config::ENVIRONMENT_HELP)]
    Serve {
        /// Also create the demo accounts (alice, bob) and a game in progress between them.
        #[arg(long)]
        demo: bool,
        /// Run no worker in this process (mail and clocks are left to `fieldpost worker` processes).
        #[arg(long)]
        no_worker: bool,
    },
    /// Run only the mail worker and the clock sweeper (any number may run beside the web servers).
    #[command(after_help = crate::config::ENVIRONMENT_HELP)]
    Worker,
    /// Take one message for the inbound domain on standard input (a reply to a turn mail, or a bounce), for a
    /// mail server's pipe transport or a .forward file.
    ///
    /// Exit codes follow sysexits.h: 0 taken, 65 a message that cannot be read, 67 no such address, 75 try again
    /// later (the database is away).
    #[command(after_help = crate::config::ENVIRONMENT_HELP)]
    MailIn {
        /// The envelope recipient (Postfix: ${recipient}). Default: the environment's ORIGINAL_RECIPIENT or
        /// RECIPIENT (Postfix's local delivery), LOCAL_PART@DOMAIN (Exim), then the message's X-Original-To or
        /// Delivered-To field.
        #[arg(long)]
        recipient: Option<String>,
    },
    /// Manage accounts, games and the mail queue from the command line (recorded in the audit log).
    #[command(after_help = crate::config::ENVIRONMENT_HELP)]
    Admin {
        #[command(subcommand)]
        command: admin::AdminCommand,
    },
    /// Replay a game record (docs/rules.md §12) and report the result and every battle.
    ///
    /// Exit 0 with {"ok":true,...}; exit 1 at the first illegal move; exit 2 for a malformed record.
    Replay {
        /// The record's path, or - for standard input.
        record: PathBuf,
    },
    /// Show what a seat (or a spectator) knows after a given ply of a record.
    View {
        /// The record's path, or - for standard input.
        record: PathBuf,
        /// Whose view: a seat of the game (red, blue, white, black) or spectator.
        #[arg(long = "as", value_name = "SEAT|spectator")]
        viewer: String,
        /// The number of single moves played (default: all of them, and the record's end).
        #[arg(long)]
        ply: Option<usize>,
    },
    /// Turn a game of the Gravon archive (StraDoS2 XML) into a Fieldpost record.
    ImportGravon {
        /// The XML file.
        game: PathBuf,
        /// The two-squares limit the server enforced (default: 5 for games of 2005–06, 3 from 2013 on, read
        /// from the archive's file name, such as classic-2006.1-1051.xml; 3 when the name has no year).
        #[arg(long)]
        two_squares_limit: Option<u8>,
    },
    /// Play random legal moves from random setups and print the record.
    RandomGame {
        /// A preset id: stratego, stratego-original, barrage, duel, marsal-a-spion, espionage,
        /// espionage-small, espionage-fast, espionage-open-fast, espionage-small-fast.
        #[arg(long)]
        variant: String,
        /// The seed; the same seed gives the same game.
        #[arg(long)]
        seed: u64,
        /// Stop after this many single moves if the game has not ended.
        #[arg(long, default_value_t = 2000)]
        max_plies: u32,
    },
    /// Rate the computer levels: every pair plays a round robin in one preset and each level gets a Glicko-2
    /// rating from all its games, `random` held at 500. Prints the ratings and each pair's results as JSON; the
    /// ratings the "Play the computer" form shows are this output, kept in src/bot/level_ratings.json
    /// (`scripts/rate-levels` writes it).
    RateLevels {
        /// A preset id (as for random-game).
        #[arg(long, default_value = "stratego")]
        preset: String,
        /// Games each pair plays.
        #[arg(long, default_value_t = 40)]
        games: u32,
        #[command(flatten)]
        thinking: Thinking,
    },
    /// Play computer players against each other and print one JSON line: games, wins of each, draws, how the games
    /// ended (and whose army, if any, was left without a movable piece), and the milliseconds of one core a move
    /// took (median and most). The players swap seats every game.
    Arena {
        /// A preset id (as for random-game).
        #[arg(long)]
        preset: String,
        /// The first player's level: random, easy, medium, hard, expert, or hard-v1 (today's hard, kept to
        /// measure later players against); it takes the first seat in even games.
        #[arg(long)]
        first: String,
        /// The second player's level.
        #[arg(long)]
        second: String,
        /// Processor milliseconds each move of the second player may take, when it is to differ from
        /// --move-ms: what more time buys, as a game that asks the computer to think longer gives it.
        #[arg(long)]
        second_move_ms: Option<u64>,
        #[arg(long, default_value_t = 200)]
        games: u32,
        #[command(flatten)]
        thinking: Thinking,
        /// Also write each game's record into this directory (0000.json, 0001.json, …; the first player has the
        /// first seat in the even ones), to be replayed or read with `fieldpost replay` and `fieldpost view`.
        #[arg(long, value_name = "DIR")]
        records: Option<PathBuf>,
    },
}

/// How computer players against each other think, for `arena` and `rate-levels`.
#[derive(Debug, clap::Args)]
struct Thinking {
    /// The seed; the same seed gives the same games (without --move-ms).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Positions a searching player (hard, expert) may look at for one move.
    #[arg(long, default_value_t = crate::bot::Budget::DEFAULT_NODES)]
    nodes: u64,
    /// Processor milliseconds each move may take, the same for both players (hard stops earlier, at its node
    /// count). Without it the node count alone decides and a seed gives the same games anywhere.
    #[arg(long)]
    move_ms: Option<u64>,
    /// Games played at once (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
}

impl Thinking {
    /// A match of `games` games of `variant` between `players`, thinking so.
    fn a_match(&self, variant: Variant, players: [crate::bot::Level; 2], games: u32) -> arena::Match {
        arena::Match {
            variant,
            players,
            games,
            seed: self.seed,
            nodes: self.nodes,
            move_ms: [self.move_ms; 2],
            threads: self
                .threads
                .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
            keep_records: false,
        }
    }
}

/// A command's answer: the JSON printed on standard output and the exit code.
struct Answer {
    json: Value,
    code: u8,
}

impl Answer {
    fn ok(json: Value) -> Answer {
        Answer { json, code: 0 }
    }

    fn malformed(error: impl std::fmt::Display) -> Answer {
        Answer {
            json: json!({"ok": false, "error": error.to_string()}),
            code: 2,
        }
    }
}

impl Cli {
    pub fn run(self) -> ExitCode {
        let answer = match self.command {
            Command::Serve { demo, no_worker } => {
                return serve(Some(ServeOptions {
                    demo,
                    worker: !no_worker,
                }));
            }
            Command::Worker => return serve(None),
            Command::Admin { command } => return admin(command),
            Command::MailIn { recipient } => return mail_in(recipient),
            Command::Replay { record } => replay(&record),
            Command::View { record, viewer, ply } => view(&record, &viewer, ply),
            Command::ImportGravon {
                game,
                two_squares_limit,
            } => import_gravon(&game, two_squares_limit),
            Command::RandomGame {
                variant,
                seed,
                max_plies,
            } => random_game(&variant, seed, max_plies),
            Command::RateLevels {
                preset,
                games,
                thinking,
            } => match Variant::parse(&preset) {
                None => Answer::malformed(format!("unknown preset '{preset}'")),
                Some(variant) => Answer::ok(arena::rate_levels(&thinking.a_match(
                    variant,
                    [crate::bot::Level::Random; 2],
                    games,
                ))),
            },
            Command::Arena {
                preset,
                first,
                second,
                second_move_ms,
                games,
                thinking,
                records,
            } => arena::from_command_line(
                &preset,
                [&first, &second],
                games,
                &thinking,
                second_move_ms,
                records.as_deref(),
            ),
        };
        if let Some(error) = answer.json.get("error").and_then(Value::as_str) {
            eprintln!("fieldpost: {error}");
        }
        println!("{}", answer.json);
        ExitCode::from(answer.code)
    }
}

/// Log lines on standard error: text (coloured only on a terminal), or one JSON object a line.
fn start_logging(json: bool) {
    use std::io::IsTerminal;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info,sqlx=warn".into());
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    if json {
        logs.json().init();
    } else {
        logs.with_ansi(std::io::stderr().is_terminal()).init();
    }
}

/// `Some(options)` serves the web (and, unless told not to, runs a worker); `None` runs a worker alone.
fn serve(options: Option<ServeOptions>) -> ExitCode {
    let settings = match crate::config::Settings::from_env() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("fieldpost: {e:#}");
            return ExitCode::from(2);
        }
    };
    start_logging(settings.json_logs);
    let run = async {
        match options {
            Some(options) => crate::serve::serve(settings, options).await,
            None => crate::serve::work(settings).await,
        }
    };
    match actix_web::rt::System::new().block_on(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("fieldpost: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn admin(command: admin::AdminCommand) -> ExitCode {
    let settings = match crate::config::Settings::from_env() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("fieldpost admin: {e:#}");
            return ExitCode::from(2);
        }
    };
    let job = crate::serve::with_env(settings, |env| async move {
        let said = admin::run(env, command).await?;
        println!("{said}");
        Ok(())
    });
    match actix_web::rt::System::new().block_on(job) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("fieldpost admin: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// sysexits.h: the message cannot be read, no such address, try again later.
const EX_DATAERR: u8 = 65;
const EX_NOUSER: u8 = 67;
const EX_TEMPFAIL: u8 = 75;

fn mail_in(recipient: Option<String>) -> ExitCode {
    use std::io::Read;
    let settings = match crate::config::Settings::from_env() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("fieldpost mail-in: {e:#}");
            return ExitCode::from(EX_TEMPFAIL);
        }
    };
    let limit = settings.inbound_max_bytes;
    let mut raw = Vec::new();
    if let Err(e) = std::io::stdin().take(limit as u64 + 1).read_to_end(&mut raw) {
        eprintln!("fieldpost mail-in: reading the message: {e}");
        return ExitCode::from(EX_TEMPFAIL);
    }
    if raw.len() > limit {
        eprintln!("fieldpost mail-in: the message is larger than INBOUND_MAX_KB allows");
        return ExitCode::from(EX_DATAERR);
    }
    let Some(recipient) = recipient.or_else(|| envelope_recipient(&raw)) else {
        eprintln!("fieldpost mail-in: no recipient: give --recipient");
        return ExitCode::from(EX_NOUSER);
    };
    let code = std::sync::Arc::new(std::sync::Mutex::new(EX_TEMPFAIL));
    let said = code.clone();
    let job = crate::serve::with_env(settings, |env| async move {
        use crate::app::mail::mail_in::{Delivered, NotTaken, deliver};
        let (exit, words) = match deliver(&env, &recipient, &raw).await {
            Ok(Delivered::Taken) => (0, "taken".to_string()),
            Ok(Delivered::UnknownAddress) => (EX_NOUSER, format!("no such address: {recipient}")),
            Err(e @ NotTaken::Unreadable(_)) => (EX_DATAERR, e.to_string()),
            Err(e @ NotTaken::TryLater(_)) => (EX_TEMPFAIL, e.to_string()),
        };
        eprintln!("fieldpost mail-in: {words}");
        *said.lock().expect("never poisoned") = exit;
        Ok(())
    });
    if let Err(e) = actix_web::rt::System::new().block_on(job) {
        eprintln!("fieldpost mail-in: try again later: {e:#}");
        return ExitCode::from(EX_TEMPFAIL);
    }
    let exit = *code.lock().expect("never poisoned");
    ExitCode::from(exit)
}

/// The envelope recipient as a mail server's delivery tells it when no --recipient is given.
fn envelope_recipient(raw: &[u8]) -> Option<String> {
    let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
    var("ORIGINAL_RECIPIENT")
        .or_else(|| var("RECIPIENT"))
        .or_else(|| Some(format!("{}@{}", var("LOCAL_PART")?, var("DOMAIN")?)))
        .or_else(|| {
            let message = mail_parser::MessageParser::default().parse_headers(raw)?;
            ["X-Original-To", "Delivered-To"]
                .iter()
                .find_map(|h| message.header_raw(*h).map(|v| v.trim().to_string()))
        })
}

fn read_input(path: &Path) -> Result<String, String> {
    if path == Path::new("-") {
        std::io::read_to_string(std::io::stdin()).map_err(|e| format!("cannot read standard input: {e}"))
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    }
}

fn load(path: &Path) -> Result<ValidRecord, Answer> {
    let text = read_input(path).map_err(Answer::malformed)?;
    let record = Record::from_json(&text).map_err(Answer::malformed)?;
    record.validate().map_err(Answer::malformed)
}

fn play_through(record: &ValidRecord, upto: Option<usize>) -> Result<Replay, Answer> {
    record.replay(upto).map_err(|e| Answer {
        json: json!({"ok": false, "ply": e.ply, "move": e.mv, "error": e.error.to_string()}),
        code: 1,
    })
}

fn replay(path: &Path) -> Answer {
    let run = || -> Result<Answer, Answer> {
        let record = load(path)?;
        let replay = play_through(&record, None)?;
        Ok(Answer::ok(replay_summary(&replay)))
    };
    run().unwrap_or_else(|a| a)
}

/// The replay answer of the command line (issue 2).
pub fn replay_summary(replay: &Replay) -> Value {
    let game = &replay.game;
    let family = game.family();
    let outcome = game.outcome();
    let battles: Vec<Value> = replay
        .battles()
        .map(|(ply, b)| {
            json!({
                "ply": ply,
                "attacker": b.attacker.code().to_string(),
                "defender": b.defender.code().to_string(),
                "outcome": b.removed.as_str(),
            })
        })
        .collect();
    json!({
        "ok": true,
        "plies": game.ply(),
        "status": if outcome.is_some() { "finished" } else { "ongoing" },
        "winner": outcome.and_then(|o| o.winner).map(|s| s.name(family)),
        "reason": outcome.map(|o| o.reason.as_str()),
        "to_move": game.to_move().map(|s| s.name(family)),
        "battles": battles,
    })
}

fn view(path: &Path, viewer: &str, ply: Option<usize>) -> Answer {
    let run = || -> Result<Answer, Answer> {
        let record = load(path)?;
        let family = record.variant.family();
        let viewer = parse_viewer(family, viewer).map_err(Answer::malformed)?;
        if let Some(k) = ply.filter(|&k| k > record.moves.len()) {
            return Err(Answer::malformed(format!(
                "--ply {k} is past the end: the record has {} moves",
                record.moves.len()
            )));
        }
        let replay = play_through(&record, ply)?;
        Ok(Answer::ok(view_json(&replay.game.view_for(viewer))))
    };
    run().unwrap_or_else(|a| a)
}

fn parse_viewer(family: Family, text: &str) -> Result<Viewer, String> {
    if text == "spectator" {
        return Ok(Viewer::Spectator);
    }
    Seat::parse(family, text).map(Viewer::Player).ok_or_else(|| {
        format!(
            "--as {text}: give {}, {} or spectator",
            Seat::First.name(family),
            Seat::Second.name(family)
        )
    })
}

/// The view answer of the command line (issue 2): `code` is null exactly where the viewer may not know it.
pub fn view_json(view: &View) -> Value {
    let family = view.variant().family();
    let pieces: serde_json::Map<String, Value> = view
        .pieces()
        .iter()
        .map(|p| {
            (
                p.square().to_string(),
                json!({
                    "owner": p.owner().name(family),
                    "code": p.identity().map(|k| k.code().to_string()),
                    "moved": p.moved(),
                    "revealed": p.revealed(),
                }),
            )
        })
        .collect();
    json!({
        "seat": match view.viewer() {
            Viewer::Player(s) => s.name(family),
            Viewer::Spectator => "spectator",
        },
        "ply": view.ply(),
        "to_move": view.to_move().map(|s| s.name(family)),
        "status": if view.outcome().is_some() { "finished" } else { "ongoing" },
        "terrain": view.terrain().iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        "pieces": pieces,
    })
}

fn import_gravon(path: &Path, limit: Option<u8>) -> Answer {
    let xml = match read_input(path) {
        Ok(xml) => xml,
        Err(e) => return Answer::malformed(e),
    };
    let limit = limit.unwrap_or_else(|| year_in_name(path).map_or(3, gravon::two_squares_limit_for_year));
    match gravon::import(&xml, limit) {
        Ok(record) => Answer::ok(serde_json::to_value(&record).expect("a record serialises")),
        Err(e) => Answer::malformed(e),
    }
}

/// The year in an archive file name such as `classic-2006.1-1051.xml`.
fn year_in_name(path: &Path) -> Option<u32> {
    let name = path.file_name()?.to_str()?;
    let (_, rest) = name.split_once('-')?;
    rest.get(..4)?.parse().ok()
}

fn random_game(variant: &str, seed: u64, max_plies: u32) -> Answer {
    let Some(variant) = Variant::parse(variant) else {
        return Answer::malformed(format!("unknown variant '{variant}'"));
    };
    let (record, _) = playout::random_game(variant, seed, max_plies);
    Answer::ok(serde_json::to_value(&record).expect("a record serialises"))
}
