//! The LMTP listener (RFC 2033) a mail server (Postfix's `lmtp:` transport, Exim's `lmtp` transport) hands the
//! inbound domain's mail to: one answer per recipient after the message, `4xx` while the database is away (the
//! mail server keeps the message and tries again), and a size limit. Each message goes to `app::mail::mail_in`, the
//! same use-case `fieldpost mail-in` calls.

use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tracing::Instrument;

use crate::app::Env;
use crate::app::mail::mail_in::{self, Delivered, NotTaken};

/// The longest line taken: far beyond RFC 5321's 1000 octets, which some mail programs pass, and still a bound.
const MAX_LINE: usize = 1 << 20;
/// How long a connection may stay silent.
const IDLE: std::time::Duration = std::time::Duration::from_secs(300);
/// Recipients of one message at most.
const MAX_RECIPIENTS: usize = 100;

/// Serves LMTP on `listener` until `stop` turns true. `max_bytes` is the largest message taken.
pub async fn serve(
    listener: TcpListener,
    env: Env,
    max_bytes: usize,
    mut stop: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                let (stream, peer) = accepted?;
                let env = env.clone();
                let span = tracing::info_span!("lmtp", %peer);
                tokio::spawn(
                    async move {
                        if let Err(e) = session(stream, &env, max_bytes).await {
                            tracing::info!(error = %e, "LMTP connection ended");
                        }
                    }
                    .instrument(span),
                );
            }
            _ = stop.wait_for(|s| *s) => return Ok(()),
        }
    }
}

/// One line, without its line ending; `None` at the end of the stream. A longer line than `MAX_LINE` is an error.
async fn read_line(reader: &mut (impl AsyncBufRead + Unpin)) -> anyhow::Result<Option<Vec<u8>>> {
    let mut line = Vec::new();
    let read = tokio::time::timeout(IDLE, async {
        loop {
            let buffer = reader.fill_buf().await?;
            if buffer.is_empty() {
                return Ok::<bool, std::io::Error>(!line.is_empty());
            }
            match buffer.iter().position(|&b| b == b'\n') {
                Some(at) => {
                    line.extend_from_slice(&buffer[..at]);
                    reader.consume(at + 1);
                    return Ok(true);
                }
                None => {
                    let n = buffer.len();
                    line.extend_from_slice(buffer);
                    reader.consume(n);
                    if line.len() > MAX_LINE {
                        return Err(std::io::Error::other("a line without end"));
                    }
                }
            }
        }
    })
    .await??;
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Ok(read.then_some(line))
}

/// The message after DATA, up to the lone dot, dot-stuffing undone. `None` for the body when it passed
/// `max_bytes` (it is read to its end all the same).
async fn read_message(reader: &mut (impl AsyncBufRead + Unpin), max_bytes: usize) -> anyhow::Result<Option<Vec<u8>>> {
    let mut message = Vec::new();
    let mut too_big = false;
    loop {
        let Some(line) = read_line(reader).await? else {
            anyhow::bail!("the connection ended inside a message");
        };
        if line == b"." {
            return Ok((!too_big).then_some(message));
        }
        let line = line.strip_prefix(b".").unwrap_or(&line);
        if message.len() + line.len() + 2 > max_bytes {
            too_big = true;
            message.clear();
        }
        if !too_big {
            message.extend_from_slice(line);
            message.extend_from_slice(b"\r\n");
        }
    }
}

async fn say(writer: &mut (impl AsyncWrite + Unpin), reply: &str) -> anyhow::Result<()> {
    writer.write_all(reply.as_bytes()).await?;
    writer.write_all(b"\r\n").await?;
    writer.flush().await?;
    Ok(())
}

/// The address in `MAIL FROM:<…>` or `RCPT TO:<…>`, after the verb.
fn path_of(rest: &str) -> Option<String> {
    let rest = rest.trim_start();
    let open = rest.find('<')?;
    let close = rest[open..].find('>')? + open;
    Some(rest[open + 1..close].to_string())
}

/// The SIZE parameter of `MAIL FROM`.
fn declared_size(rest: &str) -> Option<usize> {
    rest.split_whitespace()
        .find_map(|p| p.get(..5).filter(|k| k.eq_ignore_ascii_case("size=")).and(p.get(5..)))
        .and_then(|n| n.parse().ok())
}

/// The message as a final delivery hands it on (RFC 5321, 4.4): under a `Return-Path` field with the envelope
/// sender, so that mail from the null sender (bounces, auto-replies) is known as automatic and never answered.
fn with_return_path(sender: &str, raw: Vec<u8>) -> Vec<u8> {
    let mut out = format!("Return-Path: <{sender}>\r\n").into_bytes();
    out.extend(raw);
    out
}

/// The answer for one recipient of a message.
fn answer(delivered: Result<Delivered, NotTaken>) -> &'static str {
    match delivered {
        Ok(Delivered::Taken) => "250 2.0.0 taken",
        Ok(Delivered::UnknownAddress) => "550 5.1.1 no such address here",
        Err(NotTaken::Unreadable(_)) => "554 5.6.0 the message cannot be read",
        Err(NotTaken::TryLater(_)) => "451 4.3.0 try again later",
    }
}

async fn session(stream: TcpStream, env: &Env, max_bytes: usize) -> anyhow::Result<()> {
    let (read, mut writer) = stream.into_split();
    let mut reader = BufReader::new(read);
    let host = "fieldpost";
    say(&mut writer, &format!("220 {host} LMTP Fieldpost")).await?;
    let mut sender: Option<String> = None;
    let mut recipients: Vec<String> = Vec::new();
    while let Some(line) = read_line(&mut reader).await? {
        let line = String::from_utf8_lossy(&line).into_owned();
        let (verb, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
        let verb = verb.to_ascii_uppercase();
        let rest_upper = rest.to_ascii_uppercase();
        match verb.as_str() {
            "LHLO" => say(
                &mut writer,
                &format!(
                    "250-{host}\r\n250-PIPELINING\r\n250-ENHANCEDSTATUSCODES\r\n250-8BITMIME\r\n250 SIZE {max_bytes}"
                ),
            )
            .await?,
            "MAIL" if rest_upper.starts_with("FROM:") => match path_of(&rest[5..]) {
                _ if sender.is_some() => say(&mut writer, "503 5.5.1 sender already given").await?,
                Some(_) if declared_size(rest).is_some_and(|n| n > max_bytes) => {
                    say(&mut writer, "552 5.3.4 message too big").await?
                }
                Some(path) => {
                    sender = Some(path);
                    say(&mut writer, "250 2.1.0 sender ok").await?
                }
                None => say(&mut writer, "501 5.5.4 MAIL FROM:<address>").await?,
            },
            "RCPT" if rest_upper.starts_with("TO:") => match path_of(&rest[3..]) {
                _ if sender.is_none() => say(&mut writer, "503 5.5.1 MAIL first").await?,
                _ if recipients.len() >= MAX_RECIPIENTS => say(&mut writer, "452 4.5.3 too many recipients").await?,
                Some(path) if mail_in::is_ours(env, &path) => {
                    recipients.push(path);
                    say(&mut writer, "250 2.1.5 recipient ok").await?
                }
                Some(_) => say(&mut writer, "550 5.1.1 no such address here").await?,
                None => say(&mut writer, "501 5.5.4 RCPT TO:<address>").await?,
            },
            "DATA" if recipients.is_empty() => say(&mut writer, "503 5.5.1 no valid recipients").await?,
            "DATA" => {
                say(&mut writer, "354 end with <CRLF>.<CRLF>").await?;
                let message = read_message(&mut reader, max_bytes)
                    .await?
                    .map(|raw| with_return_path(sender.as_deref().unwrap_or_default(), raw));
                for recipient in std::mem::take(&mut recipients) {
                    let reply = match &message {
                        None => "552 5.3.4 message too big",
                        Some(raw) => answer(mail_in::deliver(env, &recipient, raw).await),
                    };
                    say(&mut writer, reply).await?;
                }
                sender = None;
            }
            "RSET" => {
                sender = None;
                recipients.clear();
                say(&mut writer, "250 2.0.0 ok").await?
            }
            "NOOP" => say(&mut writer, "250 2.0.0 ok").await?,
            "QUIT" => {
                say(&mut writer, "221 2.0.0 bye").await?;
                return Ok(());
            }
            _ => say(&mut writer, "500 5.5.2 command not understood").await?,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_sizes_are_read_from_the_commands() {
        assert_eq!(path_of(" <a@b.org> SIZE=20").as_deref(), Some("a@b.org"));
        assert_eq!(path_of("<>").as_deref(), Some(""));
        assert_eq!(path_of("a@b.org"), None);
        assert_eq!(declared_size("<a@b.org> SIZE=2048 BODY=8BITMIME"), Some(2048));
        assert_eq!(declared_size("<a@b.org>"), None);
    }

    #[tokio::test]
    async fn a_message_is_read_to_its_dot_and_unstuffed() {
        let input = b"line one\r\n..dotted\r\n.\r\nNOOP\r\n";
        let mut reader = BufReader::new(&input[..]);
        let message = read_message(&mut reader, 1000).await.unwrap().unwrap();
        assert_eq!(message, b"line one\r\n.dotted\r\n");
        assert_eq!(read_line(&mut reader).await.unwrap().unwrap(), b"NOOP");
        let mut reader = BufReader::new(&b"0123456789\r\n.\r\n"[..]);
        assert_eq!(read_message(&mut reader, 5).await.unwrap(), None);
    }
}
