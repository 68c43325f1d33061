//! Glicko-2 (Mark Glickman, "Example of the Glicko-2 system"): ratings with a deviation and a volatility.
//! Each finished rated game is one rating period for both its players.

/// The system constant τ: how much the volatility may change.
const TAU: f64 = 0.5;
const SCALE: f64 = 173.7178;
const CONVERGENCE: f64 = 0.000_001;

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

/// One game's result against one opponent: score 1 win, 0.5 draw, 0 loss.
#[derive(Debug, Clone, Copy)]
pub struct Game {
    pub opponent: Rating,
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// The rating after one rating period with these games (none: only the deviation grows).
pub fn update(player: Rating, games: &[Game]) -> Rating {
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    if games.is_empty() {
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        return Rating {
            deviation: phi_star * SCALE,
            ..player
        };
    }
    let opponents: Vec<(f64, f64, f64)> = games
        .iter()
        .map(|gm| {
            (
                (gm.opponent.rating - 1500.0) / SCALE,
                gm.opponent.deviation / SCALE,
                gm.score,
            )
        })
        .collect();
    let v = 1.0
        / opponents
            .iter()
            .map(|&(mu_j, phi_j, _)| {
                let e = expected(mu, mu_j, phi_j);
                g(phi_j).powi(2) * e * (1.0 - e)
            })
            .sum::<f64>();
    let improvement: f64 = opponents
        .iter()
        .map(|&(mu_j, phi_j, s)| g(phi_j) * (s - expected(mu, mu_j, phi_j)))
        .sum();
    let delta = v * improvement;

    // The new volatility, by the Illinois algorithm (step 5 of the paper).
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2)) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut fa, mut fb) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > CONVERGENCE {
        let c = big_a + (big_a - big_b) * fa / (fb - fa);
        let fc = f(c);
        if fc * fb <= 0.0 {
            big_a = big_b;
            fa = fb;
        } else {
            fa /= 2.0;
        }
        big_b = c;
        fb = fc;
    }
    let new_sigma = (big_a / 2.0).exp();
    let phi_star = (phi * phi + new_sigma * new_sigma).sqrt();
    let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let new_mu = mu + new_phi * new_phi * improvement;
    Rating {
        rating: new_mu * SCALE + 1500.0,
        deviation: new_phi * SCALE,
        volatility: new_sigma,
    }
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

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let r = update(Rating::default(), &[]);
        assert_eq!(r.rating, 1500.0);
        assert!(r.deviation > 350.0);
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
