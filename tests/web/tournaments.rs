//! Tournaments through the service: players create, enter and play events over HTTP, the worker's step (called
//! here one step at a time, as a worker would) starts the games, pairs Swiss rounds and closes the table, and
//! the standings on the event's page are checked against tables worked out by hand.

use std::collections::{BTreeMap, HashSet};

use fieldpost::db::{GameId, UserId};
use fieldpost::jobs::tournament_rounds::advance_one;
use reqwest::StatusCode;

use crate::helpers::{Client, TestApp, random_move_that_goes_on, spawn_app, user_id};

/// Players of an event: their browsers, names and ids, in the order they entered (their seeds).
pub struct Field {
    pub clients: Vec<Client>,
    pub names: Vec<String>,
    pub ids: Vec<UserId>,
}

impl Field {
    fn index(&self, user: i64) -> usize {
        self.ids.iter().position(|u| u.0 == user).unwrap()
    }
}

/// `n` registered players with confirmed addresses, named `{prefix}1`, `{prefix}2`, ….
pub async fn field(app: &TestApp, prefix: &str, n: usize) -> Field {
    let mut f = Field {
        clients: Vec::new(),
        names: Vec::new(),
        ids: Vec::new(),
    };
    for i in 1..=n {
        let name = format!("{prefix}{i}");
        let c = Client::new(app);
        c.register(&name).await;
        sqlx::query("UPDATE users SET email_verified_at = now() WHERE username = $1")
            .bind(&name)
            .execute(&app.pool)
            .await
            .unwrap();
        f.ids.push(user_id(app, &name).await);
        f.clients.push(c);
        f.names.push(name);
    }
    f
}

/// The first player creates an event with `fields`, and the others enter it. Returns its id.
pub async fn entered(f: &Field, fields: &[(&str, &str)]) -> i64 {
    let mut form = vec![("name", "Winter cup"), ("play", "yes")];
    if !fields.iter().any(|(k, _)| *k == "variant") {
        form.push(("variant", "barrage"));
    }
    form.extend_from_slice(fields);
    let created = f.clients[0].post("/tournaments", &form).await;
    assert_eq!(created.status, StatusCode::SEE_OTHER);
    assert_eq!(created.refused(), None, "creating: {:?}", created.flash);
    let id: i64 = created.location.unwrap().rsplit('/').next().unwrap().parse().unwrap();
    for c in &f.clients[1..] {
        let joined = c.post(&format!("/tournaments/{id}/join"), &[]).await;
        assert_eq!(joined.refused(), None);
    }
    id
}

/// The event's games: (game, round, first player, second player, status).
pub async fn games(app: &TestApp, event: i64) -> Vec<(GameId, i32, i64, i64, String)> {
    let rows: Vec<(i64, i32, i64, i64, String)> = sqlx::query_as(
        "SELECT id, tournament_round, first_id, second_id, status::text FROM games
         WHERE tournament_id = $1 ORDER BY tournament_round, id",
    )
    .bind(event)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    rows.into_iter()
        .map(|(id, round, a, b, status)| (GameId(id), round, a, b, status))
        .collect()
}

async fn status(app: &TestApp, event: i64) -> String {
    sqlx::query_scalar("SELECT status::text FROM tournaments WHERE id = $1")
        .bind(event)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// Both players submit the setups they were dealt, and a few random moves are played.
pub async fn set_up_and_open(app: &TestApp, f: &Field, game: GameId, (a, b): (i64, i64), seed: &mut u64) {
    for player in [a, b] {
        let answer = f.clients[f.index(player)]
            .post(&format!("/games/{game}/setup"), &[("action", "submit")])
            .await;
        assert_eq!(answer.refused(), None);
    }
    for _ in 0..4 {
        // Players away from the site are mailed their turns.
        app.env.clock.advance(chrono::Duration::minutes(15));
        assert!(random_move_that_goes_on(app, [UserId(a), UserId(b)], game, seed).await);
    }
}

/// How a game is to end.
#[derive(Clone, Copy)]
enum Ending {
    FirstWins,
    SecondWins,
    Draw,
}

/// Ends a game as planned, through the players' forms: the loser resigns, or a draw is offered and accepted.
async fn end(app: &TestApp, f: &Field, game: GameId, (a, b): (i64, i64), ending: Ending) {
    let (first, second) = (&f.clients[f.index(a)], &f.clients[f.index(b)]);
    let path = |what: &str| format!("/games/{game}/{what}");
    let answers = match ending {
        Ending::FirstWins => vec![second.post(&path("resign"), &[]).await],
        Ending::SecondWins => vec![first.post(&path("resign"), &[]).await],
        Ending::Draw => vec![
            first.post(&path("draw"), &[("action", "offer")]).await,
            second.post(&path("draw"), &[("action", "accept")]).await,
        ],
    };
    for answer in answers {
        assert_eq!(answer.refused(), None, "ending game {game}");
    }
    let _ = app;
}

/// The standings table of the event's page: (rank, name, points, Sonneborn–Berger, wins).
async fn standings(c: &Client, event: i64) -> Vec<(String, String, String, String, String)> {
    let page = c.get(&format!("/tournaments/{event}")).await.body;
    let table = page.split("<h2>Standings</h2>").nth(1).expect("a standings table");
    let body = table.split("<tbody>").nth(1).unwrap().split("</tbody>").next().unwrap();
    body.split("<tr>")
        .skip(1)
        .map(|row| {
            let cells: Vec<String> = row
                .split("<td>")
                .skip(1)
                .map(|cell| {
                    let text = cell.split("</td>").next().unwrap();
                    // The player's cell holds a link: its text is the name.
                    text.split('>')
                        .nth(1)
                        .map_or(text, |t| t.split('<').next().unwrap())
                        .to_string()
                })
                .collect();
            (
                cells[0].clone(),
                cells[1].clone(),
                cells[2].clone(),
                cells[3].clone(),
                cells[5].clone(),
            )
        })
        .collect()
}

/// The mails of `kind` to each player, by player name: their subjects and plain texts.
async fn mails(app: &TestApp, kind: &str) -> Vec<(String, String, String)> {
    sqlx::query_as(
        "SELECT u.username, o.subject, o.text_body FROM outbox o JOIN users u ON u.id = o.user_id
         WHERE o.kind = $1 ORDER BY o.id",
    )
    .bind(kind)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

/// A section of four: 12 games start at once (each pair twice, once in each seat), are played and ended as
/// planned, and the table on the page matches the one worked out by hand below.
#[tokio::test]
async fn a_four_player_round_robin_plays_its_twelve_games_and_ranks_them_by_hand() {
    let app = spawn_app().await;
    let f = field(&app, "rr", 4).await;
    let event = entered(&f, &[("format", "round_robin"), ("size", "4")]).await;
    assert_eq!(
        status(&app, event).await,
        "starting",
        "the fourth entry fills the section"
    );
    // The fifth player finds it full.
    let late = field(&app, "late", 1).await;
    let refused = late.clients[0].post(&format!("/tournaments/{event}/join"), &[]).await;
    assert!(refused.refused().is_some());

    // One step starts every game; a second finds nothing to do.
    assert!(advance_one(&app.env).await.unwrap());
    assert!(!advance_one(&app.env).await.unwrap());
    assert_eq!(status(&app, event).await, "running");
    let all = games(&app, event).await;
    assert_eq!(all.len(), 12);
    let pairs: HashSet<(i64, i64)> = all.iter().map(|g| (g.2, g.3)).collect();
    assert_eq!(
        pairs.len(),
        12,
        "each ordered pair once: every pair twice, with the seats swapped"
    );
    for id in &f.ids {
        let firsts = all.iter().filter(|g| g.2 == id.0).count();
        let seconds = all.iter().filter(|g| g.3 == id.0).count();
        assert_eq!((firsts, seconds), (3, 3));
    }
    // "My games" says which event each game belongs to.
    let mine = f.clients[0].get("/games").await.body;
    assert_eq!(mine.matches("<small>Winter cup</small>").count(), 6);
    // One mail each, listing the player's six games.
    let started = mails(&app, "tournament").await;
    assert_eq!(started.len(), 4);
    for (_, subject, text) in &started {
        assert!(subject.contains("Winter cup"), "{subject}");
        assert_eq!(text.matches("Game #").count(), 6, "{text}");
    }

    // The plan, by seeds (rr1 = 0 … rr4 = 3), for the game where the first named has the first seat:
    //   rr1–rr2: rr1 wins both.        rr1–rr3: rr3 wins one, one draw.   rr1–rr4: one win each.
    //   rr2–rr3: rr2 wins both.        rr2–rr4: both drawn.               rr3–rr4: rr3 wins both.
    let plan = |a: usize, b: usize| -> Ending {
        use Ending::*;
        match (a, b) {
            (0, 1) | (1, 0) => {
                if a == 0 {
                    FirstWins
                } else {
                    SecondWins
                }
            }
            (0, 2) => Draw,
            (2, 0) => FirstWins,
            (0, 3) => FirstWins,
            (3, 0) => FirstWins,
            (1, 2) | (2, 1) => {
                if a == 1 {
                    FirstWins
                } else {
                    SecondWins
                }
            }
            (1, 3) | (3, 1) => Draw,
            (2, 3) | (3, 2) => {
                if a == 2 {
                    FirstWins
                } else {
                    SecondWins
                }
            }
            _ => unreachable!(),
        }
    };
    let mut seed = 7u64;
    for (i, (game, _, a, b, _)) in all.iter().enumerate() {
        set_up_and_open(&app, &f, *game, (*a, *b), &mut seed).await;
        end(&app, &f, *game, (*a, *b), plan(f.index(*a), f.index(*b))).await;
        // The section closes only after its last game.
        let moved = advance_one(&app.env).await.unwrap();
        assert_eq!(moved, i == all.len() - 1, "after game {}", i + 1);
    }
    assert_eq!(status(&app, event).await, "finished");

    // By hand: rr1 2 + ½ + 1 = 3½, rr3 1½ + 0 + 2 = 3½, rr2 0 + 2 + 1 = 3, rr4 1 + 1 + 0 = 2.
    // Sonneborn–Berger (the points of each opponent, times what one scored against them):
    //   rr1: 2·3 (rr2) + ½·3½ (rr3) + 1·2 (rr4) = 9¾      rr3: 1½·3½ (rr1) + 0 + 2·2 (rr4) = 9¼
    //   rr2: 0 + 2·3½ (rr3) + 1·2 (rr4) = 9               rr4: 1·3½ (rr1) + 1·3 (rr2) + 0 = 6½
    // rr1 and rr3 are level on points; Sonneborn–Berger puts rr1 first.
    let table = standings(&f.clients[1], event).await;
    let expected = [
        ("1", "rr1", "3½", "9¾", "3"),
        ("2", "rr3", "3½", "9¼", "3"),
        ("3", "rr2", "3", "9", "2"),
        ("4", "rr4", "2", "6½", "1"),
    ];
    let got: Vec<(&str, &str, &str, &str, &str)> = table
        .iter()
        .map(|r| (r.0.as_str(), r.1.as_str(), r.2.as_str(), r.3.as_str(), r.4.as_str()))
        .collect();
    assert_eq!(got, expected);

    // The crosstable links every game, and each player's row sums to their points.
    let page = f.clients[0].get(&format!("/tournaments/{event}")).await.body;
    assert!(page.contains("<h2>Crosstable</h2>"));
    for (game, ..) in &all {
        assert!(
            page.contains(&format!("href=\"/games/{game}\"")),
            "game {game} is linked"
        );
    }
    assert!(
        page.contains("aria-label=\"1 as red against rr2\""),
        "cells say what they hold"
    );

    // Everyone learns the result and their place.
    let over: Vec<(String, String, String)> = mails(&app, "tournament")
        .await
        .into_iter()
        .filter(|m| m.1.contains("is over"))
        .collect();
    assert_eq!(over.len(), 4);
    let rr4 = over.iter().find(|m| m.0 == "rr4").unwrap();
    assert!(rr4.2.contains("Winner: rr1."), "{}", rr4.2);
    assert!(rr4.2.contains("place 4 of 4 with 2 points"), "{}", rr4.2);
    // The turn mails of the event's games name it.
    let turn: Vec<(String, String, String)> = mails(&app, "your_turn").await;
    assert!(!turn.is_empty());
    assert!(
        turn.iter()
            .all(|m| m.2.contains("A game of the tournament “Winter cup”."))
    );
}

/// Seven players, three Swiss rounds: a bye each round to a player who had none, no pairing repeated, a
/// player who withdraws in round 2 forfeits and is paired no more, two workers pair a round once, and the
/// final table agrees with one computed here from the games themselves.
#[tokio::test]
async fn a_seven_player_swiss_has_a_bye_a_withdrawal_and_a_table_computed_by_hand() {
    let app = spawn_app().await;
    let f = field(&app, "sw", 7).await;
    let event = entered(&f, &[("format", "swiss"), ("size", "7"), ("rounds", "3")]).await;
    assert!(advance_one(&app.env).await.unwrap());
    let mut seed = 11u64;
    let mut withdrawn = None;
    for round in 1..=3 {
        let paired: Vec<_> = games(&app, event).await.into_iter().filter(|g| g.1 == round).collect();
        let byes: Vec<(i32, i64)> =
            sqlx::query_as("SELECT round, user_id FROM tournament_byes WHERE tournament_id = $1")
                .bind(event)
                .fetch_all(&app.pool)
                .await
                .unwrap();
        let bye = byes.iter().find(|b| b.0 == round).map(|b| b.1);
        let players: Vec<i64> = paired.iter().flat_map(|g| [g.2, g.3]).chain(bye).collect();
        let active = 7 - usize::from(withdrawn.is_some());
        assert_eq!(
            players.len(),
            active,
            "round {round}: everyone still in plays or has the bye"
        );
        assert_eq!(players.iter().collect::<HashSet<_>>().len(), active);
        assert_eq!(
            bye.is_some(),
            active % 2 == 1,
            "round {round}: a bye only for an odd field"
        );
        assert!(
            withdrawn.is_none_or(|w| !players.contains(&w)),
            "a withdrawn player is paired no more"
        );
        for (game, _, a, b, _) in &paired {
            set_up_and_open(&app, &f, *game, (*a, *b), &mut seed).await;
        }
        if round == 2 {
            // sw3 withdraws with a game in play: it is lost by forfeit.
            let quitter = f.ids[2].0;
            // Asked without the confirmation, the page asks first and names the game it forfeits.
            let quitter_client = &f.clients[2];
            let asked = quitter_client
                .post(&format!("/tournaments/{event}/withdraw"), &[])
                .await;
            let ask = asked.location.unwrap();
            assert_eq!(ask, format!("/tournaments/{event}?withdraw=ask#withdraw"));
            let page = quitter_client.get(&ask).await.body;
            let (running, ..) = paired
                .iter()
                .find(|(_, _, a, b, _)| *a == quitter || *b == quitter)
                .unwrap();
            let confirm_box = &page[page.find("id=\"withdraw\"").unwrap()..];
            assert!(
                confirm_box.contains(&format!("href=\"/games/{running}\"")),
                "{confirm_box}"
            );
            assert!(
                confirm_box.contains("class=\"danger\""),
                "the confirmation looks dangerous"
            );
            assert!(page.contains("Your games in this tournament"));
            let playing: String = sqlx::query_scalar("SELECT status::text FROM games WHERE id = $1")
                .bind(running.0)
                .fetch_one(&app.pool)
                .await
                .unwrap();
            assert_eq!(playing, "playing", "asking changed nothing");
            let answer = quitter_client
                .post(&format!("/tournaments/{event}/withdraw"), &[("confirm", "yes")])
                .await;
            assert_eq!(answer.refused(), None);
            withdrawn = Some(quitter);
        }
        for (game, _, a, b, _) in &paired {
            let game_status: String = sqlx::query_scalar("SELECT status::text FROM games WHERE id = $1")
                .bind(game.0)
                .fetch_one(&app.pool)
                .await
                .unwrap();
            if game_status == "finished" {
                continue;
            }
            // The better seed wins, except that the games of round 3's top board are drawn.
            let ending = if round == 3 && *game == paired[0].0 {
                Ending::Draw
            } else if f.index(*a) < f.index(*b) {
                Ending::FirstWins
            } else {
                Ending::SecondWins
            };
            end(&app, &f, *game, (*a, *b), ending).await;
        }
        if round < 3 {
            // Two workers at once: the round is paired by one of them, once.
            let (one, two) = tokio::join!(advance_one(&app.env), advance_one(&app.env));
            let moved = [one.unwrap(), two.unwrap()];
            assert!(moved.contains(&true), "round {} was paired", round + 1);
            assert!(!advance_one(&app.env).await.unwrap());
            let next = games(&app, event)
                .await
                .into_iter()
                .filter(|g| g.1 == round + 1)
                .count();
            let expected_games = (7 - usize::from(withdrawn.is_some())) / 2;
            assert_eq!(next, expected_games, "round {} paired once", round + 1);
        } else {
            assert!(advance_one(&app.env).await.unwrap());
        }
    }
    assert_eq!(status(&app, event).await, "finished");

    // No two players met twice; nobody had two byes; seats alternate within one.
    let all = games(&app, event).await;
    let met: Vec<(i64, i64)> = all.iter().map(|g| (g.2.min(g.3), g.2.max(g.3))).collect();
    assert_eq!(
        met.iter().collect::<HashSet<_>>().len(),
        met.len(),
        "no repeated pairing"
    );
    let byes: Vec<i64> = sqlx::query_scalar("SELECT user_id FROM tournament_byes WHERE tournament_id = $1")
        .bind(event)
        .fetch_all(&app.pool)
        .await
        .unwrap();
    assert_eq!(
        byes.len(),
        2,
        "byes in rounds 1 and 2; after the withdrawal the field is even"
    );
    for id in &f.ids {
        let firsts = all.iter().filter(|g| g.2 == id.0).count() as i64;
        let seconds = all.iter().filter(|g| g.3 == id.0).count() as i64;
        assert!((firsts - seconds).abs() <= 1, "seats of {id:?}: {firsts} and {seconds}");
    }
    let forfeits: i64 =
        sqlx::query_scalar("SELECT count(*) FROM games WHERE tournament_id = $1 AND result_reason = 'forfeit'")
            .bind(event)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(forfeits, 1, "the withdrawn player's game in play was forfeited");

    // The table by hand, from the games as they ended: points (a bye is a win), then Sonneborn–Berger.
    let results: Vec<(i64, i64, Option<i16>)> = sqlx::query_as(
        "SELECT first_id, second_id, winner FROM games WHERE tournament_id = $1 AND status = 'finished'",
    )
    .bind(event)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    // In quarter points, so that halves of halves stay exact.
    let score = |winner: Option<i16>, seat: i16| match winner {
        Some(w) if w == seat => 4,
        Some(_) => 0,
        None => 2,
    };
    let mut points: BTreeMap<i64, i64> = f.ids.iter().map(|u| (u.0, 0)).collect();
    for &(a, b, winner) in &results {
        *points.get_mut(&a).unwrap() += score(winner, 0);
        *points.get_mut(&b).unwrap() += score(winner, 1);
    }
    for b in &byes {
        *points.get_mut(b).unwrap() += 4;
    }
    let mut sb: BTreeMap<i64, i64> = f.ids.iter().map(|u| (u.0, 0)).collect();
    for &(a, b, winner) in &results {
        *sb.get_mut(&a).unwrap() += score(winner, 0) * points[&b] / 4;
        *sb.get_mut(&b).unwrap() += score(winner, 1) * points[&a] / 4;
    }
    let quarters = |q: i64| {
        let frac = ["", "¼", "½", "¾"][(q % 4) as usize];
        match (q / 4, q % 4) {
            (0, 0) => "0".to_string(),
            (0, _) => frac.to_string(),
            (w, _) => format!("{w}{frac}"),
        }
    };
    let table = standings(&f.clients[0], event).await;
    assert_eq!(table.len(), 7);
    for row in &table {
        let id = f.ids[f.names.iter().position(|n| *n == row.1).unwrap()].0;
        assert_eq!(row.2, quarters(points[&id]), "{}'s points", row.1);
        assert_eq!(row.3, quarters(sb[&id]), "{}'s Sonneborn–Berger", row.1);
    }
    let ranked: Vec<(i64, i64)> = table
        .iter()
        .map(|r| {
            let id = f.ids[f.names.iter().position(|n| *n == r.1).unwrap()].0;
            (points[&id], sb[&id])
        })
        .collect();
    assert!(
        ranked.windows(2).all(|w| w[0] >= w[1]),
        "ranked by points, then SB: {ranked:?}"
    );
    let page = f.clients[0].get(&format!("/tournaments/{event}")).await.body;
    assert!(
        page.contains("sw3</a> (withdrawn)"),
        "the withdrawn player keeps a place, marked"
    );
    assert!(page.contains("Round 3"));
    // Every round after the first was announced to the players still in it.
    let round_mails = mails(&app, "tournament").await;
    assert_eq!(round_mails.iter().filter(|m| m.1.starts_with("Round 2")).count(), 7);
    assert_eq!(round_mails.iter().filter(|m| m.1.starts_with("Round 3")).count(), 6);
}

/// What may not be done to an event is refused with a reason, and changes nothing.
#[tokio::test]
async fn entries_and_starts_are_refused_when_they_do_not_fit() {
    let app = spawn_app().await;
    let f = field(&app, "ref", 3).await;
    let unverified = Client::new(&app);
    unverified.register("unconfirmed").await;
    let form = [
        ("name", "Spring open"),
        ("variant", "duel"),
        ("format", "swiss"),
        ("size", "8"),
        ("rounds", "3"),
        ("play", "yes"),
    ];
    let refused = unverified.post("/tournaments", &form).await;
    assert!(refused.refused().unwrap().contains("confirmed"), "{:?}", refused.flash);
    for bad in [
        vec![("name", "x")],
        vec![("size", "2")],
        vec![("rounds", "12")],
        vec![("size", "4"), ("rounds", "4")],
        vec![("closes", "2001-01-01")],
    ] {
        let mut fields: Vec<(&str, &str)> = form.to_vec();
        fields.retain(|(k, _)| !bad.iter().any(|(b, _)| b == k));
        fields.extend(bad.iter().copied());
        let answer = f.clients[0].post("/tournaments", &fields).await;
        assert!(answer.refused().is_some(), "{bad:?} is refused");
    }
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM tournaments")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 0);

    let event = entered(&f, &form[2..5]).await;
    assert_eq!(status(&app, event).await, "open");
    // The list marks the events the reader is in.
    assert!(f.clients[1].get("/tournaments").await.body.contains("You are in it"));
    assert!(!unverified.get("/tournaments").await.body.contains("You are in it"));
    let path = |what: &str| format!("/tournaments/{event}/{what}");
    // Only the creator starts early, and a Swiss event needs four.
    let stranger_start = f.clients[1].post(&path("start"), &[]).await;
    assert_eq!(stranger_start.status, StatusCode::FORBIDDEN);
    let too_few = f.clients[0].post(&path("start"), &[]).await;
    assert!(too_few.refused().unwrap().contains("at least 4"));
    assert!(
        f.clients[1].post(&path("join"), &[]).await.refused().is_some(),
        "entered twice"
    );
    assert!(
        f.clients[1]
            .post(&path("withdraw"), &[("confirm", "yes")])
            .await
            .refused()
            .is_some(),
        "not under way"
    );
    assert_eq!(
        f.clients[1].post(&path("dance"), &[]).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        f.clients[1].get("/tournaments/99999").await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(f.clients[1].get("/tournaments/abc").await.status, StatusCode::NOT_FOUND);
    assert_eq!(status(&app, event).await, "open");
    // A player takes the entry back; the creator cancels, and the entrants are told.
    assert_eq!(f.clients[2].post(&path("leave"), &[]).await.refused(), None);
    assert_eq!(f.clients[0].post(&path("cancel"), &[]).await.refused(), None);
    assert_eq!(status(&app, event).await, "cancelled");
    let told = mails(&app, "tournament").await;
    assert_eq!(told.len(), 2, "the two entrants left are told: {told:?}");
    assert!(f.clients[1].post(&path("join"), &[]).await.refused().is_some());
}

/// Entries close on their date: an event with enough players starts then, one with too few is called off.
#[tokio::test]
async fn an_event_starts_or_is_called_off_when_its_entries_close() {
    let app = spawn_app().await;
    let f = field(&app, "cl", 3).await;
    let tomorrow = (app.env.clock.now() + chrono::Duration::days(1))
        .format("%Y-%m-%d")
        .to_string();
    let full_enough = entered(&f, &[("format", "round_robin"), ("size", "6"), ("closes", &tomorrow)]).await;
    let lonely = {
        let form = [
            ("name", "Lonely cup"),
            ("variant", "duel"),
            ("format", "round_robin"),
            ("size", "5"),
            ("closes", &tomorrow),
            ("play", "yes"),
        ];
        let created = f.clients[1].post("/tournaments", &form).await;
        created
            .location
            .unwrap()
            .rsplit('/')
            .next()
            .unwrap()
            .parse::<i64>()
            .unwrap()
    };
    assert!(!advance_one(&app.env).await.unwrap(), "nothing is due before the date");
    app.env.clock.advance(chrono::Duration::days(2));
    assert!(advance_one(&app.env).await.unwrap());
    assert!(advance_one(&app.env).await.unwrap());
    assert!(!advance_one(&app.env).await.unwrap());
    assert_eq!(status(&app, full_enough).await, "running");
    assert_eq!(games(&app, full_enough).await.len(), 6, "three players: six games");
    assert_eq!(status(&app, lonely).await, "cancelled");
}

/// An admin removes a player (their games in play are forfeited) and cancels an event; both are in the audit
/// log with the reason. A disabled account withdraws from its events.
#[tokio::test]
async fn admins_remove_players_and_cancel_events_on_the_record() {
    let app = spawn_app().await;
    let f = field(&app, "ad", 4).await;
    let admin = Client::new(&app);
    admin.register("referee").await;
    sqlx::query("UPDATE users SET role = 'admin' WHERE username = 'referee'")
        .execute(&app.pool)
        .await
        .unwrap();
    let event = entered(&f, &[("format", "round_robin"), ("size", "4")]).await;
    assert!(advance_one(&app.env).await.unwrap());
    let path = format!("/admin/tournaments/{event}");
    let removed = admin
        .post(
            &path,
            &[
                ("action", "remove"),
                ("player", "ad2"),
                ("reason", "abandoned"),
                ("confirm", "yes"),
            ],
        )
        .await;
    assert_eq!(removed.refused(), None, "{:?}", removed.flash);
    let forfeited: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM games WHERE tournament_id = $1 AND result_reason = 'forfeit'
         AND (first_id = $2 OR second_id = $2)",
    )
    .bind(event)
    .bind(f.ids[1].0)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(forfeited, 6, "all six of ad2's games are lost by forfeit");
    // A player's own account disabled: the same.
    let disabled = admin
        .post(
            &format!("/admin/users/{}", f.ids[2].0),
            &[("action", "disable"), ("reason", "spam"), ("confirm", "yes")],
        )
        .await;
    assert_eq!(disabled.refused(), None);
    let withdrawn: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM tournament_entrants WHERE tournament_id = $1 AND withdrawn_at IS NOT NULL",
    )
    .bind(event)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(withdrawn, 2);
    // A player cannot do what an admin does.
    let not_admin = f.clients[0]
        .post(&path, &[("action", "cancel"), ("reason", "mine"), ("confirm", "yes")])
        .await;
    assert_ne!(not_admin.status, StatusCode::SEE_OTHER);
    let cancelled = admin
        .post(
            &path,
            &[("action", "cancel"), ("reason", "the club closed"), ("confirm", "yes")],
        )
        .await;
    assert_eq!(cancelled.refused(), None);
    assert_eq!(status(&app, event).await, "cancelled");
    let audit: Vec<(String, String)> = sqlx::query_as("SELECT action, reason FROM audit_log ORDER BY id")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    assert!(audit.contains(&("remove_from_tournament".to_string(), "abandoned".to_string())));
    assert!(audit.contains(&("cancel_tournament".to_string(), "the club closed".to_string())));
    // The games still in play go on; the event's step has nothing more to do.
    assert!(!advance_one(&app.env).await.unwrap());
}

/// A section under way in a real browser: the crosstable and the standings, kept as a screenshot in
/// artifacts/; the event's page and the list with its form pass axe.
#[tokio::test]
async fn a_browser_shows_the_crosstable() {
    use crate::accessibility::{audit, axe_source, sign_in};
    use crate::browser::{artifacts, browser, start_chromedriver, text};
    let app = spawn_app().await;
    let f = field(&app, "cx", 4).await;
    let event = entered(&f, &[("format", "round_robin"), ("size", "4")]).await;
    assert!(advance_one(&app.env).await.unwrap());
    let mut seed = 3u64;
    let all = games(&app, event).await;
    // Half the games are decided: the first seat wins, or the game is drawn.
    for (i, (game, _, a, b, _)) in all.iter().enumerate().filter(|(i, _)| i % 2 == 0) {
        set_up_and_open(&app, &f, *game, (*a, *b), &mut seed).await;
        let ending = if i % 4 == 0 { Ending::FirstWins } else { Ending::Draw };
        end(&app, &f, *game, (*a, *b), ending).await;
    }
    let (_driver, port) = start_chromedriver();
    let c = browser(port).await;
    c.goto(&format!("{}/tournaments/{event}", app.base)).await.unwrap();
    assert_eq!(text(&c, "h1").await, "Winter cup");
    let rows = c
        .find_all(fantoccini::Locator::Css("table.crosstable tbody tr"))
        .await
        .unwrap();
    assert_eq!(rows.len(), 4);
    let linked = c
        .find_all(fantoccini::Locator::Css("table.crosstable a[href^='/games/']"))
        .await
        .unwrap();
    assert_eq!(linked.len(), 24, "every game twice: in each of its players' rows");
    // A game still being played says so, not an unreadable mark.
    let playing = c
        .find_all(fantoccini::Locator::Css(
            "table.crosstable a[aria-label^='being played, as ']",
        ))
        .await
        .unwrap();
    assert_eq!(playing.len(), 12, "half the games, twice each");
    std::fs::write(artifacts().join("crosstable.png"), c.screenshot().await.unwrap()).unwrap();
    let axe = axe_source();
    audit(&c, &axe, "an event's page").await;
    sign_in(&c, &app.base, "cx2").await;
    for page in ["/tournaments".to_string(), format!("/tournaments/{event}")] {
        c.goto(&format!("{}{page}", app.base)).await.unwrap();
        audit(&c, &axe, &page).await;
    }
    c.close().await.unwrap();
}

/// Players entering at the same moment: the section takes exactly as many as it holds, and the entry that
/// fills it starts it, whoever's it is.
#[tokio::test]
async fn simultaneous_entries_fill_a_section_exactly() {
    let app = spawn_app().await;
    let f = field(&app, "rush", 6).await;
    let created = f.clients[0]
        .post(
            "/tournaments",
            &[
                ("name", "Rush cup"),
                ("variant", "duel"),
                ("format", "round_robin"),
                ("size", "4"),
                ("play", "yes"),
            ],
        )
        .await;
    let event: i64 = created.location.unwrap().rsplit('/').next().unwrap().parse().unwrap();
    let path = format!("/tournaments/{event}/join");
    let tasks: Vec<_> = f.clients[1..]
        .iter()
        .map(|c| {
            let (c, path) = (c.clone(), path.clone());
            tokio::spawn(async move { c.post(&path, &[]).await.refused().is_none() })
        })
        .collect();
    let mut admitted = 0;
    for task in tasks {
        admitted += usize::from(task.await.unwrap());
    }
    assert_eq!(admitted, 3, "three places were left");
    let entrants: i64 = sqlx::query_scalar("SELECT count(*) FROM tournament_entrants WHERE tournament_id = $1")
        .bind(event)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(entrants, 4);
    assert_eq!(status(&app, event).await, "starting");
}
