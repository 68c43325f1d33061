//! Random games: random setups and random legal moves from a seed, for tests, benchmarks and demos.

use super::game::Game;
use super::notation::Move;
use super::piece::Seat;
use super::preset::Variant;
use super::record::Record;
use super::rng::SeededRng;
use super::setup::Setup;
use super::terrain::Terrain;

/// A game of `variant` at its start: terrain and both setups drawn from `seed`.
pub fn random_start(variant: Variant, seed: u64) -> ([Setup; 2], Terrain, Game) {
    let terrain = Terrain::draw(variant, seed);
    let setups = [
        Setup::random(variant, Seat::First, seed),
        Setup::random(variant, Seat::Second, seed.wrapping_add(1)),
    ];
    let game = Game::new(
        variant,
        variant.default_options(),
        terrain.clone(),
        [&setups[0], &setups[1]],
    )
    .expect("random setups fit their variant");
    (setups, terrain, game)
}

/// Plays random legal moves until the game ends or `max_plies` moves are made; returns each with its mover.
pub fn play_randomly(game: &mut Game, rng: &mut SeededRng, max_plies: u32) -> Vec<(Seat, Move)> {
    let mut moves = Vec::new();
    while game.outcome().is_none() && game.ply() < max_plies {
        let Some(seat) = game.to_move() else { break };
        let legal = game.legal_moves();
        let mv = legal[rng.below(legal.len())];
        game.play(mv).expect("a generated move is legal");
        moves.push((seat, mv));
    }
    moves
}

/// Plays random legal moves from random setups until the game ends or `max_plies` moves are made.
pub fn random_game(variant: Variant, seed: u64, max_plies: u32) -> (Record, Game) {
    let (setups, terrain, mut game) = random_start(variant, seed);
    let mut rng = SeededRng::new(seed ^ 0x5EED);
    let moves: Vec<Move> = play_randomly(&mut game, &mut rng, max_plies)
        .into_iter()
        .map(|(_, mv)| mv)
        .collect();
    (
        Record::of_play(variant, &terrain, [&setups[0], &setups[1]], &moves),
        game,
    )
}
