//! Mail leaves over TLS as `SMTP_URL` asks, STARTTLS or TLS from the first byte, and only to a server whose
//! certificate the worker can trust.

use fieldpost::jobs::mail_delivery as worker;

use crate::helpers::spawn_app;
use crate::mail::queue_challenges;
use crate::smtp::{SmtpServer, SmtpTls};

#[tokio::test]
async fn mail_goes_out_over_starttls_and_over_implicit_tls() {
    for tls in [SmtpTls::StartTls, SmtpTls::Implicit] {
        let app = spawn_app().await;
        let smtp = SmtpServer::started_with_tls(tls);
        let rows = queue_challenges(&app, 3).await;
        let (transport, from) = smtp.transport();
        let sent = worker::drain(&app.env, &transport, &from).await.unwrap();
        assert_eq!(sent, rows, "{tls:?}");
        assert_eq!(smtp.received().len(), rows, "{tls:?}");
    }
}

#[tokio::test]
async fn a_server_whose_certificate_is_not_trusted_gets_no_mail() {
    for tls in [SmtpTls::StartTls, SmtpTls::Implicit] {
        let app = spawn_app().await;
        let smtp = SmtpServer::started_with_tls(tls);
        queue_challenges(&app, 1).await;
        let (transport, from) = smtp.transport_trusting(None);
        worker::drain(&app.env, &transport, &from).await.unwrap();
        assert!(smtp.received().is_empty(), "{tls:?}");
        let error: String = sqlx::query_scalar("SELECT last_error FROM outbox WHERE last_error IS NOT NULL LIMIT 1")
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert!(
            error.contains("certificate") || error.contains("Certificate"),
            "{tls:?}: {error}"
        );
        let waiting: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE state = 'pending'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert!(waiting >= 1, "{tls:?}: the mail waits to be tried again");
    }
}
