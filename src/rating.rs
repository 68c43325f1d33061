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
}
