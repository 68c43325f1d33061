//! Glicko-2 (Mark Glickman, "Example of the Glicko-2 system"): ratings with a deviation and a volatility. Each
//! finished rated game is one rating period for both its players. The arithmetic is the `skillratings` crate's
//! (the paper's τ = 0.5 and convergence 0.000001); the worked example of the paper below checks it.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500 ± 350, volatility 0.06.
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

/// One game's result against one opponent: score 1 win, 0.5 draw, 0 loss.
#[derive(Debug, Clone, Copy)]
pub struct Game {
    pub opponent: Rating,
    pub score: f64,
}

impl Game {
    fn outcome(&self) -> Outcomes {
        match self.score {
            s if s > 0.5 => Outcomes::WIN,
            s if s < 0.5 => Outcomes::LOSS,
            _ => Outcomes::DRAW,
        }
    }
}

/// The rating after one rating period with these games (none: only the deviation grows, up to 350).
pub fn update(player: Rating, games: &[Game]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = games.iter().map(|g| (g.opponent.into(), g.outcome())).collect();
    glicko2_rating_period(&player.into(), &results, &Glicko2Config::new()).into()
}

/// Ratings for players who played each other (`results`: player, opponent, the player's score), one of them held
/// at a fixed rating (`anchor`: player and rating) so that the scale has a zero point: for the others, the most
/// likely ratings under the model Glicko-2 rates with (a win's odds grow tenfold every 400 points), each starting
/// from a newcomer's 1500 ± 350, which keeps a player who won every game finite. The deviation is how sure the
/// results leave each rating. Found by Newton steps, each at most 200 points, until none moves a tenth of a point.
pub fn fit(players: usize, results: &[(usize, usize, f64)], anchor: (usize, f64)) -> Vec<Rating> {
    let scale = 400.0 / std::f64::consts::LN_10;
    let newcomer = Rating::default();
    let prior = 1.0 / (newcomer.deviation * newcomer.deviation);
    let mut ratings = vec![newcomer.rating; players];
    ratings[anchor.0] = anchor.1;
    let mut information = vec![prior; players];
    for _ in 0..1000 {
        let mut moved = false;
        for p in (0..players).filter(|&p| p != anchor.0) {
            let (mut slope, mut info) = (-(ratings[p] - newcomer.rating) * prior, prior);
            for &(a, b, score) in results {
                let (opponent, score) = match (a == p, b == p) {
                    (true, _) => (b, score),
                    (_, true) => (a, 1.0 - score),
                    _ => continue,
                };
                let expected = 1.0 / (1.0 + (-(ratings[p] - ratings[opponent]) / scale).exp());
                slope += (score - expected) / scale;
                info += expected * (1.0 - expected) / (scale * scale);
            }
            let step = (slope / info).clamp(-200.0, 200.0);
            ratings[p] += step;
            information[p] = info;
            moved |= step.abs() > 0.1;
        }
        if !moved {
            break;
        }
    }
    (0..players)
        .map(|p| Rating {
            rating: ratings[p],
            deviation: if p == anchor.0 {
                0.0
            } else {
                1.0 / information[p].sqrt()
            },
            volatility: newcomer.volatility,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The worked example of Glickman's paper.
    #[test]
    fn glickmans_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opp = |rating, deviation| Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let games = [
            Game {
                opponent: opp(1400.0, 30.0),
                score: 1.0,
            },
            Game {
                opponent: opp(1550.0, 100.0),
                score: 0.0,
            },
            Game {
                opponent: opp(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = update(player, &games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    /// A period without games widens the deviation, but never past a newcomer's 350 (the crate caps it, as
    /// Glicko does: no one is less known than a player who has not played).
    #[test]
    fn a_period_without_games_only_widens_the_deviation_up_to_a_newcomers() {
        let known = Rating {
            rating: 1720.0,
            deviation: 80.0,
            volatility: 0.06,
        };
        let r = update(known, &[]);
        assert_eq!((r.rating, r.volatility), (1720.0, 0.06));
        assert!(r.deviation > 80.0 && r.deviation < 90.0, "{r:?}");
        assert_eq!(update(Rating::default(), &[]).deviation, 350.0);
    }

    #[test]
    fn winning_raises_and_losing_lowers() {
        let win = update(
            Rating::default(),
            &[Game {
                opponent: Rating::default(),
                score: 1.0,
            }],
        );
        let loss = update(
            Rating::default(),
            &[Game {
                opponent: Rating::default(),
                score: 0.0,
            }],
        );
        let draw = update(
            Rating::default(),
            &[Game {
                opponent: Rating::default(),
                score: 0.5,
            }],
        );
        assert!(win.rating > 1500.0 && loss.rating < 1500.0);
        assert!((draw.rating - 1500.0).abs() < 1e-9);
        assert!((win.rating - 1500.0 + (loss.rating - 1500.0)).abs() < 1e-6, "symmetric");
    }

    /// Three players where the second beats the first three games in four and the third beats the second as
    /// often: the anchor stays, and the others line up above it, about equally spaced.
    #[test]
    fn a_fit_holds_the_anchor_and_orders_the_rest_by_their_results() {
        let mut results = Vec::new();
        for i in 0..40 {
            let score = if i % 4 == 0 { 0.0 } else { 1.0 };
            results.push((1, 0, score));
            results.push((2, 1, score));
        }
        let ratings = fit(3, &results, (0, 1000.0));
        assert_eq!(ratings[0].rating, 1000.0);
        let (step1, step2) = (ratings[1].rating - 1000.0, ratings[2].rating - ratings[1].rating);
        assert!(step1 > 120.0 && step2 > 120.0, "{ratings:?}");
        assert!((step1 - step2).abs() < 60.0, "{ratings:?}");
    }
}
