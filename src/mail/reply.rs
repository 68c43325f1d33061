//! What a player's answer to a turn mail says: the text they wrote (the quoted turn mail, the line that
//! introduces it and their signature taken away), the command on its first line, and the words after it, which
//! go to the game's conversation.

use crate::i18n::Lang;
use crate::rules::board::SquareName;

/// What a reply asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// One move, or the two of a two-move turn.
    Moves(Vec<(SquareName, SquareName)>),
    Resign,
    /// Offers a draw, or accepts the opponent's offer.
    Draw,
    /// During setup: a setup drawn the way the computer players draw theirs.
    SetupRandom,
    /// During setup: one of the player's saved setups, by its name.
    SetupNamed(String),
}

/// A reply understood: its command, and the words the player wrote after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub command: Command,
    pub message: Option<String>,
}

/// Why a reply was not understood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotUnderstood {
    /// Nothing was written above the quoted mail.
    Empty,
    /// The first line written, which is no command.
    Line(String),
}

/// The words of the commands, in the languages a reply is read in. Each message holds its forms separated by `|`.
struct Words {
    resign: Vec<String>,
    draw: Vec<String>,
    setup: Vec<String>,
    random: Vec<String>,
}

impl Words {
    fn of(langs: &[Lang]) -> Words {
        let forms = |id: &str| -> Vec<String> {
            langs
                .iter()
                .flat_map(|l| l.t(id).split('|').map(|w| fold(w.trim())).collect::<Vec<_>>())
                .filter(|w| !w.is_empty())
                .collect()
        };
        Words {
            resign: forms("reply-word-resign"),
            draw: forms("reply-word-draw"),
            setup: forms("reply-word-setup"),
            random: forms("reply-word-random"),
        }
    }
}

/// A word in the form it is compared in: lower case, with Turkish's dotted and dotless i taken as one letter, since
/// `DİZİLİŞ` lowercases to an i with a combining dot and a keyboard without Turkish letters writes `dizilis`.
fn fold(word: &str) -> String {
    word.to_lowercase()
        .chars()
        .filter(|&c| c != '\u{307}')
        .map(|c| if c == 'ı' { 'i' } else { c })
        .collect()
}

/// The endings of the line a mail program writes above the message it quotes ("On Mon, … Ann wrote:"), in the
/// five languages and a few more a player's mail program may speak.
const ATTRIBUTION_ENDINGS: [&str; 12] = [
    "wrote:",
    "kirjoitti:",
    "yazdı:",
    "napsal:",
    "napsala:",
    "napsal(a):",
    "rakstīja:",
    "schrieb:",
    "a écrit :",
    "a écrit:",
    "escribió:",
    "scrisse:",
];

/// Lines that begin the quoted original in mail programs that quote without `>` (Outlook and its kin).
const ORIGINAL_MARKERS: [&str; 6] = [
    "-----original message-----",
    "-----alkuperäinen viesti-----",
    "-----původní zpráva-----",
    "-----orijinal ileti-----",
    "-----oriģinālā ziņa-----",
    "________________________________",
];

/// The last lines phones add under a reply, which are no words for the opponent.
const DEVICE_LINES: [&str; 7] = [
    "sent from my ",
    "get outlook for ",
    "lähetetty ",
    "iphone'umdan gönderildi",
    "odesláno z ",
    "nosūtīts no ",
    "sent from mail for ",
];

fn is_attribution(line: &str) -> bool {
    let l = line.trim().to_lowercase();
    ATTRIBUTION_ENDINGS.iter().any(|e| l.ends_with(e))
}

/// Outlook's header block of the quoted original: `From:` followed by `Sent:`/`Date:` within the next lines.
fn starts_header_block(lines: &[&str], i: usize) -> bool {
    let first = lines[i].trim().to_lowercase();
    let from_words = ["from:", "lähettäjä:", "kimden:", "od:", "no:", "von:"];
    from_words.iter().any(|w| first.starts_with(w))
        && lines[i + 1..].iter().take(3).any(|l| {
            let l = l.trim().to_lowercase();
            [
                "sent:",
                "date:",
                "lähetetty:",
                "gönderildi:",
                "odesláno:",
                "nosūtīts:",
                "gesendet:",
            ]
            .iter()
            .any(|w| l.starts_with(w))
        })
}

/// The text the player wrote: quoted lines (`>`) left out, and everything from the quoted original, the
/// signature (`-- `) or a phone's closing line on.
pub fn written_part(body: &str) -> String {
    let body = body.replace("\r\n", "\n").replace('\r', "\n");
    let lines: Vec<&str> = body.lines().collect();
    let mut kept: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let trimmed = line.trim();
        let lower = trimmed.to_lowercase();
        if line.trim_end() == "--" || ORIGINAL_MARKERS.iter().any(|m| lower.starts_with(m)) {
            break;
        }
        if starts_header_block(&lines, i) {
            break;
        }
        if DEVICE_LINES.iter().any(|d| lower.starts_with(d)) {
            break;
        }
        if is_attribution(trimmed) {
            // A long attribution is wrapped: its first part ("On Wed, 2 Dec 2026 at 10:00, Fieldpost <") is the
            // line before it.
            if kept.last().is_some_and(|prev| wrapped_attribution_start(prev)) {
                kept.pop();
            }
            // Below it, either the quoted original (`>` lines, left out one by one, so that words written under
            // the quote are kept) or an original quoted without marks, which ends the reply.
            let next = lines[i + 1..].iter().find(|l| !l.trim().is_empty());
            if next.is_some_and(|l| !l.trim_start().starts_with('>')) {
                break;
            }
            i += 1;
            continue;
        }
        if !trimmed.starts_with('>') {
            kept.push(line);
        }
        i += 1;
    }
    kept.join("\n").trim().to_string()
}

fn wrapped_attribution_start(line: &str) -> bool {
    let l = line.trim();
    let lower = l.to_lowercase();
    l.ends_with('<')
        || ["on ", "dne ", "am ", "le ", "el "]
            .iter()
            .any(|w| lower.starts_with(w))
            && l.chars().any(|c| c.is_ascii_digit())
}

/// The dashes people and their mail programs write between two squares.
fn plain_dashes(line: &str) -> String {
    line.chars()
        .map(|c| match c {
            '–' | '—' | '‐' | '‑' | '−' | '―' => '-',
            c => c,
        })
        .collect()
}

fn square(token: &str) -> Option<SquareName> {
    SquareName::try_from(token.to_string()).ok()
}

/// `b4-b5`, `b4xb5`, `b4:b5` written as one word.
fn joined_move(token: &str) -> Option<(SquareName, SquareName)> {
    let at = token.find(['-', 'x', ':'])?;
    Some((square(&token[..at])?, square(&token[at + 1..])?))
}

/// The moves on one line, if that line holds moves and nothing else: `b4-b5`, `b4 b5`, `b4 - b5`, `b4xb5`, two
/// of them separated by spaces, a comma, a semicolon or "and"-free punctuation.
fn moves_of(line: &str) -> Option<Vec<(SquareName, SquareName)>> {
    let line = plain_dashes(&line.to_lowercase());
    let line = line.trim().trim_end_matches(['.', '!']);
    let tokens: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|t| !t.is_empty())
        .collect();
    let mut moves = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if let Some(m) = joined_move(tokens[i]) {
            moves.push(m);
            i += 1;
            continue;
        }
        let from = square(tokens[i])?;
        let mut j = i + 1;
        if tokens.get(j).is_some_and(|t| ["-", "x", ":"].contains(t)) {
            j += 1;
        }
        let to = tokens.get(j).and_then(|t| square(t))?;
        moves.push((from, to));
        i = j + 1;
    }
    (!moves.is_empty()).then_some(moves)
}

/// One line read as a command, with the words of `langs`.
fn command_of(line: &str, words: &Words, max_moves: usize) -> Option<Command> {
    if let Some(moves) = moves_of(line) {
        return (moves.len() <= max_moves).then_some(Command::Moves(moves));
    }
    let line = line.trim().trim_end_matches(['.', '!']);
    let lower = fold(line);
    let lower = lower.split_whitespace().collect::<Vec<_>>().join(" ");
    let is = |forms: &[String], w: &str| forms.iter().any(|f| f == w);
    if is(&words.resign, &lower) {
        return Some(Command::Resign);
    }
    if is(&words.draw, &lower) {
        return Some(Command::Draw);
    }
    let (first, rest) = lower.split_once(' ')?;
    if !is(&words.setup, first) {
        return None;
    }
    if is(&words.random, rest) {
        return Some(Command::SetupRandom);
    }
    // The name as the player wrote it (its case kept): the words after the command's first word.
    let name = line.split_once(char::is_whitespace)?.1.trim();
    Some(Command::SetupNamed(name.to_string()))
}

/// Reads the reply written in `body` (the text part of the mail), in English and the player's language.
/// `max_moves` is the number of moves a turn may have (two in Espionage): the second may stand on the next line.
pub fn parse(body: &str, lang: Lang, max_moves: usize) -> Result<Reply, NotUnderstood> {
    let langs = if lang == Lang::En {
        vec![Lang::En]
    } else {
        vec![Lang::En, lang]
    };
    let words = Words::of(&langs);
    let written = written_part(body);
    let mut lines = written.lines().map(str::trim).filter(|l| !l.is_empty()).peekable();
    let first = lines.next().ok_or(NotUnderstood::Empty)?;
    let mut command = command_of(first, &words, max_moves).ok_or_else(|| NotUnderstood::Line(first.to_string()))?;
    if let Command::Moves(moves) = &mut command
        && moves.len() < max_moves
        && let Some(second) = lines.peek().and_then(|l| moves_of(l))
        && moves.len() + second.len() <= max_moves
    {
        moves.extend(second);
        lines.next();
    }
    let message: Vec<&str> = lines.collect();
    Ok(Reply {
        command,
        message: (!message.is_empty()).then(|| message.join("\n")),
    })
}

#[cfg(test)]
mod tests;
