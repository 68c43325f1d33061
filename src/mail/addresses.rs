//! The installation's own addresses on its inbound domain: a turn mail's reply address
//! (`play+GAME-TURN-MAC@domain`), which binds game, turn and player, and each mail's envelope sender
//! (`bounce+OUTBOX-MAC@domain`), which names the mail a bounce is about. The MACs are truncated HMAC-SHA256
//! under a key of the installation, so no one can make an address the installation did not give out.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The turn a reply address was given for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// The setup phase, before any move.
    Setup,
    /// The position after this many single moves.
    Ply(i32),
}

/// An address of the inbound domain, read back, its MAC not yet checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Inbound {
    Play { game: i64, turn: Turn, mac: String },
    Bounce { outbox: i64, mac: String },
}

/// Hex digits of the MAC an address carries: 64 bits, more than any guessing through a mail server can reach.
const MAC_HEX: usize = 16;

fn mac(key: &[u8], what: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(what.as_bytes());
    hex::encode(&mac.finalize().into_bytes()[..MAC_HEX / 2])
}

fn turn_text(turn: Turn) -> String {
    match turn {
        Turn::Setup => "s".to_string(),
        Turn::Ply(p) => p.to_string(),
    }
}

fn play_mac(key: &[u8], game: i64, turn: Turn, user: i64) -> String {
    mac(key, &format!("play/{game}/{}/{user}", turn_text(turn)))
}

fn bounce_mac(key: &[u8], outbox: i64) -> String {
    mac(key, &format!("bounce/{outbox}"))
}

/// The address a reply to `user`'s mail about `turn` of `game` goes to.
pub fn play_address(key: &[u8], domain: &str, game: i64, turn: Turn, user: i64) -> String {
    format!(
        "play+{game}-{}-{}@{domain}",
        turn_text(turn),
        play_mac(key, game, turn, user)
    )
}

/// The envelope sender of outbox mail `outbox`: bounces come back to it.
pub fn bounce_address(key: &[u8], domain: &str, outbox: i64) -> String {
    format!("bounce+{outbox}-{}@{domain}", bounce_mac(key, outbox))
}

/// Whether `mac` is the MAC of a play address for `user` under `key`.
pub fn play_mac_matches(key: &[u8], game: i64, turn: Turn, user: i64, mac: &str) -> bool {
    constant_time_eq(&play_mac(key, game, turn, user), mac)
}

pub fn bounce_mac_matches(key: &[u8], outbox: i64, mac: &str) -> bool {
    constant_time_eq(&bounce_mac(key, outbox), mac)
}

fn constant_time_eq(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// Reads an address of `domain` (in any case, with or without angle brackets); `None` for any other address.
pub fn read(address: &str, domain: &str) -> Option<Inbound> {
    let address = address
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_lowercase();
    let (local, at) = address.rsplit_once('@')?;
    if at != domain.to_lowercase() {
        return None;
    }
    if let Some(rest) = local.strip_prefix("play+") {
        let mut parts = rest.splitn(3, '-');
        let game = parts.next()?.parse().ok()?;
        let turn = match parts.next()? {
            "s" => Turn::Setup,
            ply => Turn::Ply(ply.parse().ok().filter(|p: &i32| *p >= 0)?),
        };
        let mac = parts.next()?;
        return (mac.len() == MAC_HEX).then(|| Inbound::Play {
            game,
            turn,
            mac: mac.to_string(),
        });
    }
    let rest = local.strip_prefix("bounce+")?;
    let (outbox, mac) = rest.split_once('-')?;
    let outbox = outbox.parse().ok()?;
    (mac.len() == MAC_HEX).then(|| Inbound::Bounce {
        outbox,
        mac: mac.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: [u8; 32] = [7; 32];

    #[test]
    fn an_address_reads_back_and_only_its_own_player_matches() {
        let address = play_address(&KEY, "play.example.org", 12, Turn::Ply(40), 3);
        let Some(Inbound::Play { game, turn, mac }) = read(&address.to_uppercase(), "play.example.org") else {
            panic!("{address} reads back");
        };
        assert_eq!((game, turn), (12, Turn::Ply(40)));
        assert!(play_mac_matches(&KEY, 12, Turn::Ply(40), 3, &mac));
        assert!(!play_mac_matches(&KEY, 12, Turn::Ply(40), 4, &mac));
        assert!(!play_mac_matches(&KEY, 12, Turn::Ply(41), 3, &mac));
        assert!(!play_mac_matches(&[8; 32], 12, Turn::Ply(40), 3, &mac));
        let setup = play_address(&KEY, "d.org", 5, Turn::Setup, 1);
        assert!(matches!(
            read(&setup, "d.org"),
            Some(Inbound::Play { turn: Turn::Setup, .. })
        ));
    }

    #[test]
    fn bounce_addresses_name_their_mail() {
        let address = bounce_address(&KEY, "d.org", 99);
        let Some(Inbound::Bounce { outbox, mac }) = read(&format!("<{address}>"), "d.org") else {
            panic!("{address} reads back");
        };
        assert_eq!(outbox, 99);
        assert!(bounce_mac_matches(&KEY, 99, &mac));
        assert!(!bounce_mac_matches(&KEY, 98, &mac));
    }

    #[test]
    fn other_addresses_are_not_ours() {
        for other in [
            "play+1-2-0123456789abcdef@other.org",
            "ann@d.org",
            "play+1-2-short@d.org",
            "play+x-2-0123456789abcdef@d.org",
            "play+1--3-0123456789abcdef@d.org",
            "bounce+-0123456789abcdef@d.org",
        ] {
            assert_eq!(read(other, "d.org"), None, "{other}");
        }
    }
}
