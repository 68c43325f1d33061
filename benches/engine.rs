//! Engine speed: legal-move generation, one move, a 300-ply replay and random playouts, for a Stratego and an
//! Espionage preset. Run with `cargo bench --bench engine`; figures go to BENCHMARKS.md.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use fieldpost::rules::{Game, Move, Variant, playout};
use std::hint::black_box;

const PRESETS: [Variant; 2] = [Variant::Stratego, Variant::Espionage];

/// A random game that lasts at least `plies` moves, cut to exactly that many.
fn game_of(variant: Variant, plies: u32) -> fieldpost::rules::ValidRecord {
    (0..)
        .map(|seed| playout::random_game(variant, seed, plies).0)
        .find(|r| r.moves.len() == plies as usize)
        .expect("some random game lasts long enough")
        .validate()
        .expect("random records are well formed")
}

fn middle_game(variant: Variant) -> Game {
    game_of(variant, 60).replay(None).unwrap().game
}

fn engine(c: &mut Criterion) {
    for variant in PRESETS {
        let id = variant.id();
        let game = middle_game(variant);
        c.bench_function(&format!("{id}/legal_moves"), |b| {
            b.iter(|| black_box(&game).legal_moves())
        });
        let mv: Move = game.legal_moves()[0];
        c.bench_function(&format!("{id}/play_one_move"), |b| {
            b.iter_batched_ref(
                || game.clone(),
                |g| g.play(black_box(mv)).unwrap(),
                BatchSize::SmallInput,
            )
        });
        let record = game_of(variant, 300);
        c.bench_function(&format!("{id}/replay_300_plies"), |b| {
            b.iter(|| black_box(&record).replay(None).unwrap())
        });
        let mut seed = 0;
        c.bench_function(&format!("{id}/random_playout"), |b| {
            b.iter(|| {
                seed += 1;
                playout::random_game(variant, seed, 2000)
            })
        });
    }
}

criterion_group!(benches, engine);
criterion_main!(benches);
