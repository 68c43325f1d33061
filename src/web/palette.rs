//! The sides' colours, read from the stylesheet itself, held to what players need of them: a rank readable on
//! its piece, and two armies told apart by lightness alone, for players who see red and blue as one hue.

use crate::rules::{Family, Seat};

const CSS: &str = include_str!("../../static/fieldpost.css");

/// `#rrggbb` or `#rgb`, as sRGB in 0..1.
fn parse_hex(hex: &str) -> [f64; 3] {
    let digits = hex.trim_start_matches('#');
    let wide: String = match digits.len() {
        3 => digits.chars().flat_map(|c| [c, c]).collect(),
        6 => digits.to_string(),
        _ => panic!("{hex} is not a hex colour"),
    };
    [0, 2, 4].map(|i| f64::from(u8::from_str_radix(&wide[i..i + 2], 16).unwrap()) / 255.0)
}

/// A custom property of the stylesheet's `:root`.
fn root_colour(name: &str) -> [f64; 3] {
    let root = &CSS[CSS.find(":root {").expect("a :root rule")..];
    let root = &root[..root.find('}').unwrap()];
    let key = format!("--{name}:");
    let at = root.find(&key).unwrap_or_else(|| panic!("--{name} is in :root")) + key.len();
    let value = root[at..].split(';').next().unwrap().trim();
    parse_hex(value)
}

/// A side's piece face and the ink of its rank and drawing, checked to be what the piece rule paints with.
fn side(family: Family, seat: Seat) -> ([f64; 3], [f64; 3]) {
    let name = seat.name(family);
    let rule = format!(".piece.{name} {{ --face: var(--{name}); --mark: var(--{name}-ink);");
    assert!(
        CSS.contains(&rule),
        "the stylesheet paints {name} pieces with --{name} and --{name}-ink"
    );
    (root_colour(name), root_colour(&format!("{name}-ink")))
}

fn linear(channel: f64) -> f64 {
    if channel <= 0.04045 {
        channel / 12.92
    } else {
        ((channel + 0.055) / 1.055).powf(2.4)
    }
}

fn gamma(channel: f64) -> f64 {
    let c = channel.clamp(0.0, 1.0);
    if c <= 0.003_130_8 {
        c * 12.92
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    }
}

/// WCAG 2 relative luminance.
fn luminance(rgb: [f64; 3]) -> f64 {
    let [r, g, b] = rgb.map(linear);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// WCAG 2 contrast ratio, 1 to 21.
fn contrast(a: [f64; 3], b: [f64; 3]) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The colour a dichromat sees (Viénot, Brettel and Mollon 1999, on linear sRGB).
fn as_seen_by(matrix: [[f64; 3]; 3], rgb: [f64; 3]) -> [f64; 3] {
    let lin = rgb.map(linear);
    matrix.map(|row| gamma(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]))
}

const PROTANOPIA: [[f64; 3]; 3] = [
    [0.112_38, 0.887_62, 0.0],
    [0.112_38, 0.887_62, 0.0],
    [0.004_01, -0.004_01, 1.0],
];
const DEUTERANOPIA: [[f64; 3]; 3] = [
    [0.292_75, 0.707_25, 0.0],
    [0.292_75, 0.707_25, 0.0],
    [-0.022_34, 0.022_34, 1.0],
];

/// CIELAB (D65) from sRGB, for a difference of colour as eyes judge it.
fn lab(rgb: [f64; 3]) -> [f64; 3] {
    let [r, g, b] = rgb.map(linear);
    let xyz = [
        (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47,
        0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b,
        (0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b) / 1.088_83,
    ];
    let f = xyz.map(|t| {
        if t > 0.008_856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    });
    [116.0 * f[1] - 16.0, 500.0 * (f[0] - f[1]), 200.0 * (f[1] - f[2])]
}

fn delta_e(a: [f64; 3], b: [f64; 3]) -> f64 {
    let (a, b) = (lab(a), lab(b));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

const FAMILIES: [Family; 2] = [Family::Stratego, Family::Espionage];

#[test]
fn a_rank_reads_on_its_piece() {
    for family in FAMILIES {
        for seat in Seat::BOTH {
            let (face, ink) = side(family, seat);
            let ratio = contrast(face, ink);
            assert!(ratio >= 4.5, "{}: rank on piece {ratio:.2}:1", seat.name(family));
        }
    }
}

#[test]
fn the_two_sides_differ_in_lightness() {
    for family in FAMILIES {
        let (first, second) = (side(family, Seat::First).0, side(family, Seat::Second).0);
        let ratio = contrast(first, second);
        assert!(ratio >= 2.0, "{family:?}: the two sides' faces {ratio:.2}:1");
    }
}

#[test]
fn the_two_sides_stay_apart_for_red_green_colour_blind_eyes() {
    for family in FAMILIES {
        let (first, second) = (side(family, Seat::First).0, side(family, Seat::Second).0);
        for (who, matrix) in [("protanopia", PROTANOPIA), ("deuteranopia", DEUTERANOPIA)] {
            let (a, b) = (as_seen_by(matrix, first), as_seen_by(matrix, second));
            let (ratio, difference) = (contrast(a, b), delta_e(a, b));
            assert!(
                ratio >= 1.5 && difference >= 20.0,
                "{family:?} under {who}: {ratio:.2}:1, ΔE {difference:.1}"
            );
        }
    }
}

/// The markers on a piece (moved: an amber corner edged dark; known to the enemy: a light eye in a dark ring) each
/// hold one colour at 3:1 or more against every face they can sit on (WCAG 1.4.11, non-text contrast), so each
/// is seen on every piece, on a phone too.
#[test]
fn the_markers_stand_out_on_every_piece() {
    let markers = [("moved", ["moved", "moved-edge"]), ("known", ["known", "known-eye"])];
    for family in FAMILIES {
        for seat in Seat::BOTH {
            let face = side(family, seat).0;
            for (marker, colours) in markers {
                let best = colours
                    .map(|c| contrast(root_colour(c), face))
                    .into_iter()
                    .fold(0.0, f64::max);
                assert!(
                    best >= 3.0,
                    "{family:?} {seat:?}: the {marker} marker reaches {best:.2}:1"
                );
            }
        }
    }
}

#[test]
fn the_measures_agree_with_known_values() {
    assert!((contrast([0.0; 3], [1.0; 3]) - 21.0).abs() < 1e-9);
    assert_eq!(parse_hex("#fff"), [1.0; 3]);
    assert!(delta_e([1.0, 0.0, 0.0], [1.0, 0.0, 0.0]) < 1e-9);
    assert!((lab([1.0; 3])[0] - 100.0).abs() < 0.01, "white is L* 100");
    // A grey is the same grey to every eye.
    let grey = [0.5; 3];
    assert!(delta_e(as_seen_by(DEUTERANOPIA, grey), grey) < 0.5);
}
