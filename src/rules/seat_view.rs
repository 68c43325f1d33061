//! Everything one seat may know of a game, in one value: what a player who does not look at a page (a computer
//! player) is handed. It holds the seat's view, its own setup, where the enemy's pieces stood before the first
//! move, the moves as the seat saw them and its legal moves; nothing in it depends on an enemy identity the
//! seat has not seen.

use super::board::Square;
use super::game::{Game, MoveReport};
use super::notation::Move;
use super::piece::Seat;
use super::preset::{Options, Variant};
use super::setup::Setup;
use super::terrain::Terrain;
use super::view::{SeenMove, View, Viewer};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatView {
    seat: Seat,
    options: Options,
    terrain: Terrain,
    own_setup: Setup,
    enemy_start: Vec<Square>,
    moves: Vec<SeenMove>,
    view: View,
    legal: Vec<Move>,
}

impl SeatView {
    /// What `seat` knows of `game`, which was started from `setups` and moved on by `reports`. Of the enemy's
    /// setup only the squares it filled are kept: every player sees those before the first move.
    pub fn new(setups: [&Setup; 2], game: &Game, reports: &[MoveReport], seat: Seat) -> SeatView {
        let viewer = Viewer::Player(seat);
        let legal = if game.to_move() == Some(seat) {
            game.legal_moves()
        } else {
            Vec::new()
        };
        SeatView {
            seat,
            options: game.options(),
            terrain: game.terrain().clone(),
            own_setup: setups[seat.index()].clone(),
            enemy_start: setups[seat.other().index()].pieces().map(|(sq, _)| sq).collect(),
            moves: reports.iter().map(|r| game.describe(r, viewer)).collect(),
            view: game.view_for(viewer),
            legal,
        }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn variant(&self) -> Variant {
        self.view.variant()
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn terrain(&self) -> &Terrain {
        &self.terrain
    }

    pub fn own_setup(&self) -> &Setup {
        &self.own_setup
    }

    /// The squares the enemy's pieces stood on before the first move.
    pub fn enemy_start(&self) -> &[Square] {
        &self.enemy_start
    }

    /// Every move so far, in order, as this seat knows it now.
    pub fn moves(&self) -> &[SeenMove] {
        &self.moves
    }

    pub fn view(&self) -> &View {
        &self.view
    }

    /// The seat's legal moves: none unless it is to move.
    pub fn legal_moves(&self) -> &[Move] {
        &self.legal
    }
}
