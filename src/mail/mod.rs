//! Mail: what a mail says (rendered from askama templates) and how it travels (SMTP or a mailbox folder). It
//! knows nothing of the outbox: the jobs layer claims queued mail and hands it to the transport.

pub mod addresses;
pub mod board;
pub mod content;
pub mod inbound;
pub mod reply;
pub mod smtp;
pub mod transport;

pub use board::MailBoard;
pub use content::MailContent;
pub use transport::{OutgoingMail, SendError, Transport};
