//! Playing a move: the board changes, the battle is fought, each side learns what the rules show it, and the
//! turn passes.

use super::battle::{self, Removed};
use super::board::Dir;
use super::game::{Battle, Game, Knowledge, MoveReport, PieceSet, PieceState};
use super::legality::{PlayError, Step};
use super::notation::Move;
use super::outcome::{Outcome, Reason};
use super::piece::{Family, Kind, PieceId, Seat};
use super::repetition::{Chase, Series};

impl Game {
    /// Plays one single move of the side to move. On an error nothing changes.
    pub fn play(&mut self, mv: Move) -> Result<MoveReport, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        let step = self.check_step(mv)?;
        self.check_history(mv, &step)?;
        let seat = self.to_move;
        let (survives, _) = self.battle_result(&step);
        let hash_after = self.hash_after(mv, &step);
        let threatens = if self.options.more_squares_rule && self.family() == Family::Stratego && survives {
            let removed = step.target.filter(|_| survives);
            self.threatened_from(mv.to, seat, removed)
        } else {
            Vec::new()
        };

        let battle = self.apply(mv, &step);
        let mut spied = PieceSet::default();
        self.hash = hash_after;
        self.ply += 1;
        self.quiet_plies = if battle.is_some() { 0 } else { self.quiet_plies + 1 };
        if self.family() == Family::Stratego {
            let idx = seat.index();
            self.series[idx] = Some(Series::after(
                self.series[idx].as_ref(),
                step.piece,
                step.dir,
                step.cover,
            ));
            if self.options.more_squares_rule {
                self.update_chase(seat, step.piece, threatens);
            }
            self.last_move[idx] = Some((step.piece, mv));
        } else {
            self.left_this_turn.push(step.piece, mv.from);
            spied = self.spies_look();
        }

        if let Some(b) = battle
            && b.defender.is_goal()
            && b.removed == Removed::Defender
        {
            let reason = if b.defender == Kind::Flag {
                Reason::FlagCaptured
            } else {
                Reason::HqCaptured
            };
            self.outcome = Some(Outcome {
                winner: Some(seat),
                reason,
            });
        }

        let mut turn_over = true;
        if self.outcome.is_none() {
            if self.first_of_turn.is_none() && self.variant.moves_per_turn() == 2 {
                self.first_of_turn = Some(step.piece);
                // The turn is one move when no other piece can make the second (ours).
                turn_over = !self.has_legal_move();
            }
            if turn_over {
                self.end_turn();
            }
        }
        Ok(MoveReport {
            ply: self.ply,
            seat,
            mv,
            piece: step.piece,
            target: step.target,
            battle,
            turn_over,
            spied,
        })
    }

    /// Moves the piece, fights the battle and updates what each side knows.
    fn apply(&mut self, mv: Move, step: &Step) -> Option<Battle> {
        let (from, to) = (self.dims.index(mv.from), self.dims.index(mv.to));
        let attacker_id = usize::from(step.piece);
        self.board[from] = None;
        let mover = &mut self.pieces[attacker_id];
        mover.moved = true;
        let long_scout_move = mover.kind == Kind::Scout && mv.from.line_to(mv.to).is_some_and(|(_, d)| d > 1);
        if long_scout_move {
            mover.known = Knowledge::PUBLIC;
        }
        let Some(defender_id) = step.target.map(usize::from) else {
            self.board[to] = Some(step.piece);
            self.pieces[attacker_id].square = Some(mv.to);
            return None;
        };
        let attacker = self.pieces[attacker_id].kind;
        let defender = self.pieces[defender_id].kind;
        let removed = battle::fight(self.family(), attacker, defender);
        match (self.family(), self.variant.is_czech()) {
            (Family::Stratego, false) => {
                self.pieces[attacker_id].known = Knowledge::PUBLIC;
                self.pieces[defender_id].known = Knowledge::PUBLIC;
            }
            (Family::Stratego, true) => {
                // Only the attacker sees the defender; its owner knows it was seen.
                let k = &mut self.pieces[defender_id].known;
                k.to_opponent = true;
                k.owner_aware = true;
            }
            (Family::Espionage, _) => {}
        }
        if matches!(removed, Removed::Attacker | Removed::Both) {
            self.pieces[attacker_id].square = None;
        }
        if matches!(removed, Removed::Defender | Removed::Both) {
            self.pieces[defender_id].square = None;
            self.board[to] = None;
        }
        if removed == Removed::Defender {
            self.board[to] = Some(step.piece);
            self.pieces[attacker_id].square = Some(mv.to);
        }
        Some(Battle {
            attacker,
            defender,
            removed,
        })
    }

    fn update_chase(&mut self, seat: Seat, piece: PieceId, threatens: Vec<PieceId>) {
        let hash = self.hash;
        let start = |threatens: Vec<PieceId>| {
            (!threatens.is_empty()).then(|| Chase {
                chaser: seat,
                threatened: threatens,
                evaded: Vec::new(),
                positions: vec![hash],
            })
        };
        self.chase = match self.chase.take() {
            Some(mut c) if c.chaser == seat => (!threatens.is_empty()).then(|| {
                c.threatened = threatens;
                c.positions.push(hash);
                c
            }),
            Some(mut c) if c.threatened.contains(&piece) => {
                if !c.evaded.contains(&piece) {
                    c.evaded.push(piece);
                }
                Some(c)
            }
            _ => start(threatens),
        };
    }

    /// Each Espionage Spy shows its owner every enemy piece on the eight squares around it. Returns the pieces
    /// shown for the first time.
    fn spies_look(&mut self) -> PieceSet {
        let mut shown = PieceSet::default();
        if self.variant.is_open() {
            return shown;
        }
        let dims = self.dims;
        for i in 0..self.pieces.len() {
            let (owner, sq) = match &self.pieces[i] {
                PieceState {
                    kind: Kind::Spy,
                    square: Some(sq),
                    owner,
                    ..
                } => (*owner, *sq),
                _ => continue,
            };
            for dir in Dir::all() {
                if let Some(n) = dims.step(sq, dir, 1)
                    && let Some(id) = self.board[dims.index(n)]
                {
                    let p = &mut self.pieces[usize::from(id)];
                    if p.owner != owner && !p.known.to_opponent {
                        p.known.to_opponent = true;
                        shown.insert(id);
                    }
                }
            }
        }
        shown
    }

    /// Passes the turn and applies the end-of-game steps 2–5 of docs/rules.md §10.2.
    fn end_turn(&mut self) {
        let mover = self.to_move;
        self.left_last_turn[mover.index()] = std::mem::take(&mut self.left_this_turn);
        self.first_of_turn = None;
        self.to_move = mover.other();
        self.outcome = self.judge_turn_end(mover);
    }
}
