//! Moves by mail, with the real parts: turn mails read from aiosmtpd, replies written as common mail programs
//! write them, handed to the LMTP listener by Python's `smtplib.LMTP` and to `fieldpost mail-in` on its standard
//! input; refusals that change nothing, a message delivered twice, the database away during delivery, and
//! bounces.

use std::io::Write;
use std::process::{Command, Stdio};

use fieldpost::db::{GameId, UserId};
use fieldpost::rules::view::Viewer;
use fieldpost::rules::{Game, Move, Numbering, Seat};
use rand::{Rng, SeedableRng};
use reqwest::StatusCode;
use tokio::sync::watch;

use crate::helpers::{
    AUTHSERV_ID, Client, INBOUND_DOMAIN, TestApp, challenge, engine, moves_that_go_on, post_move, snapshot, spawn_app,
    spawn_app_taking_mail, started, user_id, username_of,
};
use crate::mail::{deliver, email_of};
use crate::mail_board::{assert_board_is_view, unanswered};
use crate::smtp::{Received, SmtpServer};

/// The LMTP listener of the test's application, on a port of its own.
struct Lmtp {
    port: u16,
    _stop: watch::Sender<bool>,
}

impl Lmtp {
    async fn start(app: &TestApp) -> Lmtp {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let (stop, stopped) = watch::channel(false);
        tokio::spawn(fieldpost::jobs::lmtp::serve(
            listener,
            app.env.clone(),
            1 << 20,
            stopped,
        ));
        Lmtp { port, _stop: stop }
    }

    /// Hands `raw` to the listener as a mail server would, with Python's `smtplib.LMTP`; returns the reply code
    /// for the one recipient.
    async fn send(&self, from: &str, to: &str, raw: &[u8]) -> u16 {
        const SCRIPT: &str = r#"
import smtplib, sys
port, sender, rcpt = int(sys.argv[1]), sys.argv[2], sys.argv[3]
data = sys.stdin.buffer.read()
lmtp = smtplib.LMTP('127.0.0.1', port)
try:
    lmtp.sendmail(sender, [rcpt], data)
    print(250)
except smtplib.SMTPDataError as e:
    print(e.smtp_code)
except smtplib.SMTPSenderRefused as e:
    print(e.smtp_code)
except smtplib.SMTPRecipientsRefused as e:
    print(list(e.recipients.values())[0][0])
lmtp.quit()
"#;
        let args = vec![
            "-c".to_string(),
            SCRIPT.to_string(),
            self.port.to_string(),
            from.to_string(),
            to.to_string(),
        ];
        let out = run_with_input("/usr/bin/python3", args, vec![], raw.to_vec()).await;
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).trim().parse().unwrap()
    }
}

/// Runs a program with `input` on its standard input, off the test's runtime (the listener answers on it).
async fn run_with_input(
    program: &str,
    args: Vec<String>,
    envs: Vec<(&'static str, String)>,
    input: Vec<u8>,
) -> std::process::Output {
    let program = program.to_string();
    tokio::task::spawn_blocking(move || {
        let mut child = Command::new(program)
            .args(args)
            .envs(envs)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // A process that stops reading early (a message too large) closes the pipe: not the test's failure.
        let _ = child.stdin.take().unwrap().write_all(&input);
        child.wait_with_output().unwrap()
    })
    .await
    .unwrap()
}

/// `fieldpost mail-in` taking `raw` for `to`, as a mail server's pipe transport runs it; its exit code.
async fn mail_in(app: &TestApp, to: &str, raw: &[u8]) -> i32 {
    let envs = vec![
        ("DATABASE_URL", app.database_url.clone()),
        ("DATABASE_CONNECTIONS", "4".to_string()),
        ("INBOUND_DOMAIN", INBOUND_DOMAIN.to_string()),
        ("INBOUND_AUTHSERV_ID", AUTHSERV_ID.to_string()),
        ("RUST_LOG", "warn".to_string()),
    ];
    let args = vec!["mail-in".to_string(), "--recipient".to_string(), to.to_string()];
    let out = run_with_input(env!("CARGO_BIN_EXE_fieldpost"), args, envs, raw.to_vec()).await;
    out.status.code().unwrap()
}

/// The two entrances, taken in turn by a game: their answers, as a mail server reads them.
#[derive(Clone, Copy, Debug)]
enum Entrance {
    Lmtp,
    MailIn,
}

/// Hands `raw`, a reply to `mail` from `from`, to its reply address through `entrance`.
async fn hand_in(app: &TestApp, lmtp: &Lmtp, entrance: Entrance, from: &str, mail: &Received, raw: &[u8]) {
    let to = mail.reply_to.as_deref().expect("the mail has a reply address");
    match entrance {
        Entrance::Lmtp => assert_eq!(lmtp.send(from, to, raw).await, 250, "LMTP took the reply"),
        Entrance::MailIn => assert_eq!(mail_in(app, to, raw).await, 0, "mail-in took the reply"),
    }
}

/// How the reply is written, as common mail programs write one.
#[derive(Clone, Copy, Debug)]
enum Style {
    /// Text and HTML, quoted-printable, a signature, the original quoted under "On … wrote:" (wrapped).
    Gmail,
    /// Plain text in base64, the original unquoted under Outlook's line and header block.
    Outlook,
    /// Finnish Thunderbird: Windows-1252, quoted-printable, "… kirjoitti:" and `>` quotes.
    FinnishThunderbird,
    /// HTML only, the original in a blockquote.
    HtmlOnly,
}

const STYLES: [Style; 4] = [Style::Gmail, Style::Outlook, Style::FinnishThunderbird, Style::HtmlOnly];

fn quoted_printable(bytes: &[u8]) -> String {
    let mut out = String::new();
    let mut width = 0;
    for &b in bytes {
        let piece = match b {
            b'\n' => {
                out.push_str("\r\n");
                width = 0;
                continue;
            }
            b'\r' => continue,
            b'=' | 0x80..=0xff => format!("={b:02X}"),
            _ => (b as char).to_string(),
        };
        if width + piece.len() > 72 {
            out.push_str("=\r\n");
            width = 0;
        }
        width += piece.len();
        out.push_str(&piece);
    }
    out
}

fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for (i, chunk) in bytes.chunks(3).enumerate() {
        let n = chunk.iter().fold(0u32, |acc, &b| acc << 8 | u32::from(b)) << (8 * (3 - chunk.len()));
        for k in 0..4 {
            out.push(if k <= chunk.len() {
                ALPHABET[(n >> (18 - 6 * k) & 63) as usize] as char
            } else {
                '='
            });
        }
        if i % 19 == 18 {
            out.push_str("\r\n");
        }
    }
    out
}

/// Windows-1252, as Thunderbird writes Finnish: Latin-1 and the dashes (anything else in the quote becomes ?).
fn windows_1252(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            '–' => 0x96,
            '—' => 0x97,
            c => u8::try_from(u32::from(c)).unwrap_or(b'?'),
        })
        .collect()
}

/// A reply to `original` from `from` whose first lines are `command`, with `words` under it.
fn reply(original: &Received, from: &str, command: &str, words: Option<&str>, style: Style, id: usize) -> Vec<u8> {
    let to = original.reply_to.as_deref().expect("the mail has a reply address");
    let quoted: String = original.text.lines().map(|l| format!("> {l}\n")).collect();
    let words = words.map(|w| format!("{w}\n")).unwrap_or_default();
    let head = format!(
        "From: Player <{from}>\r\nTo: {to}\r\nSubject: Re: {}\r\nMessage-ID: <reply{id}.{}@mail.example.net>\r\nIn-Reply-To: {}\r\nMIME-Version: 1.0\r\n",
        original.subject,
        rand::random::<u32>(),
        original.message_id
    );
    let body = match style {
        Style::Gmail => {
            let text = format!(
                "{command}\n{words}\n-- \nPlayer\n\nOn Wed, Dec 2, 2026 at 10:00 AM Fieldpost <\nfieldpost@example.org> wrote:\n\n{quoted}"
            );
            let html = format!(
                "<div dir=\"ltr\">{command}<div>{words}</div></div><br><div class=\"gmail_quote\">On Wed, Dec 2, 2026 at 10:00 AM Fieldpost wrote:<blockquote>{}</blockquote></div>",
                original.html
            );
            format!(
                "Content-Type: multipart/alternative; boundary=\"b1\"\r\n\r\n--b1\r\nContent-Type: text/plain; charset=\"UTF-8\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n{}\r\n--b1\r\nContent-Type: text/html; charset=\"UTF-8\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n{}\r\n--b1--\r\n",
                quoted_printable(text.as_bytes()),
                quoted_printable(html.as_bytes())
            )
        }
        Style::Outlook => {
            let text = format!(
                "{command}\r\n{words}\r\n________________________________\r\nFrom: Fieldpost <fieldpost@example.org>\r\nSent: Wednesday, December 2, 2026 10:00\r\nTo: {from}\r\nSubject: {}\r\n\r\n{}",
                original.subject, original.text
            );
            format!(
                "Content-Type: text/plain; charset=\"utf-8\"\r\nContent-Transfer-Encoding: base64\r\n\r\n{}\r\n",
                base64(text.as_bytes())
            )
        }
        Style::FinnishThunderbird => {
            let text = format!(
                "{command}\n{words}\nke 2.12.2026 klo 10.00 Fieldpost kirjoitti:\n{quoted}\n-- \nPelaaja, Jyväskylä\n"
            );
            format!(
                "Content-Type: text/plain; charset=windows-1252; format=flowed\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n{}\r\n",
                quoted_printable(&windows_1252(&text))
            )
        }
        Style::HtmlOnly => {
            let html = format!(
                "<html><body><p>{command}</p><p>{}</p><div>On 2 Dec 2026, Fieldpost wrote:</div><blockquote type=\"cite\">{}</blockquote></body></html>",
                words.trim(),
                original.html
            );
            format!("Content-Type: text/html; charset=\"utf-8\"\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{html}\r\n")
        }
    };
    format!("{head}{body}").into_bytes()
}

/// Both players of a new game confirmed and away from the site, so that every turn mail goes out.
async fn players_away(app: &TestApp, clients: [&Client; 2]) -> [(UserId, String); 2] {
    let mut out = Vec::new();
    for c in clients {
        let id = user_id(app, &username_of(c).await).await;
        out.push((id, email_of(c).await));
    }
    sqlx::query("UPDATE users SET email_verified_at = now(), last_active_at = NULL WHERE id = ANY($1)")
        .bind(vec![out[0].0.0, out[1].0.0])
        .execute(&app.pool)
        .await
        .unwrap();
    // `mail-in` queues its mail by the machine's clock: the test's runs ahead, so that what it queued is due.
    app.env.clock.advance(chrono::Duration::hours(1));
    [out[0].clone(), out[1].clone()]
}

/// The newest mail to `address` that answers for `turn` (`s` or a ply) of game `id`.
fn mail_for(mails: &[Received], address: &str, id: GameId, turn: &str) -> Option<Received> {
    let prefix = format!("play+{id}-{turn}-");
    mails
        .iter()
        .rev()
        .find(|m| m.to.contains(address) && m.reply_to.as_deref().is_some_and(|r| r.starts_with(&prefix)))
        .cloned()
}

/// The moves the side to move sends in one reply: one, or in a two-move game both when the first shows nothing
/// and leaves the turn with it; and how the reply writes them.
fn choose(game: &Game, rng: &mut rand::rngs::StdRng) -> Vec<Move> {
    let seat = game.to_move().unwrap();
    let options = moves_that_go_on(game);
    let first = options[rng.gen_range(0..options.len())];
    let mut after = game.clone();
    let report = after.play(first).unwrap();
    let quiet = report.battle.is_none() && after.spied(&report, Viewer::Player(seat)).is_empty();
    if !quiet || after.to_move() != Some(seat) || rng.gen_bool(0.3) {
        return vec![first];
    }
    let seconds = moves_that_go_on(&after);
    match seconds.is_empty() {
        true => vec![first],
        false => vec![first, seconds[rng.gen_range(0..seconds.len())]],
    }
}

/// A whole game from the players' mail programs only: setups, every turn read from the turn mail (its board
/// checked against the recipient's view), replies in every style through both entrances, until the side to
/// move resigns by mail after `plies` moves.
async fn play_by_mail(preset: &str, plies: i32, seed: u64) {
    let app = spawn_app_taking_mail().await;
    let smtp = SmtpServer::started();
    let lmtp = Lmtp::start(&app).await;
    let (first, second, id) = challenge(&app, preset).await;
    let players = players_away(&app, [&first, &second]).await;
    // The first player reads Fieldpost in Finnish, and may write Finnish words.
    sqlx::query("UPDATE users SET lang = 'fi' WHERE id = $1")
        .bind(players[0].0.0)
        .execute(&app.pool)
        .await
        .unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut n = 0;
    let entrance = |n: usize| {
        if n.is_multiple_of(2) {
            Entrance::Lmtp
        } else {
            Entrance::MailIn
        }
    };
    let mails = deliver(&app, &smtp).await;
    for (i, (_, address)) in players.iter().enumerate() {
        let mail = mail_for(&mails, address, id, "s").expect("the game's start mail can be answered");
        assert!(
            mail.text.contains("setup random") || mail.text.contains("asetelma satunnainen"),
            "the mail says how to answer: {}",
            mail.text
        );
        let raw = reply(&mail, address, "setup random", None, STYLES[i], n);
        hand_in(&app, &lmtp, entrance(n), address, &mail, &raw).await;
        n += 1;
    }
    let mut sent = Vec::new();
    // The game as the moves sent make it, played on from the position after the setups.
    let mut mirror: Option<Game> = None;
    loop {
        let mails = deliver(&app, &smtp).await;
        let (game, ply) = engine(&app, id).await;
        let Some(seat) = game.to_move() else { break };
        let (_, address) = &players[seat.index()];
        let mail = mail_for(&mails, address, id, &ply.to_string())
            .unwrap_or_else(|| panic!("a mail answers ply {ply} for {seat:?}"));
        // A turn mail marks the opponent's moves since this player's last; the answer "played, your turn goes on"
        // (the first move of a two-move turn) marks the player's own move.
        let turn_mail = mail.subject.starts_with("Your move") || mail.subject.starts_with("Sinun vuorosi");
        let goes_on =
            mail.subject.ends_with("your reply was played") || mail.subject.ends_with("vastauksesi hyväksyttiin");
        assert!(turn_mail || goes_on, "{}", mail.subject);
        let then = fieldpost::app::game::loaded::load(&app.pool, id)
            .await
            .unwrap()
            .replay(None)
            .unwrap();
        let marked = unanswered(&then.reports, if turn_mail { seat } else { seat.other() });
        let view = then.game.view_for(Viewer::Player(seat));
        assert_board_is_view(&mail.text, &mail.html, &view, Numbering::Modern, &marked);
        let mirror = mirror.get_or_insert_with(|| game.clone());
        assert_eq!(
            *mirror, game,
            "the position is the record's moves played from the setups"
        );
        let style = STYLES[n % STYLES.len()];
        let (command, words) = if ply >= plies {
            let resign = match (seat, style) {
                (Seat::First, Style::FinnishThunderbird) => "luovutan",
                _ => "Resign",
            };
            (resign.to_string(), Some("Hyvä peli, kiitos!"))
        } else {
            let moves = choose(&game, &mut rng);
            for &m in &moves {
                mirror.play(m).unwrap();
            }
            sent.extend(moves.iter().map(|m| m.to_string()));
            let written: Vec<String> = moves.iter().map(|m| format!("{}-{}", m.from, m.to)).collect();
            let command = match n % 3 {
                0 => written.join(" "),
                1 => written.join("\n").to_uppercase(),
                _ => written.join(", ").replace('-', "–"),
            };
            (command, n.is_multiple_of(2).then_some("Your turn."))
        };
        let raw = reply(&mail, address, &command, words, style, n);
        hand_in(&app, &lmtp, entrance(n), address, &mail, &raw).await;
        n += 1;
        let (_, after) = engine(&app, id).await;
        assert!(
            after > ply || ply >= plies,
            "the reply {command:?} ({style:?}) was played"
        );
    }
    let game = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    assert_eq!(game.row.moves, sent, "the game's record is the moves the mails carried");
    assert_eq!(game.row.status, fieldpost::db::games::GameStatus::Finished);
    assert_eq!(game.row.result_reason.map(|r| r.as_str()), Some("resign"));
    let talk: i64 = sqlx::query_scalar("SELECT count(*) FROM game_messages WHERE game_id = $1")
        .bind(id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(talk > 0, "the words under the moves went to the conversation");
    // Every mail the game caused was read by aiosmtpd; none went to anyone else.
    for m in smtp.received() {
        assert!(players.iter().any(|(_, a)| m.to.contains(a.as_str())), "{}", m.to);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_barrage_game_is_played_by_mail_only() {
    play_by_mail("barrage", 24, 7).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_espionage_game_of_two_moves_a_turn_is_played_by_mail_only() {
    play_by_mail("espionage", 24, 11).await;
}

/// A started game whose second player has a turn mail waiting: the app, the mail server, the listener, the
/// players, the game, and that mail.
struct Waiting {
    app: TestApp,
    smtp: SmtpServer,
    lmtp: Lmtp,
    players: [(UserId, String); 2],
    id: GameId,
    mail: Received,
}

async fn waiting() -> Waiting {
    let app = spawn_app_taking_mail().await;
    let smtp = SmtpServer::started();
    let lmtp = Lmtp::start(&app).await;
    let (first, second, id) = started(&app, "stratego").await;
    let players = players_away(&app, [&first, &second]).await;
    let (game, ply) = engine(&app, id).await;
    let mv = moves_that_go_on(&game)[0];
    assert_eq!(post_move(&first, id, mv, ply).await.refused(), None);
    away(&app).await;
    let mails = deliver(&app, &smtp).await;
    let mail = mail_for(&mails, &players[1].1, id, "1").expect("Blue's turn mail has a reply address");
    Waiting {
        app,
        smtp,
        lmtp,
        players,
        id,
        mail,
    }
}

/// The mails that arrived for `address` after the first `before`.
fn new_mails_to(smtp: &SmtpServer, before: usize, address: &str) -> Vec<Received> {
    smtp.received()
        .into_iter()
        .skip(before)
        .filter(|m| m.to.contains(address))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_wrong_or_automatic_replies_move_nothing_and_answer_no_one() {
    let w = waiting().await;
    let (app, id) = (&w.app, w.id);
    let blue = &w.players[1].1;
    let red = &w.players[0].1;
    let to = w.mail.reply_to.clone().unwrap();
    let (game, _) = engine(app, id).await;
    let legal = moves_that_go_on(&game)[0];
    let command = format!("{}-{}", legal.from, legal.to);
    let before = snapshot(app, id).await;
    let received = w.smtp.received().len();
    // A forged sender.
    let forged = reply(&w.mail, "mallory@example.net", &command, None, Style::Gmail, 1);
    assert_eq!(w.lmtp.send("mallory@example.net", &to, &forged).await, 250);
    // The other player, answering Blue's mail from Red's own address.
    let red_answers = reply(&w.mail, red, &command, None, Style::Gmail, 2);
    assert_eq!(mail_in(app, &to, &red_answers).await, 0);
    // DMARC failed, by the installation's own mail server.
    let mut failed =
        format!("Authentication-Results: {AUTHSERV_ID}; dmarc=fail header.from=example.org\r\n").into_bytes();
    failed.extend(reply(&w.mail, blue, &command, None, Style::Gmail, 3));
    assert_eq!(w.lmtp.send(blue, &to, &failed).await, 250);
    // An out-of-office answer.
    let mut automatic = b"Auto-Submitted: auto-replied\r\n".to_vec();
    automatic.extend(reply(&w.mail, blue, &command, None, Style::Outlook, 4));
    assert_eq!(mail_in(app, &to, &automatic).await, 0);
    // An answer from the null envelope sender (a bounce or an auto-reply) that looks like the player's.
    let null_sender = reply(&w.mail, blue, &command, None, Style::Gmail, 7);
    assert_eq!(w.lmtp.send("", &to, &null_sender).await, 250);
    // A reply address whose MAC is wrong is no address at all.
    let local = to.split('@').next().unwrap();
    let flipped = if local.ends_with('0') { '1' } else { '0' };
    let wrong = format!("{}{flipped}@{INBOUND_DOMAIN}", &local[..local.len() - 1]);
    let honest = reply(&w.mail, blue, &command, None, Style::Gmail, 5);
    assert_eq!(w.lmtp.send(blue, &wrong, &honest).await, 550);
    assert_eq!(mail_in(app, &wrong, &honest).await, 67);
    // Too large, and not a message at all.
    let mut huge = reply(&w.mail, blue, &command, None, Style::Gmail, 6);
    huge.extend(std::iter::repeat_n(b'x', 10 << 20));
    assert_eq!(w.lmtp.send(blue, &to, &huge).await, 552);
    assert_eq!(mail_in(app, &to, &huge).await, 65);
    let garbage = b"\x00\x01\x02 binary junk and no header at all\r\n\x7f\x80\xff".repeat(20);
    assert_eq!(w.lmtp.send(blue, &to, &garbage).await, 554);
    assert_eq!(mail_in(app, &to, &garbage).await, 65);
    assert_eq!(snapshot(app, id).await, before, "nothing changed");
    deliver(app, &w.smtp).await;
    let after: Vec<_> = w.smtp.received().into_iter().skip(received).collect();
    assert!(
        after.is_empty(),
        "no one was answered: {:?}",
        after.iter().map(|m| &m.to).collect::<Vec<_>>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_reply_says_why_and_a_message_delivered_twice_moves_once() {
    let w = waiting().await;
    let (app, id) = (&w.app, w.id);
    let blue = &w.players[1].1;
    let to = w.mail.reply_to.clone().unwrap();
    // Blue writes in Finnish: the refusal comes in Finnish.
    sqlx::query("UPDATE users SET lang = 'fi' WHERE id = $1")
        .bind(w.players[1].0.0)
        .execute(&app.pool)
        .await
        .unwrap();
    let before = snapshot(app, id).await;
    let received = w.smtp.received().len();
    let illegal = reply(&w.mail, blue, "a1-a2", None, Style::FinnishThunderbird, 1);
    assert_eq!(w.lmtp.send(blue, &to, &illegal).await, 250);
    let nonsense = reply(&w.mail, blue, "I'll move my scout", None, Style::Gmail, 2);
    assert_eq!(mail_in(app, &to, &nonsense).await, 0);
    assert_eq!(snapshot(app, id).await, before, "a refusal changes nothing");
    deliver(app, &w.smtp).await;
    let answers = new_mails_to(&w.smtp, received, blue);
    assert_eq!(answers.len(), 2, "each refusal is answered");
    assert!(
        answers.iter().all(|m| m.subject.contains("vastaustasi ei hyväksytty")),
        "in Finnish"
    );
    assert!(answers[1].text.contains("I'll move my scout"), "{}", answers[1].text);
    assert!(
        answers.iter().all(|m| m.reply_to.as_deref() == Some(to.as_str())),
        "the answer can be answered for the same position"
    );
    // The answer's board is Blue's view, with Red's last move marked.
    let then = fieldpost::app::game::loaded::load(&app.pool, id)
        .await
        .unwrap()
        .replay(None)
        .unwrap();
    let view = then.game.view_for(Viewer::Player(Seat::Second));
    let marked = unanswered(&then.reports, Seat::Second);
    assert_board_is_view(&answers[0].text, &answers[0].html, &view, Numbering::Modern, &marked);
    // A legal move, delivered twice (by both entrances): played once, and the second delivery is not refused.
    let (game, ply) = engine(app, id).await;
    let mv = moves_that_go_on(&game)[0];
    let good = reply(
        &w.mail,
        blue,
        &format!("{}-{}", mv.from, mv.to),
        Some("Onnea!"),
        Style::Gmail,
        3,
    );
    assert_eq!(w.lmtp.send(blue, &to, &good).await, 250);
    assert_eq!(mail_in(app, &to, &good).await, 0);
    let (_, now) = engine(app, id).await;
    assert_eq!(now, ply + 1, "one move");
    // A new reply to the old mail: the game has moved on.
    let old = reply(&w.mail, blue, &format!("{}-{}", mv.to, mv.from), None, Style::Gmail, 4);
    let played = snapshot(app, id).await;
    assert_eq!(w.lmtp.send(blue, &to, &old).await, 250);
    assert_eq!(snapshot(app, id).await, played);
    deliver(app, &w.smtp).await;
    let answers = new_mails_to(&w.smtp, received, blue);
    assert_eq!(answers.len(), 3, "the duplicate was not answered, the old reply was");
    assert!(answers[2].text.contains("Peli on edennyt"), "{}", answers[2].text);
    assert_eq!(answers[2].reply_to, None, "no longer Blue's turn: nothing to answer");
    // Red's turn mail carries Blue's words.
    let red = &w.players[0].1;
    let turn = new_mails_to(&w.smtp, received, red);
    assert!(
        turn.iter().any(|m| m.text.contains("Onnea!")),
        "the words under the move were passed on"
    );
}

/// `text` with its lines joined, as a sentence wrapped in a text mail reads.
fn unwrapped(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_after_the_deadline_is_refused_as_on_the_web_and_the_game_is_decided_on_time() {
    let w = waiting().await;
    let (app, id) = (&w.app, w.id);
    let blue = &w.players[1].1;
    let to = w.mail.reply_to.clone().unwrap();
    let (game, ply) = engine(app, id).await;
    let mv = moves_that_go_on(&game)[0];
    let deadline: Option<chrono::DateTime<chrono::Utc>> =
        sqlx::query_scalar("SELECT deadline FROM games WHERE id = $1")
            .bind(id.0)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let deadline = deadline.expect("the game has a clock");
    app.env
        .clock
        .advance(deadline - app.env.clock.now() + chrono::Duration::minutes(1));
    let received = w.smtp.received().len();
    let late = reply(
        &w.mail,
        blue,
        &format!("{}-{}", mv.from, mv.to),
        Some("Sorry, busy week."),
        Style::Gmail,
        1,
    );
    assert_eq!(w.lmtp.send(blue, &to, &late).await, 250);
    let after = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    assert_eq!(after.row.ply, ply, "the move was not played");
    assert_eq!(after.row.status, fieldpost::db::games::GameStatus::Finished);
    assert_eq!(after.row.winner, Some(Seat::First), "Blue lost on time");
    let talk: i64 = sqlx::query_scalar("SELECT count(*) FROM game_messages WHERE game_id = $1")
        .bind(id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(talk, 0, "the words under a refused move are not posted");
    deliver(app, &w.smtp).await;
    let answers = new_mails_to(&w.smtp, received, blue);
    let refusal = answers
        .iter()
        .find(|m| m.subject.ends_with("your reply was not played"))
        .unwrap_or_else(|| panic!("{:?}", answers.iter().map(|m| &m.subject).collect::<Vec<_>>()));
    let why = fieldpost::i18n::Lang::En.t("error-time-ran-out");
    assert!(unwrapped(&refusal.text).contains(&why), "{}", refusal.text);
    assert_eq!(refusal.reply_to, None, "the game is over: nothing to answer");
    let outcome: String = sqlx::query_scalar("SELECT outcome FROM inbound_mail WHERE game_id = $1")
        .bind(id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(outcome, "refused");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn setups_and_draws_are_answered_in_the_players_language_and_moves_by_mail_can_be_turned_off() {
    let app = spawn_app_taking_mail().await;
    let smtp = SmtpServer::started();
    let lmtp = Lmtp::start(&app).await;
    let (first, second, id) = challenge(&app, "stratego").await;
    // Blue keeps a setup under a Turkish name, and answers with it.
    let saved = second
        .post(
            &format!("/games/{id}/setup"),
            &[("action", "save"), ("name", "Kale Duvarı")],
        )
        .await;
    assert_eq!(saved.refused(), None);
    let kept: String = sqlx::query_scalar("SELECT setup FROM saved_setups")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let players = players_away(&app, [&first, &second]).await;
    sqlx::query("UPDATE users SET lang = 'tr' WHERE id = ANY($1)")
        .bind(vec![players[0].0.0, players[1].0.0])
        .execute(&app.pool)
        .await
        .unwrap();
    let mails = deliver(&app, &smtp).await;
    let (red, blue) = (&players[0].1, &players[1].1);
    let red_setup = mail_for(&mails, red, id, "s").unwrap();
    let blue_setup = mail_for(&mails, blue, id, "s").unwrap();
    hand_in(
        &app,
        &lmtp,
        Entrance::Lmtp,
        red,
        &red_setup,
        &reply(&red_setup, red, "DİZİLİŞ RASTGELE", None, Style::Gmail, 1),
    )
    .await;
    hand_in(
        &app,
        &lmtp,
        Entrance::MailIn,
        blue,
        &blue_setup,
        &reply(&blue_setup, blue, "dizilis kale duvarı", None, Style::Outlook, 2),
    )
    .await;
    let game = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    assert_eq!(
        game.row.status,
        fieldpost::db::games::GameStatus::Playing,
        "both setups were taken"
    );
    let setup = fieldpost::rules::Setup::from_first_seat_text(game.variant(), Seat::Second, &kept).unwrap();
    assert_eq!(
        game.row.second_setup.as_deref(),
        Some(setup.to_string().as_str()),
        "Blue's saved setup"
    );
    // Red turned moves by mail off: the reply is refused, and says where to turn them on.
    sqlx::query("UPDATE users SET mail_moves = false WHERE id = $1")
        .bind(players[0].0.0)
        .execute(&app.pool)
        .await
        .unwrap();
    let mails = deliver(&app, &smtp).await;
    let red_turn = mail_for(&mails, red, id, "0").expect("Red's turn mail");
    let before = snapshot(&app, id).await;
    let received = smtp.received().len();
    hand_in(
        &app,
        &lmtp,
        Entrance::Lmtp,
        red,
        &red_turn,
        &reply(&red_turn, red, "BERABERLİK", None, Style::Gmail, 3),
    )
    .await;
    assert_eq!(snapshot(&app, id).await, before, "nothing changed");
    deliver(&app, &smtp).await;
    let off = new_mails_to(&smtp, received, red);
    let tr = fieldpost::i18n::Lang::Tr;
    assert!(
        off.iter()
            .any(|m| unwrapped(&m.text).contains(&tr.t("reply-moves-off"))),
        "{:?}",
        off.iter().map(|m| &m.text).collect::<Vec<_>>()
    );
    // On again: "BERABERLİK" offers a draw, and Blue's "Berabere" accepts it.
    sqlx::query("UPDATE users SET mail_moves = true WHERE id = $1")
        .bind(players[0].0.0)
        .execute(&app.pool)
        .await
        .unwrap();
    let received = smtp.received().len();
    hand_in(
        &app,
        &lmtp,
        Entrance::MailIn,
        red,
        &red_turn,
        &reply(&red_turn, red, "BERABERLİK", None, Style::Gmail, 4),
    )
    .await;
    let game = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    assert_eq!(game.row.draw_offer_by, Some(Seat::First), "Red offered a draw");
    deliver(&app, &smtp).await;
    let offered = new_mails_to(&smtp, received, red);
    assert!(
        offered
            .iter()
            .any(|m| unwrapped(&m.text).contains(&tr.t("reply-draw-offered"))),
        "the answer says the draw was offered, in Turkish"
    );
    // Blue declines it on the site and offers one of its own; Red's "Berabere", to the same turn mail, accepts.
    for action in ["decline", "offer"] {
        let a = second.post(&format!("/games/{id}/draw"), &[("action", action)]).await;
        assert_eq!(a.refused(), None, "{action}");
    }
    hand_in(
        &app,
        &lmtp,
        Entrance::Lmtp,
        red,
        &red_turn,
        &reply(&red_turn, red, "Berabere", None, Style::Outlook, 5),
    )
    .await;
    let game = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    assert_eq!(game.row.status, fieldpost::db::games::GameStatus::Finished);
    assert_eq!(game.row.winner, None, "drawn by agreement");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rotated_key_honours_the_old_addresses_and_receipts_and_refusals_follow_the_players_wishes() {
    let w = waiting().await;
    let (app, id) = (&w.app, w.id);
    let (blue_id, blue) = &w.players[1];
    let to = w.mail.reply_to.clone().unwrap();
    let received = w.smtp.received().len();
    // Refusals are answered a few an hour, no more.
    let limit = fieldpost::app::mail::mail_in::REFUSALS_PER_HOUR as usize;
    for n in 0..limit + 3 {
        let nonsense = reply(&w.mail, blue, "what now?", None, Style::Gmail, 100 + n);
        assert_eq!(w.lmtp.send(blue, &to, &nonsense).await, 250);
    }
    deliver(app, &w.smtp).await;
    assert_eq!(
        new_mails_to(&w.smtp, received, blue).len(),
        limit,
        "at most {limit} refusals an hour"
    );
    // A new key: the address in the mail already sent still works, and Blue asked for receipts.
    fieldpost::app::admin::rotate_mail_key(&app.env, &fieldpost::app::admin::Actor::command_line(), "a test")
        .await
        .unwrap();
    sqlx::query("UPDATE users SET mail_move_receipts = true WHERE id = $1")
        .bind(blue_id.0)
        .execute(&app.pool)
        .await
        .unwrap();
    let (game, ply) = engine(app, id).await;
    let mv = moves_that_go_on(&game)[0];
    let good = reply(
        &w.mail,
        blue,
        &format!("{}-{}", mv.from, mv.to),
        None,
        Style::Outlook,
        1,
    );
    assert_eq!(mail_in(app, &to, &good).await, 0);
    assert_eq!(engine(app, id).await.1, ply + 1, "played with the old key's address");
    let before = w.smtp.received().len();
    deliver(app, &w.smtp).await;
    let receipt = new_mails_to(&w.smtp, before, blue);
    assert_eq!(receipt.len(), 1, "the receipt Blue asked for");
    assert!(
        receipt[0].subject.contains("your reply was played"),
        "{}",
        receipt[0].subject
    );
    // Red's turn mail is signed with the new key.
    let red_mail = mail_for(&w.smtp.received(), &w.players[0].1, id, &(ply + 1).to_string()).unwrap();
    let keys = fieldpost::app::secrets::mail_keys(&app.env, true).await.unwrap();
    let signed_now = fieldpost::mail::addresses::play_address(
        &keys.current,
        INBOUND_DOMAIN,
        id.0,
        fieldpost::mail::addresses::Turn::Ply(ply + 1),
        w.players[0].0.0,
    );
    assert_eq!(red_mail.reply_to.as_deref(), Some(signed_now.as_str()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_while_the_database_is_away_is_retried_and_played_once() {
    let w = waiting().await;
    let (app, id) = (&w.app, w.id);
    let blue = &w.players[1].1;
    let to = w.mail.reply_to.clone().unwrap();
    let (game, ply) = engine(app, id).await;
    let mv = moves_that_go_on(&game)[0];
    let raw = reply(&w.mail, blue, &format!("{}-{}", mv.from, mv.to), None, Style::Gmail, 1);
    // The database goes away in the middle of an LMTP delivery, after the recipient was taken and before the
    // message: the answer for it is "try again later".
    let session = tokio::net::TcpStream::connect(("127.0.0.1", w.lmtp.port))
        .await
        .unwrap();
    let mut session = tokio::io::BufStream::new(session);
    for command in [
        "LHLO mx.example.org".to_string(),
        format!("MAIL FROM:<{blue}>"),
        format!("RCPT TO:<{to}>"),
    ] {
        assert!(lmtp_say(&mut session, &command).await.starts_with('2'), "{command}");
    }
    app.cut_off_database().await;
    assert!(lmtp_say(&mut session, "DATA").await.starts_with("354"));
    let mut data = String::from_utf8(raw.clone()).unwrap().replace("\r\n.", "\r\n..");
    data.push_str("\r\n.");
    assert!(
        lmtp_say(&mut session, &data).await.starts_with("451"),
        "try again later"
    );
    drop(session);
    assert_eq!(mail_in(app, &to, &raw).await, 75, "try again later");
    app.restore_database().await;
    // The mail server tries again: the move is played, once.
    assert_eq!(w.lmtp.send(blue, &to, &raw).await, 250);
    assert_eq!(w.lmtp.send(blue, &to, &raw).await, 250);
    let (_, now) = engine(app, id).await;
    assert_eq!(now, ply + 1);
}

/// Sends one command (or a message's data) on an LMTP session and reads the last line of its answer.
async fn lmtp_say(session: &mut tokio::io::BufStream<tokio::net::TcpStream>, line: &str) -> String {
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt};
    if line.starts_with("LHLO") {
        let mut greeting = String::new();
        session.read_line(&mut greeting).await.unwrap();
    }
    session.write_all(format!("{line}\r\n").as_bytes()).await.unwrap();
    session.flush().await.unwrap();
    loop {
        let mut answer = String::new();
        session.read_line(&mut answer).await.unwrap();
        // "250-…" lines go on; "250 …" is the last.
        if answer.as_bytes().get(3) != Some(&b'-') {
            return answer;
        }
    }
}

/// Every player counts as away from the site: the next turn mail goes out.
async fn away(app: &TestApp) {
    sqlx::query("UPDATE users SET last_active_at = NULL")
        .execute(&app.pool)
        .await
        .unwrap();
}

/// A delivery status notification (RFC 3464) of a hard bounce, to the mail's envelope sender.
fn dsn(to: &str, failed: &str) -> Vec<u8> {
    format!(
        "From: Mail Delivery System <MAILER-DAEMON@mx.example.net>\r\nTo: {to}\r\nSubject: Undelivered Mail Returned to Sender\r\nAuto-Submitted: auto-replied\r\nMessage-ID: <dsn{}@mx.example.net>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/report; report-type=delivery-status; boundary=\"r\"\r\n\r\n--r\r\nContent-Type: text/plain\r\n\r\nYour message could not be delivered.\r\n--r\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx.example.net\r\n\r\nFinal-Recipient: rfc822; {failed}\r\nAction: failed\r\nStatus: 5.1.1\r\nDiagnostic-Code: smtp; 550 5.1.1 user unknown\r\n--r--\r\n",
        rand::random::<u32>()
    )
    .into_bytes()
}

/// A bounce without a delivery status part: the mail system's own words, and the message quoted.
fn plain_bounce(to: &str, failed: &str) -> Vec<u8> {
    format!(
        "From: MAILER-DAEMON@old.example.net\r\nTo: {to}\r\nSubject: failure notice\r\nMessage-ID: <plain{}@old.example.net>\r\n\r\nSorry, we were unable to deliver your message to {failed}: no such mailbox.\r\n\r\n--- Below this line is a copy of the message.\r\n\r\nSubject: Your move\r\n",
        rand::random::<u32>()
    )
    .into_bytes()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bouncing_address_is_seen_by_its_player_and_the_admins_and_then_gets_no_more_mail() {
    let app = spawn_app_taking_mail().await;
    let smtp = SmtpServer::started();
    let lmtp = Lmtp::start(&app).await;
    let (first, second, id) = started(&app, "stratego").await;
    let players = players_away(&app, [&first, &second]).await;
    let (blue, blue_address) = players[1].clone();
    let mut ply = 0;
    for round in 0..fieldpost::app::mail::bounces::SUSPEND_AFTER {
        // Red moves, Blue's turn mail goes out with a bounce address as its envelope sender, and bounces.
        let (game, at) = engine(&app, id).await;
        if game.to_move() == Some(Seat::Second) {
            let mv = moves_that_go_on(&game)[0];
            assert_eq!(post_move(&second, id, mv, at).await.refused(), None);
        }
        away(&app).await;
        let (game, at) = engine(&app, id).await;
        let mv = moves_that_go_on(&game)[0];
        assert_eq!(post_move(&first, id, mv, at).await.refused(), None);
        ply = at + 1;
        let mails = deliver(&app, &smtp).await;
        let turn = mail_for(&mails, &blue_address, id, &ply.to_string()).unwrap_or_else(|| panic!("round {round}"));
        let bounce_to = turn.return_path.clone().expect("an envelope sender");
        assert!(
            bounce_to.starts_with("bounce+") && bounce_to.ends_with(INBOUND_DOMAIN),
            "{bounce_to}"
        );
        // A delivery status notification, or (the second time) a plain bounce as older mail servers write one.
        let notification = match round {
            1 => plain_bounce(&bounce_to, &blue_address),
            _ => dsn(&bounce_to, &blue_address),
        };
        assert_eq!(lmtp.send("", &bounce_to, &notification).await, 250);
        // The same notification again counts once.
        assert_eq!(mail_in(&app, &bounce_to, &notification).await, 0);
        let page = second.get("/games").await.body;
        assert!(page.contains("coming back undelivered"), "the banner shows");
    }
    let counted: i32 = sqlx::query_scalar("SELECT bounces FROM mail_bounces WHERE user_id = $1")
        .bind(blue.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(counted, fieldpost::app::mail::bounces::SUSPEND_AFTER);
    // The admins see it.
    sqlx::query("UPDATE users SET role = 'admin' WHERE id = $1")
        .bind(players[0].0.0)
        .execute(&app.pool)
        .await
        .unwrap();
    let console = first.get("/admin/mail").await.body;
    assert!(console.contains(&blue_address), "the console lists the address");
    // And so does monitoring, on the metrics listener.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let metrics_at = listener.local_addr().unwrap();
    let server = fieldpost::web::metrics::server(listener, app.env.clone()).unwrap();
    let handle = server.handle();
    tokio::spawn(server);
    let metrics = reqwest::get(format!("http://{metrics_at}/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    handle.stop(false).await;
    for state in ["bouncing", "suspended"] {
        let line = format!("fieldpost_bouncing_addresses{{state=\"{state}\"}} 1");
        assert!(metrics.lines().any(|l| l == line), "{line} in:\n{metrics}");
    }
    // No more mail is queued to the address: Red moves, and Blue's turn mail is not queued.
    let queued = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>("SELECT count(*) FROM outbox WHERE user_id = $1")
                .bind(blue.0)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let before = queued(&app).await;
    let (game, at) = engine(&app, id).await;
    let mv = moves_that_go_on(&game)[0];
    assert_eq!(post_move(&second, id, mv, at).await.refused(), None);
    away(&app).await;
    let (game, at) = engine(&app, id).await;
    let mv = moves_that_go_on(&game)[0];
    assert_eq!(post_move(&first, id, mv, at).await.refused(), None);
    assert!(at > ply);
    assert_eq!(
        queued(&app).await,
        before,
        "nothing more is queued to a suspended address"
    );
    // Until the player confirms it again: that link still goes out, and following it clears the bounces.
    app.env.clock.advance(chrono::Duration::minutes(15));
    let asked = second.post("/account/confirm-address", &[]).await;
    assert_eq!(asked.refused(), None);
    let mails = deliver(&app, &smtp).await;
    let link = mails
        .iter()
        .rev()
        .find(|m| m.to.contains(&blue_address) && m.text.contains("/verify/"))
        .expect("the confirmation link went out")
        .link(&format!("{}/verify/", app.base));
    let confirmed = second.get(link.strip_prefix(&app.base).unwrap()).await;
    assert!(confirmed.status.is_success() || confirmed.status == StatusCode::SEE_OTHER);
    let page = second.get("/games").await.body;
    assert!(!page.contains("coming back undelivered"), "the banner is gone");
}

#[tokio::test]
async fn without_an_inbound_domain_mails_carry_no_reply_address() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let (first, second, id) = started(&app, "stratego").await;
    players_away(&app, [&first, &second]).await;
    let (game, ply) = engine(&app, id).await;
    assert_eq!(
        post_move(&first, id, moves_that_go_on(&game)[0], ply).await.refused(),
        None
    );
    let mails = deliver(&app, &smtp).await;
    assert!(!mails.is_empty());
    for m in mails {
        assert_eq!(m.reply_to, None);
        assert!(!m.text.contains("You can also answer this mail"));
        assert!(m.return_path.as_deref().is_some_and(|r| !r.contains("bounce+")));
    }
}

/// A mail server that refuses every recipient for good, as one does for an address that does not exist.
struct RefusingSmtp {
    port: u16,
    child: std::process::Child,
}

impl RefusingSmtp {
    fn start() -> RefusingSmtp {
        const SCRIPT: &str = r#"
import sys, time
from aiosmtpd.controller import Controller
class Refuse:
    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        return '550 5.1.1 <%s>: user unknown' % address
Controller(Refuse(), hostname='127.0.0.1', port=int(sys.argv[1])).start()
while True:
    time.sleep(3600)
"#;
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new("/usr/bin/python3")
            .args(["-c", SCRIPT, &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("aiosmtpd must be installed");
        // Made before it answers, so that its drop stops the process whatever happens next.
        let server = RefusingSmtp { port, child };
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return server;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        panic!("the refusing SMTP server did not start");
    }
}

impl Drop for RefusingSmtp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test]
async fn a_mail_server_refusing_an_address_for_good_counts_as_a_bounce() {
    let app = spawn_app_taking_mail().await;
    let smtp = RefusingSmtp::start();
    let c = Client::new(&app);
    c.register("nobody").await;
    let user = user_id(&app, "nobody").await;
    let transport = fieldpost::mail::Transport::from_settings(
        Some(&format!("smtp://127.0.0.1:{}", smtp.port)),
        None,
        1,
        std::env::temp_dir(),
    )
    .unwrap();
    let from = "Fieldpost <fieldpost@example.org>".parse().unwrap();
    fieldpost::jobs::mail_delivery::drain(&app.env, &transport, &from)
        .await
        .unwrap();
    let (bounces, detail): (i32, String) =
        sqlx::query_as("SELECT bounces, detail FROM mail_bounces WHERE user_id = $1")
            .bind(user.0)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(bounces, 1);
    assert!(detail.contains("user unknown"), "{detail}");
    assert!(c.get("/games").await.body.contains("coming back undelivered"));
}
