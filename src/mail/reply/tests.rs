//! The reply parser against the forms people and their mail programs write.
use super::*;

fn mv(a: &str, b: &str) -> (SquareName, SquareName) {
    (square(a).unwrap(), square(b).unwrap())
}

#[test]
fn moves_are_read_in_the_forms_people_write_them() {
    for text in ["b4-b5", "b4 b5", "b4xb5", "B4–B5", "  b4 - b5.", "b4:b5"] {
        assert_eq!(
            parse(text, Lang::En, 1).unwrap().command,
            Command::Moves(vec![mv("b4", "b5")]),
            "{text}"
        );
    }
    assert_eq!(
        parse("b4-b5, c1-c2", Lang::En, 2).unwrap().command,
        Command::Moves(vec![mv("b4", "b5"), mv("c1", "c2")])
    );
    assert_eq!(
        parse("b4-b5\nc1 c2\nwell played", Lang::En, 2).unwrap(),
        Reply {
            command: Command::Moves(vec![mv("b4", "b5"), mv("c1", "c2")]),
            message: Some("well played".into())
        }
    );
    // In a one-move game the second line is words for the opponent.
    assert_eq!(
        parse("j10-j9\nc1 c2", Lang::En, 1).unwrap().message.as_deref(),
        Some("c1 c2")
    );
}

#[test]
fn words_in_english_and_in_the_players_language() {
    assert_eq!(parse("Resign", Lang::Fi, 1).unwrap().command, Command::Resign);
    assert_eq!(parse("luovutan", Lang::Fi, 1).unwrap().command, Command::Resign);
    assert_eq!(parse("DRAW", Lang::Cs, 1).unwrap().command, Command::Draw);
    assert_eq!(
        parse("setup random", Lang::En, 1).unwrap().command,
        Command::SetupRandom
    );
    assert_eq!(
        parse("setup My Wall", Lang::En, 1).unwrap().command,
        Command::SetupNamed("My Wall".into())
    );
    assert!(matches!(parse("luovutan", Lang::En, 1), Err(NotUnderstood::Line(_))));
}

#[test]
fn turkish_capitals_and_a_keyboard_without_turkish_letters_are_read() {
    for text in ["BERABERLİK", "beraberlik", "BERABERLIK", "Berabere!"] {
        assert_eq!(parse(text, Lang::Tr, 1).unwrap().command, Command::Draw, "{text}");
    }
    for text in ["PES EDİYORUM", "pes ediyorum"] {
        assert_eq!(parse(text, Lang::Tr, 1).unwrap().command, Command::Resign, "{text}");
    }
    for text in ["DİZİLİŞ RASTGELE", "dizilis rastgele", "Diziliş rastgele"] {
        assert_eq!(
            parse(text, Lang::Tr, 1).unwrap().command,
            Command::SetupRandom,
            "{text}"
        );
    }
    assert_eq!(
        parse("DİZİLİŞ Kale Duvarı", Lang::Tr, 1).unwrap().command,
        Command::SetupNamed("Kale Duvarı".into())
    );
    assert_eq!(parse("RESIGN", Lang::Tr, 1).unwrap().command, Command::Resign);
}

#[test]
fn the_quoted_mail_and_the_signature_are_not_read() {
    let gmail = "e4-e5\r\nNice try!\r\n\r\nOn Wed, Dec 2, 2026 at 10:00 AM Fieldpost <\r\nplay+1-2-abc@example.org> wrote:\r\n\r\n> It is your turn.\r\n> resign\r\n";
    assert_eq!(
        parse(gmail, Lang::En, 1).unwrap(),
        Reply {
            command: Command::Moves(vec![mv("e4", "e5")]),
            message: Some("Nice try!".into())
        }
    );
    let outlook = "draw\n\n________________________________\nFrom: Fieldpost\nSent: Wednesday\n\nresign";
    assert_eq!(parse(outlook, Lang::En, 1).unwrap().command, Command::Draw);
    let signed = "resign\n-- \nAnn\nb4-b5";
    assert_eq!(parse(signed, Lang::En, 1).unwrap().message, None);
    let below = "ke 2.12.2026 klo 10.00 Fieldpost <play@example.org> kirjoitti:\n> Sinun vuorosi.\n\nluovutan\n";
    assert_eq!(parse(below, Lang::Fi, 1).unwrap().command, Command::Resign);
    assert_eq!(parse("> b4-b5\n", Lang::En, 1), Err(NotUnderstood::Empty));
}

#[test]
fn anything_else_is_not_understood() {
    assert_eq!(
        parse("I move my scout", Lang::En, 1),
        Err(NotUnderstood::Line("I move my scout".into()))
    );
    assert!(parse("b4-b5 c1-c2", Lang::En, 1).is_err());
    assert!(parse("b4-b5-b6", Lang::En, 1).is_err());
}

/// Replies as mail programs write them, generated: the command a player wrote, in any of its written forms,
/// words under it, a signature, the turn mail quoted in one of the common styles (whose own lines hold
/// commands too), any line ending, charset and transfer encoding. Reading the whole message must find exactly
/// the command and the words.
mod generated {
    use proptest::prelude::*;

    use super::super::{Command, Reply, parse};
    use crate::i18n::Lang;
    use crate::mail::inbound;
    use crate::rules::board::SquareName;

    fn square() -> impl Strategy<Value = String> {
        ("[a-j]", 1u8..=10).prop_map(|(c, r)| format!("{c}{r}"))
    }

    /// One move and how it was written.
    fn one_move() -> impl Strategy<Value = ((SquareName, SquareName), String)> {
        let separator = prop::sample::select(vec!["-", " ", "x", "–", " - ", ":"]);
        (square(), separator, square(), any::<bool>()).prop_map(|(a, sep, b, upper)| {
            let text = format!("{a}{sep}{b}");
            (
                (SquareName::try_from(a).unwrap(), SquareName::try_from(b).unwrap()),
                if upper { text.to_uppercase() } else { text },
            )
        })
    }

    /// A command, how the player wrote it, and the language it was written in.
    fn command() -> impl Strategy<Value = (Command, Vec<String>, Lang)> {
        prop_oneof![
            one_move().prop_map(|(m, t)| (Command::Moves(vec![m]), vec![t], Lang::En)),
            (one_move(), one_move(), any::<bool>()).prop_map(|((m1, t1), (m2, t2), two_lines)| {
                let lines = if two_lines {
                    vec![t1, t2]
                } else {
                    vec![format!("{t1} {t2}")]
                };
                (Command::Moves(vec![m1, m2]), lines, Lang::En)
            }),
            prop::sample::select(vec![
                ("Resign", Lang::En),
                ("luovutan", Lang::Fi),
                ("VZDÁVÁM", Lang::Cs),
                ("padodos.", Lang::Lv)
            ])
            .prop_map(|(w, l)| (Command::Resign, vec![w.to_string()], l)),
            prop::sample::select(vec![
                ("draw", Lang::En),
                ("Tasapeli", Lang::Fi),
                ("beraberlik", Lang::Tr)
            ])
            .prop_map(|(w, l)| (Command::Draw, vec![w.to_string()], l)),
            Just((Command::SetupRandom, vec!["setup random".to_string()], Lang::En)),
            "[A-Z][a-z]{2,8}( [A-Z][a-z]{2,8})?".prop_map(|name| {
                (
                    Command::SetupNamed(format!("My {name}")),
                    vec![format!("setup My {name}")],
                    Lang::En,
                )
            }),
        ]
    }

    /// Words under the command: none, or lines of ordinary words.
    fn words() -> impl Strategy<Value = Option<Vec<String>>> {
        prop::option::of(prop::collection::vec(
            "[A-Za-zäöüČř]{3,9}( [A-Za-zäö]{3,9}){0,5}[.!?]?",
            1..3,
        ))
    }

    /// The turn mail as a mail program quotes it below the reply, and the signature's place.
    fn quote() -> impl Strategy<Value = usize> {
        0usize..7
    }

    const ORIGINAL: &str = "It is your move.\nresign\nb4-b5\nReply with your move, for example b4-b5.";

    fn quoted(style: usize) -> String {
        let marked: String = ORIGINAL.lines().map(|l| format!("> {l}\n")).collect();
        match style {
            0 => String::new(),
            1 => format!(
                "On Wed, Dec 2, 2026 at 10:00 AM Fieldpost <\nplay+1-2-0123456789abcdef@x.org> wrote:\n\n{marked}"
            ),
            2 => format!(
                "________________________________\nFrom: Fieldpost <f@x.org>\nSent: Wednesday\nTo: a@b.org\n\n{ORIGINAL}"
            ),
            3 => format!("ke 2.12.2026 klo 10.00 Fieldpost kirjoitti:\n{marked}"),
            4 => format!("Dne 2. 12. 2026 v 10:00 Fieldpost napsal(a):\n{marked}"),
            5 => format!("2026. gada 2. decembrī Fieldpost rakstīja:\n{marked}"),
            _ => format!("2 Ara 2026 Çar, 10:00 tarihinde Fieldpost şunu yazdı:\n{marked}"),
        }
    }

    fn base64(bytes: &[u8]) -> String {
        const ABC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut out = String::new();
        for chunk in bytes.chunks(57) {
            for three in chunk.chunks(3) {
                let n = three.iter().fold(0u32, |acc, &b| acc << 8 | u32::from(b)) << (8 * (3 - three.len()));
                for k in 0..4 {
                    out.push(if k <= three.len() {
                        ABC[(n >> (18 - 6 * k) & 63) as usize] as char
                    } else {
                        '='
                    });
                }
            }
            out.push_str("\r\n");
        }
        out
    }

    fn quoted_printable(bytes: &[u8]) -> String {
        let mut out = String::new();
        for &b in bytes {
            match b {
                b'\n' => out.push_str("\r\n"),
                b'\r' => {}
                b'=' | 0x80..=0xff => out.push_str(&format!("={b:02X}")),
                _ => out.push(b as char),
            }
        }
        out
    }

    /// The whole message: headers, and the body in one of the encodings.
    fn message(body: &str, encoding: usize, crlf: bool) -> Vec<u8> {
        let body = if crlf {
            body.replace('\n', "\r\n")
        } else {
            body.to_string()
        };
        let latin: Option<Vec<u8>> = body.chars().map(|c| u8::try_from(u32::from(c)).ok()).collect();
        let (charset, cte, encoded) = match (encoding, latin) {
            (0, _) => ("utf-8", "8bit", body.clone()),
            (1, _) => ("utf-8", "quoted-printable", quoted_printable(body.as_bytes())),
            (2, Some(latin)) => ("iso-8859-1", "quoted-printable", quoted_printable(&latin)),
            _ => ("utf-8", "base64", base64(body.as_bytes())),
        };
        format!(
            "From: Ann <ann@example.org>\r\nTo: play+1-2-0123456789abcdef@x.org\r\nSubject: Re: Your move\r\nMessage-ID: <r@example.org>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset={charset}\r\nContent-Transfer-Encoding: {cte}\r\n\r\n{encoded}"
        )
        .into_bytes()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        #[test]
        fn the_command_written_is_the_command_read(
            (command, lines, lang) in command(),
            words in words(),
            style in quote(),
            signature_first in any::<bool>(),
            signed in any::<bool>(),
            encoding in 0usize..4,
            crlf in any::<bool>(),
        ) {
            let mut body = lines.join("\n") + "\n";
            if let Some(w) = &words {
                body += &(w.join("\n") + "\n");
            }
            let signature = if signed { "\n-- \nAnn Example\nb1-b2\n" } else { "" };
            if signature_first {
                body += signature;
                body += &format!("\n{}", quoted(style));
            } else {
                body += &format!("\n{}", quoted(style));
                body += signature;
            }
            let incoming = inbound::read(&message(&body, encoding, crlf), None).unwrap();
            let max_moves = match &command { Command::Moves(m) => m.len().max(1), _ => 1 };
            let read = parse(&incoming.text, lang, max_moves);
            prop_assert_eq!(read, Ok(Reply { command, message: words.map(|w| w.join("\n")) }), "{}", body);
        }
    }
}
