//! The fog, in the engine: a player's legal moves, the words of every refusal and the player's view depend only on
//! what the player may know. For random positions of every preset, two hidden enemy pieces are dealt the other
//! way round (pieces that never fought, are not known to the player, and moved or stood alike), the same moves
//! are replayed, and nothing the player is shown may change: nor what a computer player is given, nor the move it
//! chooses, nor the analysis of the player's move.

use fieldpost::bot::{self, Budget, Level};
use fieldpost::rules::{Move, Seat, SeatView, Setup, Square, Variant, Viewer, playout};

/// The squares of the board, for every move a player might try.
fn squares(variant: Variant) -> Vec<Square> {
    let dims = variant.dims();
    let n = dims.size();
    (0..n)
        .flat_map(|col| (1..=n).map(move |row| format!("{}{row}", (b'a' + col) as char)))
        .map(|name| dims.parse_square(&name).unwrap())
        .collect()
}

/// One re-deal of `viewer`'s opponent in the game of `seed`, if the game offers two pieces to swap.
fn check_redeal(variant: Variant, seed: u64, plies: u32, viewer: Seat) -> bool {
    let (record, _) = playout::random_game(variant, seed, plies);
    let valid = record.validate().unwrap();
    let replay = valid.replay(None).unwrap();
    let game = &replay.game;
    let opponent = viewer.other();
    let setups: Vec<Setup> = Seat::BOTH
        .into_iter()
        .map(|s| Setup::parse(variant, s, &record.setup[s.index()].1).unwrap())
        .collect();
    let offset = match opponent {
        Seat::First => 0,
        Seat::Second => setups[0].pieces().count(),
    };
    let start: Vec<Square> = setups[opponent.index()].pieces().map(|(sq, _)| sq).collect();
    let fought: Vec<u8> = replay
        .reports
        .iter()
        .filter(|r| r.battle.is_some())
        .flat_map(|r| [Some(r.piece), r.target])
        .flatten()
        .collect();
    let hidden: Vec<usize> = (offset..offset + start.len())
        .filter(|&id| {
            let p = &game.pieces()[id];
            p.square.is_some() && !p.known.to_opponent && !p.known.public && !fought.contains(&(id as u8))
        })
        .collect();
    let pair = hidden.iter().enumerate().find_map(|(i, &a)| {
        let pa = &game.pieces()[a];
        hidden[i + 1..]
            .iter()
            .find(|&&b| {
                let pb = &game.pieces()[b];
                pb.kind != pa.kind && pb.moved == pa.moved
            })
            .map(|&b| (a, b))
    });
    let Some((a, b)) = pair else { return false };
    let redealt = setups[opponent.index()]
        .swapped(start[a - offset], start[b - offset])
        .unwrap();
    let mut other = record.clone();
    other.setup[opponent.index()].1 = redealt.to_string();
    let Ok(other_replay) = other.validate().unwrap().replay(None) else {
        return false;
    };
    let other_game = &other_replay.game;
    // Once a game is over everything is shown; and an end the hidden pieces decide (a side left without a
    // movable piece) is public when it comes.
    if game.outcome().is_some() || other_game.outcome().is_some() {
        return false;
    }
    let me = Viewer::Player(viewer);
    assert_eq!(
        game.view_for(me),
        other_game.view_for(me),
        "{variant:?} seed {seed}: the view changed with the hidden pieces"
    );
    let mut other_setups = setups.clone();
    other_setups[opponent.index()] = redealt;
    let seat_view = SeatView::new([&setups[0], &setups[1]], game, &replay.reports, viewer);
    let other_seat_view = SeatView::new(
        [&other_setups[0], &other_setups[1]],
        other_game,
        &other_replay.reports,
        viewer,
    );
    assert!(
        seat_view == other_seat_view,
        "{variant:?} seed {seed}: a computer player would be told of the hidden pieces"
    );
    let budget = Budget {
        nodes: 300,
        clock: None,
    };
    // The searching players are slow in a test build: they are asked in every fourth position.
    let levels: &[Level] = if seed.is_multiple_of(4) {
        &Level::ALL
    } else {
        &[Level::Random, Level::Easy]
    };
    for &level in levels {
        assert_eq!(
            bot::choose_move(&seat_view, level, seed, &budget),
            bot::choose_move(&other_seat_view, level, seed, &budget),
            "{variant:?} seed {seed}: {level:?} chose differently"
        );
    }
    // The analysis after a game judges each move from its mover's view at the time: the same view, the same
    // judgement, whatever the hidden pieces were.
    if let Some(&played) = seat_view.legal_moves().first().filter(|_| seed.is_multiple_of(4)) {
        assert_eq!(
            bot::analysis::judge(&seat_view, played, seed, 300),
            bot::analysis::judge(&other_seat_view, played, seed, 300),
            "{variant:?} seed {seed}: the analysis of a move saw the hidden pieces"
        );
    }
    if game.to_move() == Some(viewer) {
        let mut mine = game.legal_moves();
        let mut theirs = other_game.legal_moves();
        mine.sort_by_key(|m| m.to_string());
        theirs.sort_by_key(|m| m.to_string());
        assert_eq!(mine, theirs, "{variant:?} seed {seed}: the legal moves changed");
        let board = squares(variant);
        let own: Vec<Square> = game
            .pieces()
            .iter()
            .filter(|p| p.owner == viewer)
            .filter_map(|p| p.square)
            .collect();
        for &from in &own {
            for &to in &board {
                let mv = Move { from, to };
                let said = |r: Result<(), fieldpost::rules::PlayError>| r.err().map(|e| e.to_string());
                assert_eq!(
                    said(game.check(mv)),
                    said(other_game.check(mv)),
                    "{variant:?} seed {seed}: {mv} is answered differently"
                );
            }
        }
    }
    true
}

#[test]
fn what_a_player_is_shown_does_not_depend_on_hidden_enemy_pieces() {
    // In an open variant nothing is hidden.
    for variant in Variant::ALL.into_iter().filter(|v| !v.is_open()) {
        let mut checked = 0;
        for seed in 0..40u64 {
            let plies = 10 + (seed * 37 % 190) as u32;
            for viewer in Seat::BOTH {
                if check_redeal(variant, seed, plies, viewer) {
                    checked += 1;
                }
            }
        }
        assert!(checked >= 20, "{variant:?}: only {checked} positions could be re-dealt");
    }
}
