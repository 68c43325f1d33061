//! Deadlines in the calendar: a player's secret feed lists every game in which they must act, at its deadline
//! with a reminder a day before, as a maintained iCalendar parser (Python's `icalendar`, which `scripts/test`
//! installs) reads it; the Atom feed lists the same; a new address ends the old one; and a feed shows nothing of
//! anyone else's games.

use std::io::Write;
use std::process::{Command, Stdio};

use chrono::{DateTime, SubsecRound, Utc};
use fieldpost::db::GameId;
use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::{Client, TestApp, move_first_legal, spawn_app, started};

/// The events of a calendar as the parser reads them: uid, summary, start, url and each alarm's trigger.
fn events(ics: &str) -> Vec<Value> {
    let python = concat!(env!("CARGO_MANIFEST_DIR"), "/target/py/bin/python");
    let script = r#"
import json, sys, icalendar
cal = icalendar.Calendar.from_ical(sys.stdin.read())
out = []
for e in cal.walk("VEVENT"):
    out.append({"uid": str(e["UID"]), "summary": str(e["SUMMARY"]), "url": str(e.get("URL", "")),
                "start": e.decoded("DTSTART").isoformat(),
                "alarms": [str(a.decoded("TRIGGER")) for a in e.walk("VALARM")]})
print(json.dumps({"name": str(cal.get("X-WR-CALNAME", "")), "events": out}))
"#;
    let mut child = Command::new(python)
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("scripts/test installs Python's icalendar into target/py");
    child.stdin.take().unwrap().write_all(ics.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "the parser refused the feed:\n{ics}");
    let parsed: Value = serde_json::from_slice(&out.stdout).unwrap();
    parsed["events"].as_array().unwrap().clone()
}

/// The player's calendar address, asked for on the account page, and what the page said of it.
async fn calendar_with_note(c: &Client) -> (String, Option<String>) {
    let made = c.post("/account/calendar", &[]).await;
    assert_eq!(made.status, StatusCode::SEE_OTHER);
    let page = c.get("/account").await.body;
    let at = page.find("webcal://").expect("the account page gives the address");
    let webcal = &page[at..at + page[at..].find('"').unwrap()];
    let secret = webcal.rsplit('/').next().unwrap().trim_end_matches(".ics");
    (format!("/calendar/{secret}"), made.flash)
}

async fn calendar_of(c: &Client) -> String {
    calendar_with_note(c).await.0
}

async fn deadline(app: &TestApp, id: GameId) -> DateTime<Utc> {
    sqlx::query_scalar("SELECT deadline FROM games WHERE id = $1")
        .bind(id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_players_deadlines_are_in_their_calendar_with_a_reminder_and_leave_it_when_they_move() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "barrage").await;
    let (red_feed, blue_feed) = (calendar_of(&red).await, calendar_of(&blue).await);
    let anyone = Client::new(&app);

    let ics = anyone.get(&format!("{red_feed}.ics")).await;
    assert_eq!(ics.status, StatusCode::OK);
    assert!(ics.header("content-type").unwrap().starts_with("text/calendar"));
    let mine = events(&ics.body);
    assert_eq!(mine.len(), 1, "red must move in one game: {mine:?}");
    let due = deadline(&app, id).await;
    assert_eq!(
        mine[0]["start"].as_str().unwrap().parse::<DateTime<Utc>>().unwrap(),
        due.trunc_subsecs(0),
        "the event is at the deadline (a calendar counts whole seconds)"
    );
    assert!(
        mine[0]["summary"]
            .as_str()
            .unwrap()
            .starts_with(&format!("Your move in game #{id}"))
    );
    assert!(mine[0]["url"].as_str().unwrap().ends_with(&format!("/games/{id}")));
    assert_eq!(
        mine[0]["alarms"],
        serde_json::json!(["-1 day, 0:00:00"]),
        "a reminder a day before"
    );
    assert!(
        events(&anyone.get(&format!("{blue_feed}.ics")).await.body).is_empty(),
        "blue waits"
    );

    // Red moves: the deadline is blue's now, in blue's calendar only.
    assert_eq!(move_first_legal(&app, &red, id).await.refused(), None);
    assert!(events(&anyone.get(&format!("{red_feed}.ics")).await.body).is_empty());
    let theirs = events(&anyone.get(&format!("{blue_feed}.ics")).await.body);
    assert_eq!(theirs.len(), 1);
    assert_eq!(
        theirs[0]["start"].as_str().unwrap().parse::<DateTime<Utc>>().unwrap(),
        deadline(&app, id).await.trunc_subsecs(0)
    );
    assert_ne!(theirs[0]["uid"], mine[0]["uid"], "each turn is an event of its own");

    // The Atom feed lists the same, with the deadline in words.
    let atom = anyone.get(&format!("{blue_feed}.atom")).await;
    assert!(atom.header("content-type").unwrap().starts_with("application/atom+xml"));
    assert_eq!(atom.body.matches("<entry>").count(), 1);
    assert!(atom.body.contains(&format!("/games/{id}")), "{}", atom.body);
    assert!(atom.body.contains("Deadline: "), "{}", atom.body);
}

#[tokio::test]
async fn a_new_address_ends_the_old_one_and_strangers_find_nothing() {
    let app = spawn_app().await;
    let (red, _blue, _id) = started(&app, "duel").await;
    // A first address is to be subscribed to; a new one, subscribed to again.
    let (old, first) = calendar_with_note(&red).await;
    assert!(
        first.as_deref().is_some_and(|f| f.contains("address is ready")),
        "{first:?}"
    );
    let anyone = Client::new(&app);
    assert_eq!(anyone.get(&format!("{old}.ics")).await.status, StatusCode::OK);
    let (new, again) = calendar_with_note(&red).await;
    assert!(
        again.as_deref().is_some_and(|f| f.contains("subscribe to it again")),
        "{again:?}"
    );
    assert_ne!(old, new);
    assert_eq!(anyone.get(&format!("{old}.ics")).await.status, StatusCode::NOT_FOUND);
    assert_eq!(anyone.get(&format!("{new}.ics")).await.status, StatusCode::OK);
    for wrong in [
        "/calendar/nothing.ics",
        &format!("{new}.pdf"),
        &format!("/calendar/{}.ics", "0".repeat(64)),
    ] {
        assert_eq!(anyone.get(wrong).await.status, StatusCode::NOT_FOUND, "{wrong}");
    }
    // A disabled account's feed stops too.
    sqlx::query("UPDATE users SET disabled_at = now() WHERE id = (SELECT user_id FROM calendar_feeds)")
        .execute(&app.pool)
        .await
        .unwrap();
    assert_eq!(anyone.get(&format!("{new}.ics")).await.status, StatusCode::NOT_FOUND);
}
