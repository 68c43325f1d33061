//! Following the enemy's pieces through the game as the seat saw it: each enemy piece is known by the square
//! it started on, and every move and battle narrows what it can be. A battle is always fought against one of
//! the seat's own pieces, whose kind the seat knows, so what a battle's outcome says about the enemy piece is a
//! condition on that piece alone.

use crate::rules::battle::{Removed, fight};
use crate::rules::{Family, Kind, SeatView, Square, Variant};

/// The kinds of an army a piece may still be, as a set of indices into `Variant::army()`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kinds(u16);

impl Kinds {
    fn all(variant: Variant) -> Kinds {
        Kinds((1 << variant.army().len()) - 1)
    }

    fn keep(&mut self, variant: Variant, wanted: impl Fn(Kind) -> bool) {
        for (i, &(kind, _)) in variant.army().iter().enumerate() {
            if !wanted(kind) {
                self.0 &= !(1 << i);
            }
        }
    }

    pub fn contains(self, index: usize) -> bool {
        self.0 & (1 << index) != 0
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The kinds of the set, in the army's order.
    pub fn of(self, variant: Variant) -> Vec<Kind> {
        let army = variant.army();
        (0..army.len())
            .filter(|&i| self.contains(i))
            .map(|i| army[i].0)
            .collect()
    }

    fn only(variant: Variant, wanted: impl Fn(Kind) -> bool) -> Kinds {
        let mut kinds = Kinds::all(variant);
        kinds.keep(variant, wanted);
        kinds
    }
}

/// Something the seat saw an enemy piece do that narrowed what it can be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fact {
    Moved,
    /// Moved more than one square at once.
    MovedFar,
    /// Removed the seat's own piece of this kind in a battle and stayed on the board.
    Beat(Kind),
    /// The seat has identified every piece of some kinds elsewhere (`Tracked::counted`).
    Counted,
}

/// A fact, with the kinds that fact alone leaves possible.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reason {
    pub fact: Fact,
    pub allows: Kinds,
}

/// One enemy piece as the seat has followed it.
#[derive(Debug, Clone)]
pub struct Token {
    /// Where it stood before the first move: how it is told apart.
    pub start: Square,
    /// Where it stands now; `None` once removed.
    pub square: Option<Square>,
    pub moved: bool,
    /// What it can still be, by everything seen.
    pub kinds: Kinds,
    /// Own pieces it moved next to while they were known to the enemy: a piece that seeks out a known piece of
    /// ours probably beats it.
    pub approached: Vec<Kind>,
    /// Why `kinds` is narrower than the whole army, in the order seen.
    pub reasons: Vec<Reason>,
}

impl Token {
    fn narrow(&mut self, variant: Variant, fact: Fact, wanted: impl Fn(Kind) -> bool) {
        let allows = Kinds::only(variant, wanted);
        self.kinds.0 &= allows.0;
        if !self.reasons.iter().any(|r| r.fact == fact) {
            self.reasons.push(Reason { fact, allows });
        }
    }
}

/// Every enemy piece, followed from the start.
#[derive(Debug, Clone)]
pub struct Tracked {
    pub variant: Variant,
    pub tokens: Vec<Token>,
}

#[derive(Debug, Clone, Copy)]
enum Occupant {
    /// An own piece, and whether the enemy has seen what it is (after a Stratego battle it survived; always in
    /// an open game). Only a guide: a Spy's secret look in Espionage is never told.
    Own(Kind, bool),
    Enemy(usize),
}

impl Tracked {
    pub fn follow(sv: &SeatView) -> Tracked {
        let variant = sv.variant();
        let family = variant.family();
        let dims = variant.dims();
        let mut board: Vec<Option<Occupant>> = vec![None; dims.squares()];
        for (sq, kind) in sv.own_setup().pieces() {
            board[dims.index(sq)] = Some(Occupant::Own(kind, variant.is_open()));
        }
        let mut tokens: Vec<Token> = sv
            .enemy_start()
            .iter()
            .map(|&start| Token {
                start,
                square: Some(start),
                moved: false,
                kinds: Kinds::all(variant),
                approached: Vec::new(),
                reasons: Vec::new(),
            })
            .collect();
        for (t, token) in tokens.iter().enumerate() {
            board[dims.index(token.start)] = Some(Occupant::Enemy(t));
        }
        for seen in sv.moves() {
            let (from, to) = (dims.index(seen.from), dims.index(seen.to));
            let Some(mover) = board[from].take() else { continue };
            let removed = seen.battle().map(|b| b.removed);
            match mover {
                Occupant::Enemy(t) => {
                    let token = &mut tokens[t];
                    token.moved = true;
                    token.narrow(variant, Fact::Moved, Kind::is_movable);
                    let (dc, dr) = (
                        seen.from.col().abs_diff(seen.to.col()),
                        seen.from.row().abs_diff(seen.to.row()),
                    );
                    if dc.max(dr) > 1 {
                        token.narrow(variant, Fact::MovedFar, |k| k == Kind::Scout);
                    }
                    if let Some(k) = seen.mover() {
                        token.kinds.keep(variant, |x| x == k);
                    }
                    if let (Some(Occupant::Own(mine, _)), Some(r)) = (board[to], removed) {
                        let fought = |k: Kind| !k.is_movable() || fight(family, k, mine) == r;
                        if r == Removed::Defender {
                            token.narrow(variant, Fact::Beat(mine), fought);
                        } else {
                            token.kinds.keep(variant, fought);
                        }
                    }
                }
                Occupant::Own(mine, _) => {
                    if let (Some(Occupant::Enemy(t)), Some(b)) = (board[to], seen.battle()) {
                        let token = &mut tokens[t];
                        let fought = |k: Kind| fight(family, mine, k) == b.removed;
                        if b.removed == Removed::Attacker {
                            token.narrow(variant, Fact::Beat(mine), fought);
                        } else {
                            token.kinds.keep(variant, fought);
                        }
                        if let Some(k) = b.defender() {
                            token.kinds.keep(variant, |x| x == k);
                        }
                    }
                }
            }
            let survivor = match removed {
                None | Some(Removed::Defender) => Some(mover),
                Some(Removed::Attacker) => board[to],
                Some(Removed::Both) => None,
            }
            .map(|s| match s {
                Occupant::Own(kind, _) if removed.is_some() && family == Family::Stratego => Occupant::Own(kind, true),
                other => other,
            });
            for gone in [Some(mover), board[to]].into_iter().flatten() {
                if let Occupant::Enemy(t) = gone {
                    tokens[t].square = None;
                }
            }
            board[to] = survivor;
            if let Some(Occupant::Enemy(t)) = survivor {
                tokens[t].square = Some(seen.to);
                note_approaches(&mut tokens[t], &board, seen.to, variant);
            }
        }
        let view = sv.view();
        for token in &mut tokens {
            if let Some(kind) = token.square.and_then(|sq| view.piece_at(sq)).and_then(|p| p.identity()) {
                token.kinds.keep(variant, |k| k == kind);
            }
        }
        Tracked { variant, tokens }
    }

    /// The same, with each kind the seat has identified every one of (the army's one Marshal, shown in a battle,
    /// on the board or taken) struck from every other piece, again until nothing changes, since a piece left with
    /// one kind may be the last of another. What a player counts for a note; the computer players follow the
    /// pieces without it, so that `hard-v1` stays the opponent it was measured as.
    pub fn counted(mut self) -> Tracked {
        let army = self.variant.army();
        let mut struck = vec![0u16; self.tokens.len()];
        loop {
            let mut changed = false;
            for (i, &(_, count)) in army.iter().enumerate() {
                let only = Kinds(1 << i);
                if self.tokens.iter().filter(|t| t.kinds == only).count() < usize::from(count) {
                    continue;
                }
                for (token, struck) in self.tokens.iter_mut().zip(&mut struck) {
                    if token.kinds != only && token.kinds.contains(i) {
                        token.kinds.0 &= !only.0;
                        *struck |= only.0;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        let all = Kinds::all(self.variant);
        for (token, struck) in self.tokens.iter_mut().zip(struck).filter(|(_, s)| *s != 0) {
            let allows = Kinds(all.0 & !struck);
            token.reasons.push(Reason {
                fact: Fact::Counted,
                allows,
            });
        }
        self
    }
}

/// Records the own pieces orthogonally next to `at`, where an enemy piece has just arrived.
fn note_approaches(token: &mut Token, board: &[Option<Occupant>], at: Square, variant: Variant) {
    let dims = variant.dims();
    for (dc, dr) in [(0i8, 1i8), (0, -1), (1, 0), (-1, 0)] {
        let (c, r) = (at.col() as i8 + dc, at.row() as i8 + dr);
        if dims.contains(c, r)
            && let Some(Occupant::Own(kind, true)) = board[dims.index(Square::new(c as u8, r as u8))]
        {
            token.approached.push(kind);
        }
    }
}
